import { LIMITS } from './limits';
import type { Language } from './reminders';

/** Calendar dates (YYYY-MM-DD) in the parent's time zone; "today" is never UTC's (docs/product/constants.md). */

export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * The spec's calendar (docs/product/constants.md): 1980–2050. The pickers offer no other day and the API
 * refuses one, so a typo like 1900 or 9999 never becomes a birth date or a due date.
 */
export const CALENDAR_FIRST_DAY = `${LIMITS.calendarFromYear}-01-01`;
export const CALENDAR_LAST_DAY = `${LIMITS.calendarToYear}-12-31`;
export const CALENDAR_RANGE_MESSAGE = `Please choose a date between ${LIMITS.calendarFromYear} and ${LIMITS.calendarToYear}`;

/** Whether a YYYY-MM-DD date lies in the spec's calendar (ISO strings sort as dates). */
export function isWithinCalendar(iso: string): boolean {
  return iso >= CALENDAR_FIRST_DAY && iso <= CALENDAR_LAST_DAY;
}

/** One formatter per zone: building an Intl.DateTimeFormat costs far more than using one (every dashboard read asks). */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date at `now` in `timeZone`, as YYYY-MM-DD. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    // en-CA formats as YYYY-MM-DD. An unknown zone throws here, before anything is cached.
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter.format(now);
}

export interface AgeOffset {
  years?: number;
  months?: number;
  weeks?: number;
  days?: number;
}

// Plain arithmetic, no Date objects where none is needed: the schedule engine adds hundreds
// of offsets for each child on every dashboard read, and a Date per call was 80% of its time.
const parse = (iso: string) => ({
  y: Number(iso.slice(0, 4)),
  m: Number(iso.slice(5, 7)),
  d: Number(iso.slice(8, 10)),
});
const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));
const formatYmd = (y: number, m: number, d: number) => `${y}-${pad2(m)}-${pad2(d)}`;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const daysInMonth = (y: number, m: number) => (m === 2 && isLeapYear(y) ? 29 : MONTH_DAYS[m - 1]!);

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
  const days = (offset.weeks ?? 0) * 7 + (offset.days ?? 0);
  if (days === 0) return formatYmd(year, month, day);
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return formatYmd(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/**
 * Orders ISO dates (YYYY-MM-DD), earliest first: they sort as plain strings, where
 * localeCompare would run the locale's collation for nothing (a dashboard sorts every read).
 */
export const compareIsoDates = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const a = parse(from);
  const b = parse(to);
  return Math.round((Date.UTC(b.y, b.m - 1, b.d) - Date.UTC(a.y, a.m - 1, a.d)) / 86_400_000);
}

const MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/** '1 Jun 2026', as the app shows dates; spelled out by hand so every locale agrees. */
export function displayDate(iso: string): string {
  const { y, m, d } = parse(iso);
  return `${d} ${MONTH_NAMES[m - 1]} ${y}`;
}

/** The YYYY-MM-DD date a displayDate wrote ('1 Jun 2026'), or null for anything else. */
export function parseDisplayDate(text: string): string | null {
  const match = /^(\d{1,2}) ([A-Z][a-z]{2}) (\d{4})$/.exec(text);
  const month = match ? MONTH_NAMES.indexOf(match[2]!) + 1 : 0;
  if (!match || !month) return null;
  const iso = `${match[3]}-${String(month).padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

/**
 * CLDR's abbreviated Hindi months, as Intl writes them for 'hi-IN' (dates.test.ts compares all
 * twelve). By hand rather than through Intl: a browser's first Hindi Intl.DateTimeFormat loads
 * the locale's data, which on a low-end phone delayed the first screen, and the web, the
 * WhatsApp messages and the PDF card now write one spelling whatever their ICU's version.
 */
const HINDI_MONTH_NAMES = [
  'जन॰',
  'फ़र॰',
  'मार्च',
  'अप्रैल',
  'मई',
  'जून',
  'जुल॰',
  'अग॰',
  'सित॰',
  'अक्टू॰',
  'नव॰',
  'दिस॰',
];

/** A YYYY-MM-DD date in the parent's language: '4 Dec 2026' or '4 दिस॰ 2026', Latin digits in both. */
export function displayDateIn(iso: string, language: Language): string {
  if (language === 'en') return displayDate(iso);
  const { y, m, d } = parse(iso);
  return `${d} ${HINDI_MONTH_NAMES[m - 1]} ${y}`;
}
