import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { children, users } from '../../db/schema';
import { AppError } from '../../errors';
import { pruneQueuedReminders } from '../reminders/cancel';
import { refreshChildForecast } from '../vaccines/refresh-forecast';
import { toPublicUser } from './users-repository';

/**
 * Where the family lives: it picks the influenza window (docs/product/vaccines.md), so every
 * child's stored forecast is refreshed with it and reminders no longer true are taken back.
 */
export async function setHomeState(deps: AppDeps, userId: string, homeState: string | null) {
  const { db } = deps.database;
  const now = deps.clock.now();
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ homeState, updatedAt: now })
      .where(eq(users.id, userId))
      .returning();
    if (!updated) throw AppError.unauthenticated();
    const own = await tx
      .select({ id: children.id })
      .from(children)
      .where(eq(children.userId, userId));
    for (const child of own) await refreshChildForecast(tx, child.id, { now });
    return updated;
  });
  await pruneQueuedReminders(db, userId);
  return { message: 'Saved', user: toPublicUser(row) };
}
