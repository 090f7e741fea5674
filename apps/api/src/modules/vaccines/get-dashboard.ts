import { type DashboardResponse, todayIn } from '@tika/contract';
import type { AppDeps } from '../../deps';
import { classifyEntryRows } from './classify-entry-rows';
import { toVaccineEntry } from './entry-wire';
import { loadDashboardRows } from './entries-repository';

/**
 * The Home tab's lists for one child, "today" in the parent's time zone. The most-read
 * endpoint: one query after the session lookup (pinned by src/test/read-query-counts.test.ts).
 */
export async function getDashboard(
  deps: AppDeps,
  userId: string,
  childId: string,
): Promise<DashboardResponse> {
  const { db } = deps.database;
  const { child, timeZone, entries: rows } = await loadDashboardRows(db, userId, childId);
  const now = deps.clock.now();

  const lists = classifyEntryRows(rows, todayIn(timeZone, now), todayIn(timeZone, child.createdAt));
  const wire = (e: { row: (typeof rows)[number]; days?: number }) =>
    toVaccineEntry(db, e.row, e.days ?? null, now);
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
