import { type DashboardResponse, type Language, todayIn } from '@tika/contract';
import type { AppDeps } from '../../deps';
import { ageGroupIn } from '../../i18n/age-words';
import { type AnswerBasis, KeptAnswers } from '../../lib/kept-answers';
import { brandsByDose } from './brand-lists';
import { doseNamer, toForecastWire } from './child-forecast';
import { classifyEntryRows } from './classify-entry-rows';
import { entryWire, type EntryWireRow, toVaccineEntry } from './entry-wire';
import { type DashboardRows, loadDashboardRows } from './entries-repository';
import { currentForecasts } from './stored-forecast';

/**
 * How long a dashboard answer is sent again at most: a prescription link signed in it still has
 * 10 of its 15 minutes (lib/signed-url.ts) when it leaves.
 */
export const DASHBOARD_REUSE_MS = 5 * 60 * 1000;

/** This server's recent dashboard answers, about 500 of them (docs/decisions/0024). */
export const keptDashboards = () =>
  new KeptAnswers({ reuseMs: DASHBOARD_REUSE_MS, maxChars: 16 * 1024 * 1024 });

/**
 * The Home tab's lists for one child, forecast as of today in the parent's time zone
 * (docs/product/vaccines.md), as the JSON sent (`serialize`: the route's own serializer). The
 * most-read endpoint: one query after the session lookup (pinned by
 * src/test/read-query-counts.test.ts). An answer this server made for the same reader, day and
 * language is sent again while that query finds the entries and everything else it was made
 * from unchanged (lib/kept-answers.ts); a new one is made otherwise.
 */
export async function getDashboard(
  deps: AppDeps,
  kept: KeptAnswers,
  request: { userId: string; childId: string; asked: Language | undefined },
  serialize: (answer: DashboardResponse) => string,
): Promise<string> {
  const { db } = deps.database;
  const { userId, childId, asked } = request;
  const now = deps.clock.now();
  return kept.answer(`${childId} ${userId} ${asked ?? ''}`, now, {
    read: (known) => loadDashboardRows(db, userId, childId, known),
    rowsLeftOut: (rows) => rows.entries === null,
    basis: (rows) => basisOf(rows, asked, now),
    make: async (rows) => serialize(await buildDashboard(deps, rows, userId, asked, now)),
  });
}

/**
 * What an answer is made from besides the clock: the entries (their version), the child's own
 * columns and stored forecast, the parent's time zone, state and language, and the day.
 */
function basisOf(rows: DashboardRows, asked: Language | undefined, now: Date): AnswerBasis {
  const { child, stored, timeZone, homeState, language } = rows;
  const today = todayIn(timeZone, now);
  return {
    version: rows.entriesVersion,
    inputs: JSON.stringify([child, stored, timeZone, homeState, asked ?? language, today]),
    timeZone,
  };
}

/**
 * The answer made from the rows: the forecast is the one stored with the child while it holds;
 * only a child whose forecast went stale today is forecast afresh. Descriptions are in `asked`,
 * the language the request names, else in the parent's setting read by that same query
 * (requestLanguage's order, without its query).
 */
async function buildDashboard(
  deps: AppDeps,
  dashboardRows: DashboardRows,
  userId: string,
  asked: Language | undefined,
  now: Date,
): Promise<DashboardResponse> {
  const { db } = deps.database;
  const { child, stored, timeZone, homeState, language } = dashboardRows;
  const rows = dashboardRows.entries;
  if (!rows) throw new Error('The dashboard was asked to answer without its entries');
  const reader = { schedule: child.schedule, language: asked ?? language, userId };
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
