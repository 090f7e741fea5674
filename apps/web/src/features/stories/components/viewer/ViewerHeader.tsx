import { useLingui } from '@lingui/react/macro';
import type { Story } from '../../api/stories';
import { LanguageToggle } from './LanguageToggle';
import { SlideProgress } from './SlideProgress';
import { CloseIcon } from './viewer-icons';
import type { StoryLanguage } from './viewer-model';
import styles from './StoryViewer.module.css';

interface ViewerHeaderProps {
  story: Story;
  slideCount: number;
  index: number;
  /** The cover shows the title large itself; the other pages keep it up here. */
  showTitle: boolean;
  lang: StoryLanguage;
  onLanguage: (lang: StoryLanguage) => void;
  onClose: () => void;
}

/** Across the top: the progress segments, the story's name, English/Hindi and Close. */
export function ViewerHeader({
  story,
  slideCount,
  index,
  showTitle,
  lang,
  onLanguage,
  onClose,
}: ViewerHeaderProps) {
  const { t } = useLingui();
  return (
    <header className={styles.top}>
      <SlideProgress count={slideCount} current={index} color={story.style.progressBarColor} />
      <div className={styles.bar}>
        {showTitle ? (
          // The short cover title fits the bar; Hindi has only the one title.
          <h1 className={styles.storyName} lang={lang}>
            {lang === 'hi' ? story.titleHi : story.coverTitle}
          </h1>
        ) : (
          <span className={styles.storyName} />
        )}
        <LanguageToggle value={lang} onChange={onLanguage} />
        <button
          type="button"
          className={styles.roundButton}
          aria-label={t`Close story`}
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      </div>
    </header>
  );
}
