import { t } from '@lingui/core/macro';
import {
  gestationalAgeDays,
  growthDateRule,
  growthMeasuresRule,
  heightRule,
  weightRule,
} from '@tika/contract';
import { type FormErrors, formErrors } from '../../../components/form/refusal';
import { formatAge } from '../../children/components/age-words';
import type { GrowthEntry, GrowthList } from '../api/growth';
import {
  checkLineText,
  correctedAgeWords,
  type PercentileKind,
  percentileLineText,
  percentileWords,
} from './growth-words';

/* The growth tab's rules and wording, kept pure so they are easy to test. */

type Assessment = { z: number; percentile: number } | null;
type WhoKey = keyof GrowthEntry['who'];

/** Which of the record's WHO assessments each reading is. */
const WHO_KEY: Record<PercentileKind, WhoKey> = {
  weightForAge: 'weightForAge',
  heightForAge: 'lengthForAge',
  weightForHeight: 'weightForLength',
  bmiForAge: 'bmiForAge',
};

/** "Weight: 48th percentile for age"; null when WHO gives no percentile. */
export function percentileLine(kind: PercentileKind, assessment: Assessment): string | null {
  return assessment ? percentileLineText(kind, assessment.percentile) : null;
}

/** 8.25 → "8.25", 8.5 → "8.5", 9 → "9": at most two decimals, no trailing zeros. */
export const formatNumber = (n: number) => String(Number(n.toFixed(2)));

export const formatWeight = (kg: number) => `${formatNumber(kg)} kg`;

/** "75.7 cm (2 ft 6 in)": height in feet and inches too (docs/product/constants.md). */
export const formatHeight = (cm: number, feetInches: string | null) =>
  `${formatNumber(cm)} cm${feetInches ? ` (${feetInches})` : ''}`;

/** How old the child was on the day: "at birth", "at 12 days", "at 1 year 3 months". */
export function ageAtRecord(dob: string, recordDate: string): string {
  if (recordDate <= dob) return t`at birth`;
  const age = formatAge(dob, recordDate);
  return t`at ${age}`;
}

/** The child's gestational age in days, from the growth list; null when not given. */
export const gestationOf = (list: Pick<GrowthList, 'gestationalWeeks' | 'gestationalDays'>) =>
  list.gestationalWeeks === null
    ? null
    : gestationalAgeDays({ weeks: list.gestationalWeeks, days: list.gestationalDays ?? 0 });

/** "Corrected age: 1 month (born at 32 weeks)" for a record compared at the corrected age. */
export const correctedAgeOf = (record: GrowthEntry, dob: string, gestation: number | null) =>
  record.correctedAgeDays === null ? null : correctedAgeWords(dob, record.recordDate, gestation);

/** Measured before the due date of a baby born early: no WHO comparison yet. */
export const beforeDueDate = (record: GrowthEntry) =>
  record.correctedAgeDays !== null && record.correctedAgeDays < 0;

/** Newest first; records of the same day keep the server's order, last added first. */
export function newestFirst(records: readonly GrowthEntry[]): GrowthEntry[] {
  return records
    .map((record, index) => ({ record, index }))
    .sort((a, b) =>
      a.record.recordDate === b.record.recordDate
        ? b.index - a.index
        : a.record.recordDate < b.record.recordDate
          ? 1
          : -1,
    )
    .map(({ record }) => record);
}

/**
 * A measure's WHO reading: a percentile in words ("Weight: 48th percentile for age") with the
 * number for its meter, or, for a value past WHO's plausibility limits, a request to check it.
 */
export type PercentileReading =
  { line: string; percentile: number; check?: undefined } | { line: string; check: true };

/** The reading of one of the record's WHO assessments, or null when there is none. */
export function readingOf(kind: PercentileKind, record: GrowthEntry): PercentileReading | null {
  const key = WHO_KEY[kind];
  if (record.whoFlags[key]) return { line: checkLineText(kind), check: true };
  const assessment = record.who[key];
  return assessment
    ? { line: percentileLine(kind, assessment)!, percentile: assessment.percentile }
    : null;
}

/**
 * A record's pill for one measure: the percentile in words, or (`check`) "Please check this
 * measurement"; null when there is neither.
 */
export function measurePill(
  kind: PercentileKind,
  record: GrowthEntry,
): { text: string; check: boolean } | null {
  const key = WHO_KEY[kind];
  if (record.whoFlags[key]) return { text: t`Please check this measurement`, check: true };
  const assessment = record.who[key];
  return assessment ? { text: percentileWords(assessment.percentile), check: false } : null;
}

export interface LatestMeasurements {
  weight: { kg: number; date: string; reading: PercentileReading | null } | null;
  height: {
    cm: number;
    feetInches: string | null;
    date: string;
    reading: PercentileReading | null;
  } | null;
  /**
   * When the newest weight and height were taken together: weight for height, or past five
   * years (where WHO has none) BMI for age.
   */
  weightForHeight: PercentileReading | null;
  /** The newest record: its day, and whether it is compared at the corrected age. */
  newest: GrowthEntry | null;
  /** The day of the newest of the two. */
  date: string | null;
}

/** The newest weight and the newest height (they may be from different days), with percentiles. */
export function latestMeasurements(records: readonly GrowthEntry[]): LatestMeasurements {
  const sorted = newestFirst(records);
  const w = sorted.find((r) => r.weight !== null);
  const h = sorted.find((r) => r.height !== null);
  const together = w && w === h ? w : null;
  return {
    weight: w ? { kg: w.weight!, date: w.recordDate, reading: readingOf('weightForAge', w) } : null,
    height: h
      ? {
          cm: h.height!,
          feetInches: h.heightFeetInches,
          date: h.recordDate,
          reading: readingOf('heightForAge', h),
        }
      : null,
    weightForHeight: together
      ? (readingOf('weightForHeight', together) ?? readingOf('bmiForAge', together))
      : null,
    newest: sorted[0] ?? null,
    date: sorted[0]?.recordDate ?? null,
  };
}

/* ---- The add-record form ---- */

/** Up to three digits, then "." or "," and up to two decimals; anything else is not typed in. */
export const acceptsDecimal = (text: string) => /^\d{0,3}([.,]\d{0,2})?$/.test(text);

/** '' → undefined (not measured); "12,5" → 12.5; a lone "." → NaN. */
export function parseMeasurement(text: string): number | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  return /^\d*[.,]?\d*$/.test(trimmed) && /\d/.test(trimmed)
    ? Number(trimmed.replace(',', '.'))
    : Number.NaN;
}

export type GrowthFormField = 'date' | 'height' | 'weight';

/** The form's field for each wire name the server may name in a refusal. */
export const GROWTH_WIRE_FIELDS = {
  record_date: 'date',
  height: 'height',
  weight: 'weight',
} as const;

/**
 * The contract's rules on the form's text: a date between birth and today, and a height
 * (< 200 cm) or a weight (< 100 kg); neither at all is the form's message.
 */
export function growthFormErrors(
  input: { date: string; height: string; weight: string },
  dob: string,
  today: string,
): FormErrors<GrowthFormField> {
  const height = parseMeasurement(input.height);
  const weight = parseMeasurement(input.weight);
  return formErrors<GrowthFormField>({
    date: growthDateRule(input.date, dob, today),
    height: heightRule(height),
    weight: weightRule(weight),
    form: growthMeasuresRule(height, weight),
  });
}
