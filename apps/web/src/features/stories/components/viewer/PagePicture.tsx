import styles from './ViewerPages.module.css';

/** A page's picture in its box: 4:3 so nothing shifts as it loads, fetched first as it is on screen. */
export function PagePicture({ src, alt, lang }: { src: string; alt: string; lang?: string }) {
  return (
    <div className={styles.pictureBox}>
      <img
        className={styles.picture}
        src={src}
        alt={alt}
        lang={lang}
        width={400}
        height={300}
        decoding="async"
        loading="eager"
        fetchPriority="high"
        draggable={false}
      />
    </div>
  );
}
