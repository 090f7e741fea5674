import { type DashboardResponse, type Language, todayIn } from '@tika/contract';
import type { AppDeps } from '../../deps';
import { ageGroupIn } from '../../i18n/age-words';
import { brandsByDose } from './brand-lists';
import { doseNamer, toForecastWire } from './child-forecast';
import { classifyEntryRows } from './classify-entry-rows';
import { entryWire, type EntryWireRow, toVaccineEntry } from './entry-wire';
import { loadDashboardRows } from './entries-repository';
import { currentForecasts } from './stored-forecast';

/**
 * The Home tab's lists for one child, forecast as of today in the parent's time zone
 * (docs/product/vaccines.md). The most-read endpoint: one query after the session lookup
 * (pinned by src/test/read-query-counts.test.ts). The forecast is the one stored with the child
 * while it holds; only a child whose forecast went stale today is forecast afresh. Descriptions
 * are in `asked`, the language the request names, else in the parent's setting read by that
 * same query (requestLanguage's order, without its query).
 */
export async function getDashboard(
  deps: AppDeps,
  userId: string,
  childId: string,
  asked: Language | undefined,
): Promise<DashboardResponse> {
  const { db } = deps.database;
  const {
    child,
    stored,
    timeZone,
    homeState,
    language,
    entries: rows,
  } = await loadDashboardRows(db, userId, childId);
  const reader = { schedule: child.schedule, language: asked ?? language, userId };
  const now = deps.clock.now();
  const today = todayIn(timeZone, now);
  const addedOn = todayIn(timeZone, child.createdAt);
  const forecasts = currentForecasts({ ...child, addedOn, homeState }, rows, stored, today);
  const lists = classifyEntryRows(rows, forecasts, today);
  const name = doseNamer(child.schedule);
  const wire = (e: { row: EntryWireRow; days?: number; dueOn?: string }) => {
    const outlook = {
      days: e.days ?? null,
      forecast: toForecastWire(forecasts.get(e.row.id), name, reader.language),
      dueOn: e.dueOn,
    };
    // Only an entry with a file needs a signed link (a query); the rest are built at once.
    return e.row.fileKey
      ? toVaccineEntry(db, e.row, outlook, now, reader)
      : entryWire(e.row, outlook, null, reader);
  };
  const all = <T extends { row: EntryWireRow }>(list: T[]) => Promise.all(list.map(wire));
  return {
    completed_vaccines: await all(lists.completed),
    missed_vaccines: await all(lists.missed),
    outstanding_vaccines: await all(lists.overdue),
    upcoming_vaccine: await Promise.all(
      lists.upcoming.map(async (group) => ({
        age_range: ageGroupIn(group.ageGroup, reader.language),
        due_date: group.dueDate,
        actionable: group.actionable,
        vaccines: await all(group.entries),
      })),
    ),
    not_needed_vaccines: await all(lists.notNeeded),
    no_longer_due_vaccines: await all(lists.noLongerDue),
    brands: brandsByDose(child.schedule),
  };
}
