import { and, eq, isNotNull } from 'drizzle-orm';
import { CHILD_UPDATED_MESSAGE, DOB_FUTURE_MESSAGE, type ScheduleId, todayIn, type UpdateChildBody } from '@tika/contract';
import type { AppDeps } from '../../deps';
import { children, users, vaccineEntries } from '../../db/schema';
import { AppError } from '../../errors';
import { scheduleEntriesFor } from '../vaccines/schedule-entries';
import { findOwnedChild, toChild } from './children-repository';
import { pruneQueuedReminders } from '../reminders/cancel';

/**
 * Renames a child or corrects the birth date or schedule. A new date or schedule recomputes
 * the schedule's pending entries; doses already marked given and the parent's own vaccines
 * are kept as they are.
 */
export async function updateChild(deps: AppDeps, userId: string, input: UpdateChildBody) {
  const { db } = deps.database;
  const child = await findOwnedChild(db, userId, input.id);
  const [parent] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId));
  if (input.dob > todayIn(parent?.timeZone ?? deps.env.TZ_DEFAULT, deps.clock.now())) throw AppError.badRequest(DOB_FUTURE_MESSAGE);
  const schedule = (input.schedule ?? child.schedule) as ScheduleId;
  const reschedule = input.dob !== child.dob || schedule !== child.schedule;

  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(children)
      .set({ name: input.name.replace(/\s+/g, ' '), dob: input.dob, schedule, updatedAt: deps.clock.now() })
      .where(eq(children.id, child.id))
      .returning();
    if (reschedule) {
      await tx
        .delete(vaccineEntries)
        .where(and(eq(vaccineEntries.childId, child.id), eq(vaccineEntries.status, 'pending'), isNotNull(vaccineEntries.doseCode)));
      // Given doses keep their rows (unique per dose code), so only the rest are re-added.
      await tx.insert(vaccineEntries).values(scheduleEntriesFor({ id: child.id, dob: input.dob, schedule })).onConflictDoNothing();
    }
    return row!;
  });
  if (reschedule) await pruneQueuedReminders(db, userId);
  return { message: CHILD_UPDATED_MESSAGE, child: toChild(updated) };
}
