import {
  ageText,
  growthDateRule,
  growthMeasuresRule,
  heightRule,
  weightRule,
} from '@tika/contract';
import { type FormErrors, formErrors } from '../../../components/form/refusal';
import type { GrowthEntry } from '../api/growth';

/* The growth tab's rules and wording, kept pure so they are easy to test. */

type Assessment = { z: number; percentile: number } | null;

/** 1 → "1st", 2 → "2nd", 11 → "11th", 23 → "23rd". */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** A percentile as a parent reads it: "48th percentile", never "0th" or "100th". */
export function percentileWords(percentile: number): string {
  if (percentile < 0.5) return 'below the 1st percentile';
  if (percentile >= 99.5) return 'above the 99th percentile';
  return `${ordinal(Math.round(percentile))} percentile`;
}

export type PercentileKind = 'weightForAge' | 'heightForAge' | 'weightForHeight';

const SUBJECT: Record<PercentileKind, [subject: string, tail: string]> = {
  weightForAge: ['Weight', ' for age'],
  heightForAge: ['Height', ' for age'],
  weightForHeight: ['Weight for height', ''],
};

/** "Weight: 48th percentile for age"; null when WHO gives no percentile. */
export function percentileLine(kind: PercentileKind, assessment: Assessment): string | null {
  if (!assessment) return null;
  const [subject, tail] = SUBJECT[kind];
  return `${subject}: ${percentileWords(assessment.percentile)}${tail}`;
}

/** 8.25 → "8.25", 8.5 → "8.5", 9 → "9": at most two decimals, no trailing zeros. */
export const formatNumber = (n: number) => String(Number(n.toFixed(2)));

export const formatWeight = (kg: number) => `${formatNumber(kg)} kg`;

/** "75.7 cm (2 ft 6 in)": height in feet and inches too (docs/product/constants.md). */
export const formatHeight = (cm: number, feetInches: string | null) =>
  `${formatNumber(cm)} cm${feetInches ? ` (${feetInches})` : ''}`;

/** How old the child was on the day: "at birth", "at 12 days", "at 1 year 3 months". */
export function ageAtRecord(dob: string, recordDate: string): string {
  return recordDate <= dob ? 'at birth' : `at ${ageText(dob, recordDate)}`;
}

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

/** A percentile in words ("Weight: 48th percentile for age") and as a number for its meter. */
export interface PercentileReading {
  line: string;
  percentile: number;
}

const reading = (kind: PercentileKind, assessment: Assessment): PercentileReading | null =>
  assessment
    ? { line: percentileLine(kind, assessment)!, percentile: assessment.percentile }
    : null;

export interface LatestMeasurements {
  weight: { kg: number; date: string; reading: PercentileReading | null } | null;
  height: {
    cm: number;
    feetInches: string | null;
    date: string;
    reading: PercentileReading | null;
  } | null;
  /** Weight for height, when the newest weight and height were taken together. */
  weightForHeight: PercentileReading | null;
  /** The day of the newest of the two. */
  date: string | null;
}

/** The newest weight and the newest height (they may be from different days), with percentiles. */
export function latestMeasurements(records: readonly GrowthEntry[]): LatestMeasurements {
  const sorted = newestFirst(records);
  const w = sorted.find((r) => r.weight !== null);
  const h = sorted.find((r) => r.height !== null);
  return {
    weight: w
      ? { kg: w.weight!, date: w.recordDate, reading: reading('weightForAge', w.who.weightForAge) }
      : null,
    height: h
      ? {
          cm: h.height!,
          feetInches: h.heightFeetInches,
          date: h.recordDate,
          reading: reading('heightForAge', h.who.lengthForAge),
        }
      : null,
    weightForHeight: w && w === h ? reading('weightForHeight', w.who.weightForLength) : null,
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
