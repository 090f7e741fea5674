import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button, ButtonLink } from '../../../../components/ui/Button';
import { AlertIcon, BookIcon, LockIcon } from '../../../../components/ui/icons';
import type { Story } from '../../api/stories';
import { STORY_TEXT } from '../../messages';
import { useStoryTitles } from '../use-story-titles';
import { STORIES_PATH } from './viewer-model';
import styles from './ViewerStatus.module.css';

/** While the stories load: the viewer's shape in grey (progress, picture, title, lines). */
export function StoryViewerSkeleton() {
  const { t } = useLingui();
  return (
    <main className={styles.screen}>
      <div className={styles.skeleton} role="status" aria-label={t`Loading the story`}>
        <span className={`${styles.bone} ${styles.boneProgress}`} />
        <span className={`${styles.bone} ${styles.bonePicture}`} />
        <span className={`${styles.bone} ${styles.boneTitle}`} />
        <span className={`${styles.bone} ${styles.boneLine}`} />
        <span className={`${styles.bone} ${styles.boneLine}`} />
      </div>
    </main>
  );
}

interface StatusScreenProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actions: ReactNode;
  /** An error is announced the moment it shows. */
  alert?: boolean;
  picture?: string;
}

function StatusScreen({
  icon,
  title,
  children,
  actions,
  alert = false,
  picture,
}: StatusScreenProps) {
  const role = alert ? 'alert' : undefined;
  return (
    <main className={styles.screen}>
      <div className={styles.card}>
        {picture && (
          <img
            className={styles.picture}
            src={picture}
            alt=""
            width={400}
            height={300}
            decoding="async"
          />
        )}
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
        <div role={role}>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.text}>{children}</p>
        </div>
        <div className={styles.actions}>{actions}</div>
      </div>
    </main>
  );
}

/** A story this parent has not unlocked: its cover, and the way to the plans on the stories page. */
export function StoryLocked({ story }: { story: Story }) {
  const { t } = useLingui();
  const { title } = useStoryTitles(story);
  return (
    <StatusScreen
      icon={<LockIcon />}
      title={t(STORY_TEXT.storyLocked)}
      picture={story.bannerImg.originalUrl}
      actions={
        <ButtonLink to={STORIES_PATH}>
          <Trans>See stories and plans</Trans>
        </ButtonLink>
      }
    >
      <Trans>
        “{title}” is not unlocked yet. A new story unlocks every day with your plan; the stories
        page shows your plan and what comes next.
      </Trans>
    </StatusScreen>
  );
}

export function StoryNotFound() {
  const { t } = useLingui();
  return (
    <StatusScreen
      icon={<BookIcon />}
      title={t(STORY_TEXT.storyNotFound)}
      actions={
        <ButtonLink to={STORIES_PATH}>
          <Trans>Back to stories</Trans>
        </ButtonLink>
      }
    >
      <Trans>
        We could not find this story. The link may be incomplete, or the story may have been taken
        down.
      </Trans>
    </StatusScreen>
  );
}

/** docs/product/errors.md: 'Could not fetch stories. Please try again later.', with a retry. */
export function StoriesFetchFailed({
  onRetry,
  retrying,
}: {
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useLingui();
  return (
    <StatusScreen
      icon={<AlertIcon />}
      title={t(STORY_TEXT.fetchFailed)}
      alert
      actions={
        <>
          <Button onClick={onRetry} loading={retrying}>
            <Trans>Retry</Trans>
          </Button>
          <ButtonLink to="/dashboard" variant="link">
            <Trans>Back to the dashboard</Trans>
          </ButtonLink>
        </>
      }
    >
      <Trans>This can happen on a weak connection; tap Retry to try again.</Trans>
    </StatusScreen>
  );
}
