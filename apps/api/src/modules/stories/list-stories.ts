import { compareIsoDates } from '@tika/contract';
import type { AppDeps } from '../../deps';
import { todayForParent } from '../account/parent-today';
import {
  loadEntitlements,
  loadStoryRows,
  loadUnlocks,
  recordUnlock,
  startTrial,
} from './entitlements-repository';
import { nextUnlock, userPlan } from './plan-state';
import { toStoryWire } from './story-wire';

/**
 * The parent's stories and plan in their time zone; opening the page unlocks today's story.
 * On most visits that is one read (time zone, entitlements and unlocks together); the writes
 * happen on the first visit and once a day (pinned by src/test/read-query-counts.test.ts).
 */
export async function readStoryState(deps: AppDeps, userId: string) {
  const { db } = deps.database;
  const state = await loadStoryRows(db, userId);
  const today = todayForParent(deps, state.timeZone);
  const libraryCodes = deps.stories.stories.map((s) => s.story_code);

  let { entitlements, unlocks } = state;
  if (!entitlements.some((e) => e.kind === 'trial')) {
    await startTrial(db, userId, today);
    entitlements = await loadEntitlements(db, userId);
  }
  const unlock = nextUnlock({ entitlements, unlocks, today, libraryCodes });
  if (unlock) {
    await recordUnlock(db, userId, unlock);
    // Re-read: a concurrent request may have unlocked today's story first.
    unlocks = await loadUnlocks(db, userId);
  }
  return {
    today,
    entitlements,
    unlocks,
    plan: userPlan({ entitlements, unlocks, today, libraryCodes }),
  };
}

/**
 * The parent's stories, newest unlocked first (today's story leads), then the locked ones in the
 * order they will come: the next `upcoming` of them (all when null). The library holds a hundred
 * stories and more; a page that shows the next week's need not carry every cover's details.
 */
export async function listStories(deps: AppDeps, userId: string, upcoming: number | null) {
  const { unlocks, plan } = await readStoryState(deps, userId);
  const unlockedOn = new Map(unlocks.map((u) => [u.storyCode, u.unlockedOn]));
  const unlocked = deps.stories.stories
    .filter((story) => unlockedOn.has(story.story_code))
    .map((story) => toStoryWire(story, unlockedOn.get(story.story_code)!))
    .sort((a, b) => compareIsoDates(b.unlocked_on!, a.unlocked_on!));
  const locked = deps.stories.stories.filter((story) => !unlockedOn.has(story.story_code));
  const shown = upcoming === null ? locked : locked.slice(0, upcoming);
  return { stories: [...unlocked, ...shown.map((s) => toStoryWire(s, null))], user_plan: plan };
}
