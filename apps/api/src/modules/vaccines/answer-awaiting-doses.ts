import { and, eq } from 'drizzle-orm';
import {
  addOffset,
  type BulkStatusBody,
  isIsoDate,
  VACCINE_MESSAGES,
  vaccinationDateRule,
} from '@tika/contract';
import type { AppDeps } from '../../deps';
import { vaccineEntries } from '../../db/schema';
import { AppError } from '../../errors';
import { parentToday } from '../account/parent-today';
import { actorLabel, findChild } from '../children/children-repository';
import { pruneQueuedRemindersForChild } from '../reminders/cancel';
import { forecastRows } from './child-forecast';
import { loadForecastInput, refreshChildForecast } from './refresh-forecast';

const earlier = (a: string, b: string) => (a < b ? a : b);
const later = (a: string, b: string) => (a > b ? a : b);

/**
 * "Pending status update" cleared in one go (docs/product/vaccines.md): the doses due before
 * the child was added were given on time as scheduled, on one date, in one month (stored as
 * the 15th, within birth and today), or not given (each becomes catch-up). All or nothing.
 */
export async function answerAwaitingDoses(deps: AppDeps, userId: string, body: BulkStatusBody) {
  const { db } = deps.database;
  const child = await findChild(db, userId, body.child_id, 'write');
  const today = await parentToday(deps, userId);
  const input = await loadForecastInput(db, child.id);
  if (!input) throw AppError.notFound('Child not found');
  const forecasts = forecastRows(input.child, input.rows, today);
  const ids = [...new Set(body.vaccine_ids)];
  const awaiting = new Map(
    ids.flatMap((id) => {
      const forecast = forecasts.get(id);
      return forecast?.state === 'awaiting' ? [[id, forecast.due] as const] : [];
    }),
  );
  if (awaiting.size !== ids.length) throw AppError.refusedBy('bulk_only_awaiting', 'vaccine_ids');

  const dateFor = givenDate(body, child.dob, today);
  const now = deps.clock.now();
  const by = { byUserId: userId, byLabel: await actorLabel(db, userId, child) };
  await db.transaction(async (tx) => {
    for (const [id, due] of awaiting) {
      const values =
        body.answer === 'not_given'
          ? { notGivenOn: today }
          : { status: 'complete' as const, vaccinatedOn: dateFor(due), notGivenOn: null };
      await tx
        .update(vaccineEntries)
        .set({ ...values, ...by, updatedAt: now })
        .where(and(eq(vaccineEntries.id, id), eq(vaccineEntries.childId, child.id)));
    }
    await refreshChildForecast(tx, child.id, { now });
  });
  await pruneQueuedRemindersForChild(db, child.id);
  return { message: VACCINE_MESSAGES.bulkUpdated, updated: awaiting.size };
}

/** The day each dose was given, from the answer; refused when the answer's date is not valid. */
function givenDate(body: BulkStatusBody, dob: string, today: string): (due: string) => string {
  switch (body.answer) {
    case 'on_time':
      return (due) => earlier(later(due, dob), today);
    case 'on_date': {
      const problem = vaccinationDateRule(body.date.trim(), dob, today);
      if (problem) throw AppError.refusedBy(problem, 'date');
      return () => body.date.trim();
    }
    case 'in_month': {
      const mid = `${body.date.trim()}-15`;
      if (!/^\d{4}-\d{2}$/.test(body.date.trim()) || !isIsoDate(mid))
        throw AppError.refusedBy('bulk_month_invalid', 'date');
      const first = `${body.date.trim()}-01`;
      if (first > today || addOffset(first, { months: 1 }) <= dob)
        throw AppError.refusedBy('bulk_month_invalid', 'date');
      return () => earlier(later(mid, dob), today);
    }
    case 'not_given':
      return () => today;
  }
}
