import { asc, eq } from 'drizzle-orm';
import { gestationalAgeOf, todayIn } from '@tika/contract';
import type { AppDeps } from '../../deps';
import { preparedPerDatabase } from '../../db/prepared';
import { children, growthRecords, users } from '../../db/schema';
import { AppError } from '../../errors';
import { canReadChild } from '../children/children-repository';
import { toGrowthRecord, whoAvailable } from './assess';

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
      gestationalAgeDays: children.gestationalAgeDays,
      timeZone: users.timeZone,
      record: growthRecords,
    })
    .from(children)
    .innerJoin(users, eq(users.id, children.userId))
    .leftJoin(growthRecords, eq(growthRecords.childId, children.id))
    .where(canReadChild())
    .orderBy(asc(growthRecords.recordDate), asc(growthRecords.createdAt))
    .prepare('growth_rows'),
);

/**
 * A child's measurements by date with their WHO assessment, whether the child is still young
 * enough for WHO's charts, and the gestational age the corrected ages come from.
 */
export async function listGrowth(deps: AppDeps, userId: string, childId: string) {
  const rows = await growthRows(deps.database.db).execute({ childId, userId });
  const [first] = rows;
  if (!first) throw AppError.notFound('Child not found');
  const child = {
    dob: first.dob,
    gender: first.gender,
    gestationalAgeDays: first.gestationalAgeDays,
  };
  const today = todayIn(first.timeZone, deps.clock.now());
  const gestation = gestationalAgeOf(child.gestationalAgeDays);
  return {
    records: rows.flatMap((r) => (r.record ? [toGrowthRecord(r.record, child, userId)] : [])),
    who_available: whoAvailable(child.dob, today),
    gestational_weeks: gestation?.weeks ?? null,
    gestational_days: gestation?.days ?? null,
  };
}
