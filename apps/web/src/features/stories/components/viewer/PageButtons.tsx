import { useLingui } from '@lingui/react/macro';
import { ArrowLeftIcon, ArrowRightIcon } from './viewer-icons';
import styles from './StoryViewer.module.css';

interface PageButtonsProps {
  /** "3 / 10", or a tick on the end card; screen readers hear the live announcement instead. */
  counter: string;
  atStart: boolean;
  atEnd: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** The thumb-sized page buttons along the bottom. */
export function PageButtons({ counter, atStart, atEnd, onPrevious, onNext }: PageButtonsProps) {
  const { t } = useLingui();
  return (
    <nav className={styles.nav} aria-label={t`Story pages`}>
      {/* aria-disabled rather than disabled: the button keeps focus at either end. */}
      <button
        type="button"
        className={styles.roundButton}
        aria-label={t`Previous page`}
        aria-disabled={atStart}
        onClick={onPrevious}
      >
        <ArrowLeftIcon />
      </button>
      <span className={styles.counter} aria-hidden="true">
        {counter}
      </span>
      <button
        type="button"
        className={`${styles.roundButton} ${styles.nextButton}`}
        aria-label={t`Next page`}
        aria-disabled={atEnd}
        onClick={onNext}
      >
        <ArrowRightIcon />
      </button>
    </nav>
  );
}
