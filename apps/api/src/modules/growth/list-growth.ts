import { and, asc, eq, sql } from 'drizzle-orm';
import { gestationalAgeOf, todayIn } from '@tika/contract';
import type { AppDeps } from '../../deps';
import { rowsVersion } from '../../db/change-numbers';
import { preparedPerDatabase } from '../../db/prepared';
import { children, type GrowthRecordRow, growthRecords, users } from '../../db/schema';
import { KeptAnswers } from '../../lib/kept-answers';
import { AppError } from '../../errors';
import { canReadChild } from '../children/children-repository';
import { type AssessedChild, toGrowthRecord, whoAvailable } from './assess';

/**
 * The growth tab's read, in one round trip after the session lookup: the child (only if it is
 * this parent's), the parent's time zone and the records by date, with their version
 * (db/change-numbers.ts). A child with no records still comes back (left join); another
 * parent's child comes back as nothing, i.e. 404. The records are left out when their version
 * is `known`: the caller still has the answer made from them.
 */
const recordsVersion = rowsVersion(growthRecords, children.id);
const growthRows = preparedPerDatabase((db) =>
  db
    .select({
      dob: children.dob,
      gender: children.gender,
      gestationalAgeDays: children.gestationalAgeDays,
      timeZone: users.timeZone,
      recordsVersion,
      record: growthRecords,
    })
    .from(children)
    .innerJoin(users, eq(users.id, children.userId))
    .leftJoin(
      growthRecords,
      and(
        eq(growthRecords.childId, children.id),
        sql`${recordsVersion} is distinct from ${sql.placeholder('known')}::text`,
      ),
    )
    .where(canReadChild())
    .orderBy(asc(growthRecords.recordDate), asc(growthRecords.createdAt))
    .prepare('growth_rows'),
);

interface GrowthRows {
  child: AssessedChild;
  timeZone: string;
  version: string;
  /** Null when their version is the one the caller named. */
  records: GrowthRecordRow[] | null;
}

async function readGrowth(
  deps: AppDeps,
  userId: string,
  childId: string,
  known: string | null,
): Promise<GrowthRows> {
  const rows = await growthRows(deps.database.db).execute({ childId, userId, known });
  const [first] = rows;
  if (!first) throw AppError.notFound('Child not found');
  const { dob, gender, gestationalAgeDays, timeZone, recordsVersion: version } = first;
  return {
    child: { dob, gender, gestationalAgeDays },
    timeZone,
    version,
    records: version === known ? null : rows.flatMap((r) => (r.record ? [r.record] : [])),
  };
}

/**
 * A child's measurements by date with their WHO assessment, whether the child is still young
 * enough for WHO's charts, and the gestational age the corrected ages come from.
 */
function growthAnswer({ child, records }: GrowthRows, userId: string, today: string) {
  const gestation = gestationalAgeOf(child.gestationalAgeDays);
  return {
    records: (records ?? []).map((record) => toGrowthRecord(record, child, userId)),
    who_available: whoAvailable(child.dob, today),
    gestational_weeks: gestation?.weeks ?? null,
    gestational_days: gestation?.days ?? null,
  };
}

export type GrowthList = ReturnType<typeof growthAnswer>;

/** The growth tab's answer, for the doctor's page and the card (`userId`: the child's owner). */
export async function listGrowth(deps: AppDeps, userId: string, childId: string) {
  const rows = await readGrowth(deps, userId, childId, null);
  return growthAnswer(rows, userId, todayIn(rows.timeZone, deps.clock.now()));
}

/** This server's recent growth tab answers (docs/decisions/0024): no links in them expire. */
export const keptGrowthTabs = () =>
  new KeptAnswers({ reuseMs: 5 * 60 * 1000, maxChars: 8 * 1024 * 1024 });

/**
 * The growth tab for the parent reading, as the JSON sent (`serialize`: the route's own
 * serializer): an answer this server made for the same reader and day is sent again while the
 * read's one query finds the records and the child unchanged (lib/kept-answers.ts).
 */
export function getGrowthTab(
  deps: AppDeps,
  kept: KeptAnswers,
  { userId, childId }: { userId: string; childId: string },
  serialize: (answer: GrowthList) => string,
): Promise<string> {
  const now = deps.clock.now();
  const today = (rows: GrowthRows) => todayIn(rows.timeZone, now);
  return kept.answer(`${childId} ${userId}`, now, {
    read: (known) => readGrowth(deps, userId, childId, known),
    rowsLeftOut: (rows) => rows.records === null,
    basis: (rows) => ({
      version: rows.version,
      inputs: JSON.stringify([rows.child, rows.timeZone, today(rows)]),
      timeZone: rows.timeZone,
    }),
    make: (rows) => serialize(growthAnswer(rows, userId, today(rows))),
  });
}
