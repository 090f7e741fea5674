import { and, eq, sql } from 'drizzle-orm';
import type { DoseForecast, Language, ScheduleId } from '@tika/contract';
import type { Database } from '../../db/client';
import { rowsVersion } from '../../db/change-numbers';
import { preparedPerDatabase } from '../../db/prepared';
import { children, users, vaccineEntries } from '../../db/schema';
import { AppError } from '../../errors';
import { canReadChild, findChild, followsChild } from '../children/children-repository';
import { entryWireColumns, type EntryWireRow } from './entry-wire';
import type { StoredForecastSpan } from './stored-forecast';

/**
 * An entry of a child this parent may change (owns, or follows as caregiver), with the child;
 * else 404 (403 for a viewer, who sees it but may not change it).
 */
export async function findWritableEntry(db: Database, userId: string, entryId: string) {
  const [row] = await db
    .select({ entry: vaccineEntries })
    .from(vaccineEntries)
    .innerJoin(children, eq(children.id, vaccineEntries.childId))
    .where(and(eq(vaccineEntries.id, entryId), followsChild(userId)));
  if (!row) throw AppError.notFound('Vaccine not found');
  const child = await findChild(db, userId, row.entry.childId, 'write');
  return { entry: row.entry, child };
}

export interface DashboardRows {
  child: { id: string; createdAt: Date; dob: string; schedule: ScheduleId };
  /** The child's stored forecast: the days it holds and its inputs' key. */
  stored: StoredForecastSpan;
  timeZone: string;
  homeState: string | null;
  /** The parent's language setting, for a request that names none (no second query for it). */
  language: Language;
  /** Names the entries as they are: the same string means the very same rows, unchanged. */
  entriesVersion: string;
  /** The entries; null when `entriesVersion` is the version the caller said it already has. */
  entries: DashboardEntry[] | null;
}

type DashboardEntry = EntryWireRow & { forecast: DoseForecast | null };

/** The wire row's columns under its own names, so each entry's JSON object is the row itself. */
const entryColumnsAs = sql.join(
  Object.entries({ ...entryWireColumns, forecast: vaccineEntries.forecast }).map(
    ([key, column]) => sql`${column} as ${sql.identifier(key)}`,
  ),
  sql`, `,
);

const entriesVersion = rowsVersion(vaccineEntries, children.id);

/**
 * Everything the dashboard reads, in one round trip: the child (only if it is this parent's),
 * the parent's time zone and state, and the child's entries by due date as one JSON array (a
 * date stays a YYYY-MM-DD string): one row of JSON costs the API server less than 50 rows of 30
 * columns to parse and map (docs/decisions/0015-stored-forecast.md). The entries are left out
 * when their version is the one the caller names (`known`): it still has the answer made from
 * them (docs/decisions/0024-dashboard-answer-reuse.md). Another parent's child comes back as
 * nothing: 404.
 */
const dashboardRows = preparedPerDatabase((db) =>
  db
    .select({
      childId: children.id,
      childCreatedAt: children.createdAt,
      childDob: children.dob,
      childSchedule: children.schedule,
      forecastFrom: children.forecastFrom,
      forecastUntil: children.forecastUntil,
      forecastKey: children.forecastKey,
      timeZone: users.timeZone,
      homeState: users.homeState,
      language: sql<Language>`${users.reminderLanguage}`,
      entriesVersion,
      entries: sql<
        DashboardEntry[] | null
      >`case when ${entriesVersion} = ${sql.placeholder('known')} then null else (
        select coalesce(json_agg(e), '[]'::json) from (
          select ${entryColumnsAs} from ${vaccineEntries}
          where ${vaccineEntries.childId} = ${children.id}
          order by ${vaccineEntries.dueDate}, ${vaccineEntries.name}
        ) e
      ) end`,
    })
    .from(children)
    .innerJoin(users, eq(users.id, children.userId))
    .where(canReadChild())
    .prepare('dashboard_rows'),
);

/**
 * The dashboard's rows for a child this parent may read (else 404); `knownVersion` is the
 * entries' version of an answer the caller already has, or null to have them in any case.
 */
export async function loadDashboardRows(
  db: Database,
  userId: string,
  childId: string,
  knownVersion: string | null = null,
): Promise<DashboardRows> {
  const [first] = await dashboardRows(db).execute({ childId, userId, known: knownVersion });
  if (!first) throw AppError.notFound('Child not found');
  return {
    child: {
      id: first.childId,
      createdAt: first.childCreatedAt,
      dob: first.childDob,
      schedule: first.childSchedule as ScheduleId,
    },
    stored: {
      forecastFrom: first.forecastFrom,
      forecastUntil: first.forecastUntil,
      forecastKey: first.forecastKey,
    },
    timeZone: first.timeZone,
    homeState: first.homeState,
    language: first.language,
    entriesVersion: first.entriesVersion,
    entries: first.entries,
  };
}
