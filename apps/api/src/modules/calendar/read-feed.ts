import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { findFeedChild, listPendingEntries } from './calendar-repository';
import { renderFeed } from './feed-ics';
import { todayIn } from '@tika/contract';
import { forecastRows } from '../vaccines/child-forecast';
import { entryText } from '../vaccines/entry-wire';
import { loadForecastInput } from '../vaccines/refresh-forecast';
import { claimedChildId, isCurrentSecret } from './feed-secret';

/**
 * The iCalendar text of the feed a secret opens. A malformed, tampered, reset or deleted
 * child's secret all get the same bare 404, so an answer tells nothing about why.
 */
export async function readFeed(deps: AppDeps, feed: string): Promise<string> {
  const { db } = deps.database;
  const secret = feed.endsWith('.ics') ? feed.slice(0, -'.ics'.length) : null;
  const childId = secret ? claimedChildId(secret) : null;
  const child = childId ? await findFeedChild(db, childId) : undefined;
  if (!secret || !child || !(await isCurrentSecret(db, child, secret))) throw AppError.notFound();
  const pending = await listPendingEntries(db, child.id);
  // The feed holds what the forecast says is due, on its forecast date, as the dashboard does.
  const input = await loadForecastInput(db, child.id);
  if (!input) throw AppError.notFound();
  const forecasts = forecastRows(
    input.child,
    input.rows,
    todayIn(input.timeZone, deps.clock.now()),
  );
  // A dose's full name and description in the feed's language, as the dashboard says them.
  const reader = { schedule: input.child.schedule, language: child.language, userId: null };
  const entries = pending.flatMap((row) => {
    const entry = { ...row, ...entryText(row, reader) };
    const forecast = forecasts.get(entry.id);
    if (!forecast) return [entry];
    if (forecast.state !== 'due' && forecast.state !== 'catch_up') return [];
    return [{ ...entry, dueDate: forecast.due }];
  });
  return renderFeed({
    childName: child.name,
    entries,
    appUrl: deps.env.PUBLIC_URL,
    language: child.language,
  });
}
