import { asc, eq } from 'drizzle-orm';
import { type DoseForecastWire, type ScheduleId, todayIn } from '@tika/contract';
import type { AppDeps } from '../../deps';
import { type ChildRow, type UserRow, type VaccineEntryRow, vaccineEntries } from '../../db/schema';
import { AppError } from '../../errors';
import { findUserById } from '../account/users-repository';
import { findChild } from '../children/children-repository';
import { classifyEntryRows } from '../vaccines/classify-entry-rows';
import { doseNamer, forecastRows, toForecastWire } from '../vaccines/child-forecast';

/** Where a dose stands today, in the dashboard's own words (docs/product/vaccines.md). */
export type DoseState =
  | { kind: 'given' }
  /** Given, but too early to count: it is repeated. */
  | { kind: 'not_counted' }
  | { kind: 'overdue'; days: number }
  /** Due before the child was added, the parent said not given: due now. */
  | { kind: 'catch_up'; days: number }
  /** The first upcoming group: the next visit. */
  | { kind: 'due'; days: number }
  | { kind: 'upcoming'; days: number }
  /** Due before the child was added to Tika: it may have been given and not recorded. */
  | { kind: 'unrecorded' }
  | { kind: 'not_needed' }
  | { kind: 'no_longer_due' };

export interface ChildRecord {
  child: ChildRow;
  parent: UserRow;
  entries: Array<{
    row: VaccineEntryRow;
    state: DoseState;
    /** The forecast due date of a dose still to give; else the stored one. */
    dueOn: string;
    forecast: DoseForecastWire | null;
  }>;
  /** The parent's calendar date now. */
  today: string;
  now: Date;
}

/**
 * One child of this parent (else 404) with every vaccine entry classified exactly as the
 * dashboard does it, "today" in the parent's time zone.
 */
export async function loadChildRecord(
  deps: AppDeps,
  userId: string,
  childId: string,
): Promise<ChildRecord> {
  const { db } = deps.database;
  const child = await findChild(db, userId, childId);
  const parent = await findUserById(db, userId);
  if (!parent) throw AppError.unauthenticated();
  const rows = await db
    .select()
    .from(vaccineEntries)
    .where(eq(vaccineEntries.childId, child.id))
    .orderBy(asc(vaccineEntries.dueDate), asc(vaccineEntries.name));
  const now = deps.clock.now();
  const today = todayIn(parent.timeZone, now);
  const schedule = child.schedule as ScheduleId;
  const forecasts = forecastRows(
    {
      dob: child.dob,
      schedule,
      addedOn: todayIn(parent.timeZone, child.createdAt),
      homeState: parent.homeState,
    },
    rows,
    today,
  );
  const lists = classifyEntryRows(rows, forecasts, today);

  const states = new Map<string, DoseState>();
  const dueOn = new Map<string, string>();
  for (const e of lists.completed) {
    const counts = forecasts.get(e.row.id);
    states.set(e.row.id, {
      kind: counts?.state === 'given' && !counts.counts ? 'not_counted' : 'given',
    });
  }
  for (const e of lists.missed) {
    states.set(e.row.id, { kind: 'unrecorded' });
    dueOn.set(e.row.id, e.dueOn);
  }
  for (const e of lists.overdue) {
    const catchUp = forecasts.get(e.row.id)?.state === 'catch_up';
    states.set(e.row.id, { kind: catchUp ? 'catch_up' : 'overdue', days: e.days });
    dueOn.set(e.row.id, e.dueOn);
  }
  for (const group of lists.upcoming) {
    for (const e of group.entries) {
      states.set(e.row.id, { kind: group.actionable ? 'due' : 'upcoming', days: e.days });
      dueOn.set(e.row.id, e.dueOn);
    }
  }
  for (const e of lists.notNeeded) states.set(e.row.id, { kind: 'not_needed' });
  for (const e of lists.noLongerDue) states.set(e.row.id, { kind: 'no_longer_due' });
  const name = doseNamer(schedule);
  return {
    child,
    parent,
    entries: rows.map((row) => ({
      row,
      state: states.get(row.id)!,
      dueOn: dueOn.get(row.id) ?? row.dueDate,
      forecast: toForecastWire(forecasts.get(row.id), name),
    })),
    today,
    now,
  };
}
