import type { StorySlide } from '../../api/stories';
import { localizeSlide, type StoryLanguage } from './viewer-model';
import { PagePicture } from './PagePicture';
import styles from './ViewerPages.module.css';

interface SlidePageProps {
  slide: StorySlide;
  lang: StoryLanguage;
  /** The picture carries the words (story.imageOnly): show it alone, keep the words for screen readers. */
  imageOnly: boolean;
}

/** A meta or story slide: its picture, then its title and words, in the chosen language. */
export function SlidePage({ slide, lang, imageOnly }: SlidePageProps) {
  const words = localizeSlide(slide, lang);
  const wordsClass = imageOnly ? 'visually-hidden' : styles.words;
  return (
    <div className={`${styles.slide} ${imageOnly ? styles.imageOnly : ''}`}>
      {words.imageUrl && (
        <PagePicture src={words.imageUrl} alt={words.imageAlt} lang={words.lang} />
      )}
      <div className={wordsClass} lang={words.lang}>
        {slide.bannerUrl && !imageOnly && (
          <img
            className={styles.banner}
            src={slide.bannerUrl}
            alt=""
            width={96}
            height={72}
            decoding="async"
            draggable={false}
          />
        )}
        <h2 className={styles.title}>{words.title}</h2>
        <p className={styles.text}>{words.text}</p>
      </div>
    </div>
  );
}
