import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { children, users } from '../../db/schema';
import { AppError } from '../../errors';
import { pruneQueuedReminders, reminderRecipientsOf } from '../reminders/cancel';
import { refreshChildForecast } from '../vaccines/refresh-forecast';
import { toPublicUser } from './users-repository';

/**
 * Where the family lives: it picks the influenza window (docs/product/vaccines.md), so every
 * child's stored forecast is refreshed with it and reminders no longer true are taken back.
 */
export async function setHomeState(deps: AppDeps, userId: string, homeState: string | null) {
  const { db } = deps.database;
  const now = deps.clock.now();
  const { row, own } = await db.transaction(async (tx) => {
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
    return { row: updated, own };
  });
  // Everyone reminded about the children (their caregivers too) loses what no longer holds.
  const reminded = await Promise.all(own.map((child) => reminderRecipientsOf(db, child.id)));
  await pruneQueuedReminders(db, [userId, ...reminded.flat()]);
  return { message: 'Saved', user: toPublicUser(row) };
}
