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
}: {
  data: StoriesResponse;
  onOpenPlans: () => void;
}) {
  const today = browserToday();
  const { userPlan } = data;
  const { latest, latestIsToday, unlocked, locked } = shelves(data.stories, today);

  const explainLocked = (lockedIndex: number) => {
    const unlocksOn = unlockDate(lockedIndex, userPlan);
    if (unlocksOn) notify.info(lockedMessage(unlocksOn, today));
    else onOpenPlans();
  };

  return (
    <>
      <PlanChip plan={userPlan} today={today} onOpen={onOpenPlans} />

      {latest ? (
        <section className={styles.section} aria-labelledby="stories-latest">
          <h2 id="stories-latest" className={styles.sectionTitle}>
            {latestIsToday ? 'Today’s story' : 'Latest story'}
          </h2>
          <StoryCard story={latest} featured />
        </section>
      ) : (
        <EmptyState
          icon={<BookIcon size={32} />}
          title="No stories open yet"
          action={
            <Button compact onClick={onOpenPlans}>
              See the plans
            </Button>
          }
        >
          Choose a plan and a new story opens every day.
        </EmptyState>
      )}

      {unlocked.length > 0 && (
        <section className={styles.section} aria-labelledby="stories-yours">
          <h2 id="stories-yours" className={styles.sectionTitle}>
            Your stories
          </h2>
          <ul className={styles.grid}>
            {unlocked.map((story) => (
              <li key={story.storyCode}>
                <StoryCard story={story} />
              </li>
            ))}
          </ul>
        </section>
      )}

      {locked.length > 0 && (
        <section className={styles.section} aria-labelledby="stories-coming">
          <h2 id="stories-coming" className={styles.sectionTitle}>
            Coming up
          </h2>
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
        </section>
      )}
    </>
  );
}

export function StoryLibrarySkeleton() {
  return (
    <div className={styles.skeletons} role="status" aria-label="Loading stories">
      <span className={styles.skeleton} style={{ height: 68 }} />
      <span className={`${styles.skeleton} ${styles.skeletonCover}`} />
      <span className={styles.skeletonGrid}>
        <span className={`${styles.skeleton} ${styles.skeletonCover}`} />
        <span className={`${styles.skeleton} ${styles.skeletonCover}`} />
      </span>
    </div>
  );
}
