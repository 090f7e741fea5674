import { and, asc, eq } from 'drizzle-orm';
import { CHART_PERCENTILES, daysBetween, GROWTH_MESSAGES, lmsAt, type MeasuringPosition, valueAtZ } from '@tika/contract';
import type { AppDeps } from '../../deps';
import { growthRecords } from '../../db/schema';
import { AppError } from '../../errors';
import { parentToday } from '../account/parent-today';
import { findOwnedChild } from '../children/children-repository';
import { toGrowthRecord } from './assess';
import { WHO_MAX_AGE_DAYS, WHO_TABLES } from './who-tables';

export async function listGrowth(deps: AppDeps, userId: string, childId: string) {
  const { db } = deps.database;
  const child = await findOwnedChild(db, userId, childId);
  const rows = await db.select().from(growthRecords).where(eq(growthRecords.childId, child.id)).orderBy(asc(growthRecords.recordDate), asc(growthRecords.createdAt));
  const today = await parentToday(deps, userId);
  return { records: rows.map((row) => toGrowthRecord(row, child)), who_available: daysBetween(child.dob, today) <= WHO_MAX_AGE_DAYS };
}

export async function addGrowth(
  deps: AppDeps,
  userId: string,
  input: { childId: string; height?: number; weight?: number; measured?: MeasuringPosition; recordDate: string },
) {
  const { db } = deps.database;
  const child = await findOwnedChild(db, userId, input.childId);
  if (input.recordDate > (await parentToday(deps, userId))) throw AppError.badRequest(GROWTH_MESSAGES.dateFuture);
  if (input.recordDate < child.dob) throw AppError.badRequest(GROWTH_MESSAGES.dateBeforeBirth);
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

export async function deleteGrowth(deps: AppDeps, userId: string, childId: string, recordId: string) {
  const { db } = deps.database;
  const child = await findOwnedChild(db, userId, childId);
  const deleted = await db.delete(growthRecords).where(and(eq(growthRecords.id, recordId), eq(growthRecords.childId, child.id))).returning({ id: growthRecords.id });
  if (deleted.length === 0) throw AppError.notFound('Record not found');
  return { message: GROWTH_MESSAGES.deleted };
}

/** Percentile curves for the chart, one point per month from birth to five years. */
export async function growthCurves(deps: AppDeps, userId: string, childId: string, indicator: 'weight' | 'height') {
  const child = await findOwnedChild(deps.database.db, userId, childId);
  const table = indicator === 'weight' ? WHO_TABLES.weightForAge : WHO_TABLES.lengthForAge;
  const points = [];
  for (let month = 0; month <= 60; month++) {
    const lms = lmsAt(table, child.gender, Math.min(WHO_MAX_AGE_DAYS, Math.round(month * 30.4375)))!;
    const at = (z: number) => Math.round(valueAtZ(lms, z) * 100) / 100;
    const [p3, p15, p50, p85, p97] = CHART_PERCENTILES.map((p) => at(p.z)) as [number, number, number, number, number];
    points.push({ age_months: month, p3, p15, p50, p85, p97 });
  }
  return { indicator, unit: indicator === 'weight' ? ('kg' as const) : ('cm' as const), points };
}
