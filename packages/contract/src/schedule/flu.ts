import { addOffset } from '../dates';
import type { FluWindow } from './timing';

/**
 * Influenza seasons (docs/reference/schedules/catch-up.md §5): the yearly dose is due when the
 * region's window opens, not on a birthday. A season is named by the year its window opens and
 * runs until the next one opens.
 */
const windowStart = (year: number, window: FluWindow) => `${year}-${window.start}`;
const windowEnd = (year: number, window: FluWindow) => `${year}-${window.end}`;

/** The season a date falls in. */
export function seasonOf(date: string, window: FluWindow): number {
  const year = Number(date.slice(0, 4));
  return date >= windowStart(year, window) ? year : year - 1;
}

/** When a season's dose is due, when it turns overdue, and its last day. */
export function seasonDates(season: number, window: FluWindow) {
  return {
    due: windowStart(season, window),
    overdueFrom: addOffset(windowEnd(season, window), { days: 1 }),
    lastDay: addOffset(windowStart(season + 1, window), { days: -1 }),
  };
}

/**
 * The first season's first dose for a child who turns 6 months on `from`: in that year's
 * window if it has not closed (at its start, or at once inside it); after the window, at once.
 */
export function firstSeasonDue(from: string, window: FluWindow) {
  const year = Number(from.slice(0, 4));
  const start = windowStart(year, window);
  const end = windowEnd(year, window);
  if (from < start) return { due: start, overdueFrom: addOffset(end, { days: 1 }) };
  if (from <= end) return { due: from, overdueFrom: addOffset(end, { days: 1 }) };
  return { due: from, overdueFrom: addOffset(from, { days: 1 }) };
}
