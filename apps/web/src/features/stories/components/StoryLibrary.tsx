import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { BookIcon } from '../../../components/ui/icons';
import { notify } from '../../../components/ui/toast';
import { browserToday } from '../../../lib/today';
import type { StoriesResponse } from '../api/stories';
import { PlanChip } from './PlanChip';
import { LockedStoryCard, StoryCard } from './StoryCard';
import styles from './StoryLibrary.module.css';
import { lockedCaption, lockedMessage, shelves, unlockDate } from './story-rules';

/** The plan chip, then today's (or the latest) story, the other unlocked ones and the ones to come. */
export function StoryLibrary({
  data,
  onOpenPlans,
  onShowAllUpcoming,
}: {
  data: StoriesResponse;
  onOpenPlans: () => void;
  /** Lists every story to come, not only the next few the server sent. */
  onShowAllUpcoming: () => void;
}) {
  const { t } = useLingui();
  const today = browserToday();
  const { userPlan } = data;
  const { latest, latestIsToday, unlocked, locked } = shelves(data.stories, today);
  // The server lists the next few stories to come (UPCOMING_STORIES_SHOWN) until asked for all.
  const toCome = userPlan.storiesTotal - userPlan.storiesUnlocked;

  const explainLocked = (lockedIndex: number) => {
    const unlocksOn = unlockDate(lockedIndex, userPlan);
    if (unlocksOn) notify.info(lockedMessage(unlocksOn, today));
    else onOpenPlans();
  };

  return (
    <>
      <PlanChip plan={userPlan} today={today} onOpen={onOpenPlans} />

      {latest ? (
        <Shelf id="stories-latest" title={latestIsToday ? t`Today’s story` : t`Latest story`}>
          <StoryCard story={latest} featured />
        </Shelf>
      ) : (
        <EmptyState
          icon={<BookIcon size={32} />}
          title={t`No stories open yet`}
          action={
            <Button compact onClick={onOpenPlans}>
              <Trans>See the plans</Trans>
            </Button>
          }
        >
          <Trans>Choose a plan and a new story opens every day.</Trans>
        </EmptyState>
      )}

      {unlocked.length > 0 && (
        <Shelf id="stories-yours" title={t`Your stories`}>
          <ul className={styles.grid}>
            {unlocked.map((story) => (
              <li key={story.storyCode}>
                <StoryCard story={story} />
              </li>
            ))}
          </ul>
        </Shelf>
      )}

      {locked.length > 0 && (
        <Shelf id="stories-coming" title={t`Coming up`}>
          <ul className={styles.grid}>
            {locked.map((story, i) => (
              <li key={story.storyCode}>
                <LockedStoryCard
                  story={story}
                  caption={lockedCaption(unlockDate(i, userPlan), today)}
                  onSelect={() => explainLocked(i)}
                />
              </li>
            ))}
          </ul>
          {toCome > locked.length && (
            <Button variant="secondary" onClick={onShowAllUpcoming}>
              <Plural
                value={toCome}
                one="Show the # story to come"
                other="Show all # stories to come"
              />
            </Button>
          )}
        </Shelf>
      )}
    </>
  );
}

/** One shelf of the library, named by its heading. */
function Shelf({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function StoryLibrarySkeleton() {
  const { t } = useLingui();
  return (
    <div className={styles.skeletons} role="status" aria-label={t`Loading stories`}>
      <span className={styles.skeleton} style={{ height: 68 }} />
      <span className={`${styles.skeleton} ${styles.skeletonCover}`} />
      <span className={styles.skeletonGrid}>
        <span className={`${styles.skeleton} ${styles.skeletonCover}`} />
        <span className={`${styles.skeleton} ${styles.skeletonCover}`} />
      </span>
    </div>
  );
}
