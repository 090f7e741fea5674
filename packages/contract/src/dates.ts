/** Calendar dates (YYYY-MM-DD) in the parent's time zone; "today" is never UTC's (DESIGN.md §4). */

export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The calendar date at `now` in `timeZone`, as YYYY-MM-DD. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export interface AgeOffset {
  years?: number;
  months?: number;
  weeks?: number;
  days?: number;
}

const parse = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return { y, m, d };
};
const format = (date: Date) => date.toISOString().slice(0, 10);
const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/**
 * A date plus an age offset. Months are calendar months from the date (31 Jan + 1 month is
 * the last day of February); weeks are 7 days (schedules README).
 */
export function addOffset(iso: string, offset: AgeOffset): string {
  const { y, m, d } = parse(iso);
  const totalMonths = (offset.years ?? 0) * 12 + (offset.months ?? 0);
  const monthIndex = m - 1 + totalMonths;
  const year = y + Math.floor(monthIndex / 12);
  const month = (((monthIndex % 12) + 12) % 12) + 1;
  const day = Math.min(d, daysInMonth(year, month));
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCDate(date.getUTCDate() + (offset.weeks ?? 0) * 7 + (offset.days ?? 0));
  return format(date);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const a = parse(from);
  const b = parse(to);
  return Math.round((Date.UTC(b.y, b.m - 1, b.d) - Date.UTC(a.y, a.m - 1, a.d)) / 86_400_000);
}
