import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import {
  CHILD_UPDATED_MESSAGE,
  displayDate,
  birthDateRule,
  gestationalDaysFromWire,
  type ScheduleId,
  type UpdateChildBody,
} from '@tika/contract';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { children, vaccineEntries } from '../../db/schema';
import { AppError } from '../../errors';
import { scheduleEntriesFor } from '../vaccines/schedule-entries';
import { refreshChildForecast } from '../vaccines/refresh-forecast';
import { findChild, lockChild, toChild } from './children-repository';
import { pruneQueuedRemindersForChild } from '../reminders/cancel';
import { parentToday } from '../account/parent-today';

/**
 * Renames a child or corrects the birth date or schedule. A new date or schedule recomputes
 * the schedule's pending entries; doses already marked given and the parent's own vaccines
 * are kept as they are, so a later birth date must not leave any of them before it.
 */
export async function updateChild(deps: AppDeps, userId: string, input: UpdateChildBody) {
  const { db } = deps.database;
  const child = await findChild(db, userId, input.id, 'own');
  const dobProblem = birthDateRule(input.dob, await parentToday(deps, userId));
  if (dobProblem) throw AppError.refusedBy(dobProblem, 'dob');
  const schedule = (input.schedule ?? child.schedule) as ScheduleId;
  const reschedule = input.dob !== child.dob || schedule !== child.schedule;
  // Left out, the gestational age stays as it is; null clears it.
  const gestationalAgeDays = gestationalDaysFromWire(
    input.gestational_weeks,
    input.gestational_days,
  );

  const updated = await db.transaction(async (tx) => {
    // Locks the child so a dose marked given meanwhile is seen by the check below.
    await lockChild(tx, child.id);
    if (input.dob > child.dob) await refuseRecordsBefore(tx, child.id, input.dob);
    const [row] = await tx
      .update(children)
      .set({
        name: input.name.replace(/\s+/g, ' '),
        dob: input.dob,
        schedule,
        ...(gestationalAgeDays !== undefined && { gestationalAgeDays }),
        updatedAt: deps.clock.now(),
      })
      .where(eq(children.id, child.id))
      .returning();
    if (reschedule) {
      await tx
        .delete(vaccineEntries)
        .where(
          and(
            eq(vaccineEntries.childId, child.id),
            eq(vaccineEntries.status, 'pending'),
            isNotNull(vaccineEntries.doseCode),
          ),
        );
      // Given doses keep their rows (unique per dose code), so only the rest are re-added.
      await tx
        .insert(vaccineEntries)
        .values(scheduleEntriesFor({ id: child.id, dob: input.dob, schedule }))
        .onConflictDoNothing();
    }
    await refreshChildForecast(tx, child.id, { now: deps.clock.now() });
    return row!;
  });
  if (reschedule) await pruneQueuedRemindersForChild(db, child.id);
  return {
    message: CHILD_UPDATED_MESSAGE,
    child: toChild({ ...updated, role: 'owner', sharedBy: null }),
  };
}

/**
 * A dose given, or a vaccine of the parent's own dated, before the new birth date would make
 * the record impossible: refuse, naming the earliest such vaccine so the parent can fix it.
 */
async function refuseRecordsBefore(db: DbOrTx, childId: string, dob: string): Promise<void> {
  const given = and(eq(vaccineEntries.status, 'complete'), lt(vaccineEntries.vaccinatedOn, dob));
  const ownDated = and(
    isNull(vaccineEntries.doseCode),
    eq(vaccineEntries.status, 'pending'),
    lt(vaccineEntries.dueDate, dob),
  );
  const rows = await db
    .select({
      name: vaccineEntries.name,
      status: vaccineEntries.status,
      vaccinatedOn: vaccineEntries.vaccinatedOn,
      dueDate: vaccineEntries.dueDate,
    })
    .from(vaccineEntries)
    .where(and(eq(vaccineEntries.childId, childId), or(given, ownDated)));
  if (!rows.length) return;
  const dated = rows
    .map((r) =>
      r.status === 'complete'
        ? { name: r.name, date: r.vaccinatedOn!, verb: 'was given on' }
        : { name: r.name, date: r.dueDate, verb: 'is dated' },
    )
    .sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
  const first = dated[0]!;
  const more = dated.length - 1;
  const tail = more ? ` (and ${more} more ${more === 1 ? 'vaccine' : 'vaccines'})` : '';
  throw AppError.badRequest(
    `${first.name} ${first.verb} ${displayDate(first.date)}, before this birth date${tail}`,
  ).forField('dob');
}
