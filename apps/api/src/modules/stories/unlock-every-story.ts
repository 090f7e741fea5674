import { addOffset } from '@tika/contract';
import type { AppDeps } from '../../deps';
import { storyUnlocks } from '../../db/schema';
import { readStoryState } from './list-stories';

/**
 * Dev mode only (POST /api/dev/stories/unlock-all/): gives a parent every story of the library,
 * as if the trial had unlocked one a day before today, so the whole library can be read and
 * walked (`npm run stories:walk`) without waiting a hundred days. Returns the codes unlocked.
 */
export async function unlockEveryStory(deps: AppDeps, userId: string): Promise<string[]> {
  const { entitlements, unlocks, today } = await readStoryState(deps, userId);
  const trial = entitlements.find((e) => e.kind === 'trial')!;
  const owned = new Set(unlocks.map((u) => u.storyCode));
  const taken = new Set(unlocks.map((u) => u.unlockedOn));
  const rows = [];
  let day = today;
  for (const { story_code: storyCode } of deps.stories.stories) {
    if (owned.has(storyCode)) continue;
    do day = addOffset(day, { days: -1 });
    while (taken.has(day));
    rows.push({ userId, storyCode, entitlementId: trial.id, unlockedOn: day });
  }
  if (rows.length > 0) await deps.database.db.insert(storyUnlocks).values(rows);
  return rows.map((r) => r.storyCode);
}
