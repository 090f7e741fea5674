import { and, asc, eq } from 'drizzle-orm';
import type { ScheduleId } from '@tika/contract';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { children, users, type VaccineEntryRow, vaccineEntries } from '../../db/schema';
import { AppError } from '../../errors';
import { isOwnedChild } from '../children/children-repository';
import { entryWireColumns, type EntryWireRow } from './entry-wire';

/** An entry of one of this parent's children, with the child's birth date; else 404. */
export async function findOwnedEntry(
  db: Database,
  userId: string,
  entryId: string,
): Promise<{ entry: VaccineEntryRow; childDob: string }> {
  const [row] = await db
    .select({ entry: vaccineEntries, childDob: children.dob })
    .from(vaccineEntries)
    .innerJoin(children, eq(children.id, vaccineEntries.childId))
    .where(and(eq(vaccineEntries.id, entryId), eq(children.userId, userId)));
  if (!row) throw AppError.notFound('Vaccine not found');
  return row;
}

export interface DashboardRows {
  child: { id: string; createdAt: Date; dob: string; schedule: ScheduleId };
  timeZone: string;
  homeState: string | null;
  entries: EntryWireRow[];
}

/**
 * Everything the dashboard reads, in one round trip: the child (only if it is this parent's),
 * the parent's time zone and the child's entries by due date. A child with no entries still
 * comes back (left join); another parent's child comes back as nothing, i.e. 404.
 */
const dashboardRows = preparedPerDatabase((db) =>
  db
    .select({
      childId: children.id,
      childCreatedAt: children.createdAt,
      childDob: children.dob,
      childSchedule: children.schedule,
      timeZone: users.timeZone,
      homeState: users.homeState,
      entry: entryWireColumns,
    })
    .from(children)
    .innerJoin(users, eq(users.id, children.userId))
    .leftJoin(vaccineEntries, eq(vaccineEntries.childId, children.id))
    .where(isOwnedChild())
    .orderBy(asc(vaccineEntries.dueDate), asc(vaccineEntries.name))
    .prepare('dashboard_rows'),
);

export async function loadDashboardRows(
  db: Database,
  userId: string,
  childId: string,
): Promise<DashboardRows> {
  const rows = await dashboardRows(db).execute({ childId, userId });
  const [first] = rows;
  if (!first) throw AppError.notFound('Child not found');
  return {
    child: {
      id: first.childId,
      createdAt: first.childCreatedAt,
      dob: first.childDob,
      schedule: first.childSchedule as ScheduleId,
    },
    timeZone: first.timeZone,
    homeState: first.homeState,
    entries: rows.flatMap((r) => (r.entry ? [r.entry] : [])),
  };
}
