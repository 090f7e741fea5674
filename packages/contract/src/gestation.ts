import { addOffset, daysBetween } from './dates';

/**
 * How long a pregnancy lasted, as weeks + days (32+3 is 32 weeks and 3 days), and the
 * corrected age growth uses for a baby born early (docs/product/growth.md). No zod: the web's
 * forms and the growth tab use these directly.
 */
export const GESTATION = {
  /** The range a parent may enter: 22+0 to 42+6 (the database keeps 154–300 days). */
  minWeeks: 22,
  maxWeeks: 42,
  /** Born before 37+0 is born early (preterm); from 37+0 the baby was born at term. */
  termWeeks: 37,
  /** The due date is 40+0. */
  dueWeeks: 40,
  /** Growth uses the corrected age until the second birthday (24 months of chronological age). */
  correctedUntilMonths: 24,
} as const;

export interface GestationalAge {
  weeks: number;
  days: number;
}

/** 32+3 → 227 days. */
export const gestationalAgeDays = ({ weeks, days }: GestationalAge): number => weeks * 7 + days;

/** 227 days → 32+3; null stays null. */
export const gestationalAgeOf = (totalDays: number | null): GestationalAge | null =>
  totalDays === null ? null : { weeks: Math.floor(totalDays / 7), days: totalDays % 7 };

/** Born before 37+0 weeks. */
export const isPreterm = (totalDays: number | null): totalDays is number =>
  totalDays !== null && totalDays < GESTATION.termWeeks * 7;

/** The day the baby was due: the birth date plus what was left of 40 weeks. */
export const dueDate = (dob: string, totalDays: number): string =>
  addOffset(dob, { days: GESTATION.dueWeeks * 7 - totalDays });

/**
 * The age growth is compared at, in days from the due date, for a baby born before 37 weeks
 * and measured before the second birthday (24 calendar months) (chronological age − (40 weeks − gestational age));
 * negative before the due date. Null when the chronological age applies.
 */
export function correctedAgeDays(
  dob: string,
  day: string,
  gestationalDays: number | null,
): number | null {
  if (!isPreterm(gestationalDays)) return null;
  if (day >= addOffset(dob, { months: GESTATION.correctedUntilMonths })) return null;
  return daysBetween(dueDate(dob, gestationalDays), day);
}

/**
 * The wire's pair (already checked by gestationalAgeRule) as days to store: null clears it,
 * undefined (the fields left out) keeps what is stored.
 */
export function gestationalDaysFromWire(
  weeks: number | null | undefined,
  days: number | null | undefined,
): number | null | undefined {
  if (weeks === undefined) return undefined;
  return weeks === null ? null : gestationalAgeDays({ weeks, days: days ?? 0 });
}

/** The words about a baby's gestational age, wherever they show (forms, growth tab, the card). */
export const GESTATION_TEXT = {
  legend: 'Born early? Weeks + days at birth',
  help: 'Only for a baby born before 37 weeks; leave empty if not, or not known.',
  weeks: 'Weeks',
  days: 'Days',
  daysHint: '0 to 6, optional',
  term: 'Born at term (37 weeks or more): growth uses the age from the birth date',
  preterm: 'Born early: growth uses the corrected age until 2 years',
} as const;

/** "born at 32 weeks", "born at 32 weeks 3 days". */
export function bornAtText({ weeks, days }: GestationalAge): string {
  return `born at ${weeks} weeks${days ? ` ${days} ${days === 1 ? 'day' : 'days'}` : ''}`;
}

/** What the form's weeks and days say once they are valid: term, early, or nothing yet. */
export function gestationStatus(weeks: number | null, days: number | null): string | null {
  if (weeks === null) return null;
  return gestationalAgeDays({ weeks, days: days ?? 0 }) < GESTATION.termWeeks * 7
    ? GESTATION_TEXT.preterm
    : GESTATION_TEXT.term;
}
