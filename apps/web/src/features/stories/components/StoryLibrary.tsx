import { type ReactNode, useState } from 'react';
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
        <Shelf id="stories-latest" title={latestIsToday ? 'Today’s story' : 'Latest story'}>
          <StoryCard story={latest} featured />
        </Shelf>
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
        <Shelf id="stories-yours" title="Your stories">
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
        <ComingUp count={locked.length}>
          {(shown) =>
            locked.slice(0, shown).map((story, i) => (
              <li key={story.storyCode}>
                <LockedStoryCard
                  story={story}
                  caption={lockedCaption(unlockDate(i, userPlan), today)}
                  onSelect={() => explainLocked(i)}
                />
              </li>
            ))
          }
        </ComingUp>
      )}
    </>
  );
}

/** Locked stories shown before the parent asks for the rest: the next week's, not a hundred covers. */
const COMING_UP_SHOWN = 6;

/** The stories to come: the next few, then all of them on request. */
function ComingUp({ count, children }: { count: number; children: (shown: number) => ReactNode }) {
  const [all, setAll] = useState(false);
  const shown = all ? count : Math.min(count, COMING_UP_SHOWN);
  return (
    <Shelf id="stories-coming" title="Coming up">
      <ul className={styles.grid}>{children(shown)}</ul>
      {shown < count && (
        <Button variant="secondary" onClick={() => setAll(true)}>
          {`Show all ${count} stories to come`}
        </Button>
      )}
    </Shelf>
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
