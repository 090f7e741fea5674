import { asc, eq } from 'drizzle-orm';
import { classifyVaccines, type DashboardResponse, todayIn } from '@tika/contract';
import type { AppDeps } from '../../deps';
import { users, vaccineEntries } from '../../db/schema';
import { toVaccineEntry } from './entry-wire';
import { AppError } from '../../errors';
import { findOwnedChild } from '../children/children-repository';

/** The Home tab's lists for one child, "today" in the parent's time zone. */
export async function getDashboard(deps: AppDeps, userId: string, childId: string): Promise<DashboardResponse> {
  const { db } = deps.database;
  const child = await findOwnedChild(db, userId, childId);
  const [parent] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId));
  if (!parent) throw AppError.unauthenticated();
  const now = deps.clock.now();
  const rows = await db.select().from(vaccineEntries).where(eq(vaccineEntries.childId, child.id)).orderBy(asc(vaccineEntries.dueDate), asc(vaccineEntries.name));

  const lists = classifyVaccines(
    rows.map((row) => ({ row, dueDate: row.dueDate, status: row.status, vaccinatedOn: row.vaccinatedOn, ageGroup: row.ageGroup })),
    todayIn(parent.timeZone, now),
    todayIn(parent.timeZone, child.createdAt),
  );
  const wire = (e: { row: (typeof rows)[number]; days?: number }) => toVaccineEntry(db, e.row, e.days ?? null, now);
  return {
    completed_vaccines: await Promise.all(lists.completed.map(wire)),
    missed_vaccines: await Promise.all(lists.missed.map(wire)),
    outstanding_vaccines: await Promise.all(lists.overdue.map(wire)),
    upcoming_vaccine: await Promise.all(
      lists.upcoming.map(async (group) => ({
        age_range: group.ageGroup,
        due_date: group.dueDate,
        actionable: group.actionable,
        vaccines: await Promise.all(group.entries.map(wire)),
      })),
    ),
  };
}
