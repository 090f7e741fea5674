import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../../../../components/ui/Button';
import type { Story } from '../../api/stories';
import { STORIES_PATH, type StoryLanguage, storyPath, storyTitle } from './viewer-model';
import styles from './ViewerPages.module.css';

interface EndCardProps {
  story: Story;
  lang: StoryLanguage;
  /** Another unlocked story to read next, if there is one. */
  nextStory: Story | null;
  onReadAgain: () => void;
}

/**
 * After the last slide: the end, the way back to the stories, and the next story when there is
 * one. Its words are the app's (like the rest of the viewer's); the story titles are in the
 * story's language.
 */
export function EndCard({ story, lang, nextStory, onReadAgain }: EndCardProps) {
  const next = nextStory ? storyTitle(nextStory, lang) : null;
  return (
    <div className={styles.end}>
      <p className={styles.endMark} aria-hidden="true">
        ✦
      </p>
      <h2 className={styles.endTitle}>
        <Trans>The end</Trans>
      </h2>
      <p className={styles.endStory} lang={lang}>
        {storyTitle(story, lang).text}
      </p>
      <div className={styles.endActions}>
        {nextStory && next && (
          <Link className={styles.nextStory} to={storyPath(nextStory.storyCode)}>
            <img
              src={nextStory.bannerImg.originalUrl}
              alt=""
              width={400}
              height={300}
              decoding="async"
              loading="lazy"
              draggable={false}
            />
            <span>
              <span className={styles.nextLabel}>
                <Trans>Next story</Trans>
              </span>{' '}
              <span className={styles.nextTitle} lang={next.lang}>
                {next.text}
              </span>
            </span>
          </Link>
        )}
        <ButtonLink to={STORIES_PATH}>
          <Trans>Back to stories</Trans>
        </ButtonLink>
        <Button variant="secondary" onClick={onReadAgain}>
          <Trans>Read again</Trans>
        </Button>
      </div>
    </div>
  );
}
