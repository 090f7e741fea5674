import { eq } from 'drizzle-orm';
import { todayIn } from '@tika/contract';
import type { AppDeps } from '../../deps';
import { users } from '../../db/schema';

/** Today's calendar date where the parent lives (docs/product/constants.md: never UTC's). */
export async function parentToday(deps: AppDeps, userId: string): Promise<string> {
  const [parent] = await deps.database.db
    .select({ timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, userId));
  return todayIn(parent?.timeZone ?? deps.env.TZ_DEFAULT, deps.clock.now());
}
