import { and, asc, eq } from 'drizzle-orm';
import {
  CHART_PERCENTILES,
  daysBetween,
  GROWTH_MESSAGES,
  growthDateRule,
  lmsAt,
  type MeasuringPosition,
  todayIn,
  valueAtZ,
} from '@tika/contract';
import type { AppDeps } from '../../deps';
import { preparedPerDatabase } from '../../db/prepared';
import { children, growthRecords, users } from '../../db/schema';
import { AppError } from '../../errors';
import { parentToday } from '../account/parent-today';
import { findOwnedChild, isOwnedChild } from '../children/children-repository';
import { toGrowthRecord } from './assess';
import { WHO_MAX_AGE_DAYS, WHO_TABLES } from './who-tables';

/**
 * The growth tab's read, in one round trip after the session lookup: the child (only if it is
 * this parent's), the parent's time zone and the records by date. A child with no records
 * still comes back (left join); another parent's child comes back as nothing, i.e. 404.
 */
const growthRows = preparedPerDatabase((db) =>
  db
    .select({
      dob: children.dob,
      gender: children.gender,
      timeZone: users.timeZone,
      record: growthRecords,
    })
    .from(children)
    .innerJoin(users, eq(users.id, children.userId))
    .leftJoin(growthRecords, eq(growthRecords.childId, children.id))
    .where(isOwnedChild())
    .orderBy(asc(growthRecords.recordDate), asc(growthRecords.createdAt))
    .prepare('growth_rows'),
);

export async function listGrowth(deps: AppDeps, userId: string, childId: string) {
  const rows = await growthRows(deps.database.db).execute({ childId, userId });
  const [first] = rows;
  if (!first) throw AppError.notFound('Child not found');
  const child = { dob: first.dob, gender: first.gender };
  const today = todayIn(first.timeZone, deps.clock.now());
  return {
    records: rows.flatMap((r) => (r.record ? [toGrowthRecord(r.record, child)] : [])),
    who_available: daysBetween(child.dob, today) <= WHO_MAX_AGE_DAYS,
  };
}

export async function addGrowth(
  deps: AppDeps,
  userId: string,
  input: {
    childId: string;
    height?: number;
    weight?: number;
    measured?: MeasuringPosition;
    recordDate: string;
  },
) {
  const { db } = deps.database;
  const child = await findOwnedChild(db, userId, input.childId);
  const dateProblem = growthDateRule(input.recordDate, child.dob, await parentToday(deps, userId));
  if (dateProblem) throw AppError.refusedBy(dateProblem, 'record_date');
  const [row] = await db
    .insert(growthRecords)
    .values({
      childId: child.id,
      recordDate: input.recordDate,
      heightCm: input.height ?? null,
      weightKg: input.weight ?? null,
      // How a height was taken; with no height there is nothing to say.
      measured: input.height === undefined ? null : (input.measured ?? null),
    })
    .returning();
  return { message: GROWTH_MESSAGES.added, record: toGrowthRecord(row!, child) };
}

export async function deleteGrowth(
  deps: AppDeps,
  userId: string,
  childId: string,
  recordId: string,
) {
  const { db } = deps.database;
  const child = await findOwnedChild(db, userId, childId);
  const deleted = await db
    .delete(growthRecords)
    .where(and(eq(growthRecords.id, recordId), eq(growthRecords.childId, child.id)))
    .returning({ id: growthRecords.id });
  if (deleted.length === 0) throw AppError.notFound('Record not found');
  return { message: GROWTH_MESSAGES.deleted };
}

/** Percentile curves for the chart, one point per month from birth to five years. */
export async function growthCurves(
  deps: AppDeps,
  userId: string,
  childId: string,
  indicator: 'weight' | 'height',
) {
  const child = await findOwnedChild(deps.database.db, userId, childId);
  const table = indicator === 'weight' ? WHO_TABLES.weightForAge : WHO_TABLES.lengthForAge;
  const points = [];
  for (let month = 0; month <= 60; month++) {
    const lms = lmsAt(
      table,
      child.gender,
      Math.min(WHO_MAX_AGE_DAYS, Math.round(month * 30.4375)),
    )!;
    const at = (z: number) => Math.round(valueAtZ(lms, z) * 100) / 100;
    const [p3, p15, p50, p85, p97] = CHART_PERCENTILES.map((p) => at(p.z)) as [
      number,
      number,
      number,
      number,
      number,
    ];
    points.push({ age_months: month, p3, p15, p50, p85, p97 });
  }
  return { indicator, unit: indicator === 'weight' ? ('kg' as const) : ('cm' as const), points };
}
