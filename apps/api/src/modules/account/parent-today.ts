import { eq } from 'drizzle-orm';
import { todayIn } from '@tika/contract';
import type { AppDeps } from '../../deps';
import { users } from '../../db/schema';
import { AppError } from '../../errors';

/**
 * Today's calendar date where the parent lives (never UTC's), from a time zone
 * already read with other rows. No time zone means the parent's row is gone (the account was
 * deleted mid-request): there is no one to act for, so the session has ended.
 */
export function todayForParent(deps: AppDeps, timeZone: string | null | undefined): string {
  if (!timeZone) throw AppError.unauthenticated();
  return todayIn(timeZone, deps.clock.now());
}

/** Today's calendar date where the parent lives, for a use case that has not read it yet. */
export async function parentToday(deps: AppDeps, userId: string): Promise<string> {
  const [parent] = await deps.database.db
    .select({ timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, userId));
  return todayForParent(deps, parent?.timeZone);
}
