import { ageText } from './age';
import { displayDate } from './dates';
import {
  bornAtText,
  correctedAgeDays,
  dueDate,
  type GestationalAge,
  gestationalAgeOf,
} from './gestation';

/**
 * The words about growth assessments that the app and the vaccination card (PDF) both say,
 * in one place: percentiles, the corrected age of a baby born early, and why a measurement has
 * no percentile.
 */
export const GROWTH_TEXT = {
  /** Instead of a percentile, when the z-score is past WHO's plausibility limits. */
  checkMeasurement: 'Please check this measurement',
  /** A baby born early, measured before the due date: no WHO percentile yet. */
  beforeDueDate:
    'Growth is compared with the WHO standards from the baby’s due date; until then your paediatrician uses a preterm chart (e.g. INTERGROWTH-21st or Fenton).',
  /** How the percentiles are made, under them. */
  standardsNote:
    'Percentiles compare your child with the WHO growth standards for children of the same age and sex. At the 50th, half of them measure less.',
  /** A baby born early: what the ages on the chart and the percentiles are. */
  correctedNote:
    'Until the second birthday, a baby born before 37 weeks is compared at the corrected age: the age counted from the due date.',
  /** Past five years. */
  reference2007Note:
    'From 5 years, height and BMI are compared with the WHO growth reference for 5 to 19 years; weight for age only up to 10 years.',
  /** Past 19 years, or in the month between the two WHO tables. */
  noReference: 'WHO growth charts cover birth to 19 years; percentiles are not shown after that.',
} as const;

/** 1 → "1st", 2 → "2nd", 11 → "11th", 23 → "23rd". */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/**
 * A percentile as a parent and a doctor read it, the one wording of the app and the card:
 * "48th percentile"; under 1 "below the 1st percentile", over 99 "above the 99th percentile"
 * (never "0th" or "100th", and a 0.7 is not rounded up to the 1st).
 */
export function percentileWords(percentile: number): string {
  if (percentile < 1) return 'below the 1st percentile';
  if (percentile > 99) return 'above the 99th percentile';
  return `${ordinal(Math.round(percentile))} percentile`;
}

/**
 * "Corrected age: 1 month (born at 32 weeks)" for a baby born before 37 weeks measured before
 * the second birthday; before the due date "Before the due date, 26 Feb 2026 (born at 32
 * weeks)". Null when growth uses the age from the birth date.
 */
export function correctedAgeLine(
  dob: string,
  day: string,
  gestationalDays: number | null,
): string | null {
  const corrected = correctedAgeOn(dob, day, gestationalDays);
  if (!corrected) return null;
  const { due, gestation } = corrected;
  return corrected.beforeDue
    ? `Before the due date, ${displayDate(due)} (${bornAtText(gestation)})`
    : `Corrected age: ${ageText(due, day)} (${bornAtText(gestation)})`;
}

/**
 * What correctedAgeLine says, without its English words (for the web, which words it in the
 * parent's language): the due date, the gestational age at birth, and whether `day` is before
 * the due date. Null when growth uses the age from the birth date.
 */
export function correctedAgeOn(
  dob: string,
  day: string,
  gestationalDays: number | null,
): { due: string; gestation: GestationalAge; beforeDue: boolean } | null {
  const corrected = correctedAgeDays(dob, day, gestationalDays);
  const gestation = gestationalAgeOf(gestationalDays);
  if (corrected === null || !gestation) return null;
  return { due: dueDate(dob, gestationalDays!), gestation, beforeDue: corrected < 0 };
}
