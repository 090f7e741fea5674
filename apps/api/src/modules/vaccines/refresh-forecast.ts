import { asc, eq, sql } from 'drizzle-orm';
import { type DoseForecast, type ScheduleId, todayIn } from '@tika/contract';
import type { DbOrTx } from '../../db/client';
import { children, users, vaccineEntries } from '../../db/schema';
import { doseNamer, forecastDue, forecastRows, type RowForecasts } from './child-forecast';
import type { ChildForForecast } from './forecast-child';
import { FORECAST_RULES_VERSION, forecastKey } from './stored-forecast';

const forecastColumns = {
  id: vaccineEntries.id,
  doseCode: vaccineEntries.doseCode,
  status: vaccineEntries.status,
  vaccinatedOn: vaccineEntries.vaccinatedOn,
  brand: vaccineEntries.brand,
  notGivenOn: vaccineEntries.notGivenOn,
  notNeededReason: vaccineEntries.notNeededReason,
  dueDate: vaccineEntries.dueDate,
  forecastState: vaccineEntries.forecastState,
};

/** When a forecast is for: now in the parent's time zone, or one day for everyone (`asOf`). */
export interface ForecastMoment {
  now: Date;
  asOf?: string | null;
}

/** The state as stored for the sweep: an awaiting dose whose window closed is never asked about. */
function storedState(forecast: DoseForecast): string {
  if (forecast.state === 'given') return forecast.counts ? 'given' : 'given_not_counted';
  if (forecast.state === 'awaiting' && forecast.windowClosed) return 'awaiting_closed';
  return forecast.state;
}

/** What the engine needs of one child: the child, the parent's zone and state, every entry. */
export async function loadForecastInput(db: DbOrTx, childId: string) {
  const [child] = await db
    .select({
      dob: children.dob,
      schedule: children.schedule,
      createdAt: children.createdAt,
      timeZone: users.timeZone,
      homeState: users.homeState,
    })
    .from(children)
    .innerJoin(users, eq(users.id, children.userId))
    .where(eq(children.id, childId));
  if (!child) return null;
  const rows = await db
    .select(forecastColumns)
    .from(vaccineEntries)
    .where(eq(vaccineEntries.childId, childId))
    .orderBy(asc(vaccineEntries.id));
  const forChild: ChildForForecast = {
    dob: child.dob,
    schedule: child.schedule as ScheduleId,
    addedOn: todayIn(child.timeZone, child.createdAt),
    homeState: child.homeState,
  };
  return { child: forChild, timeZone: child.timeZone, rows };
}

/**
 * Stores a child's forecast as of the parent's today: each entry's verdict (forecast), state and
 * due date, the days it holds (children.forecast_from, forecast_until) and the key of its inputs
 * (forecast_key). The reminder sweep reads the state and due date, the dashboard the verdict
 * while it holds; every change to a child's doses calls this, and the sweep refreshes stale
 * children before it queues (docs/decisions/0014-schedule-engine.md, 0015-stored-forecast.md).
 */
export async function refreshChildForecast(
  db: DbOrTx,
  childId: string,
  at: ForecastMoment,
): Promise<{ forecasts: RowForecasts; name: (code: string) => string } | null> {
  const input = await loadForecastInput(db, childId);
  if (!input) return null;
  const { rows } = input;
  const today = at.asOf ?? todayIn(input.timeZone, at.now);
  const forecasts = forecastRows(input.child, rows, today);
  const stored = rows.flatMap((row) => {
    const forecast = forecasts.get(row.id);
    if (!forecast) return [];
    const due = forecastDue(forecast) ?? row.dueDate;
    return [
      sql`(${row.id}::uuid, ${due}::date, ${storedState(forecast)}, ${JSON.stringify(forecast)}::jsonb)`,
    ];
  });
  if (stored.length > 0) {
    // Only rows whose verdict moved are written (jsonb compares by value, not by text).
    await db.execute(sql`
      update vaccine_entries e set due_date = v.due, forecast_state = v.state, forecast = v.forecast
      from (values ${sql.join(stored, sql`, `)}) as v(id, due, state, forecast)
      where e.id = v.id
        and (e.due_date, e.forecast_state, e.forecast) is distinct from (v.due, v.state, v.forecast)
    `);
  }
  await db
    .update(children)
    .set({
      forecastFrom: today,
      forecastUntil: forecasts.changesOn,
      forecastKey: forecastKey(input.child, rows),
    })
    .where(eq(children.id, childId));
  return { forecasts, name: doseNamer(input.child.schedule) };
}

/**
 * Refreshes every child whose stored forecast went stale by today in its parent's time zone,
 * was never stored, or was made by other rules (a deploy changed the engine or its data), a
 * batch at a time. Run before each reminder sweep.
 */
export async function refreshStaleForecasts(
  db: DbOrTx,
  at: ForecastMoment,
  batch = 200,
): Promise<number> {
  const asOf = at.asOf ?? null;
  let refreshed = 0;
  for (;;) {
    const result = await db.execute<{ id: string }>(sql`
      select c.id from children c join users u on u.id = c.user_id
      where c.forecast_until is null
         or c.forecast_until <= coalesce(${asOf}::date, (${at.now.toISOString()}::timestamptz at time zone u.time_zone)::date)
         or not coalesce(starts_with(c.forecast_key, ${`${FORECAST_RULES_VERSION}.`}), false)
      order by c.id
      limit ${batch}
    `);
    const ids = (result as unknown as { rows: Array<{ id: string }> }).rows.map((r) => r.id);
    for (const id of ids) await refreshChildForecast(db, id, at);
    refreshed += ids.length;
    if (ids.length < batch) return refreshed;
  }
}
