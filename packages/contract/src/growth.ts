/**
 * WHO growth arithmetic (docs/reference/who-growth-standards/README.md; the 5–19 reference uses
 * the same): LMS z-scores, WHO's restricted formula beyond ±3 SD for weight-based indicators,
 * percentiles, the curve value for a given z, and the limits past which a z-score is taken for
 * a mistake. Tables are passed in; the API carries them.
 */
export type Lms = readonly [l: number, m: number, s: number];

export interface LmsTable {
  start: number;
  step: number;
  boys: ReadonlyArray<Lms>;
  girls: ReadonlyArray<Lms>;
}

/** The measurement at z standard deviations: M(1 + L·S·z)^(1/L). */
export function valueAtZ([l, m, s]: Lms, z: number): number {
  return l === 0 ? m * Math.exp(s * z) : m * Math.pow(1 + l * s * z, 1 / l);
}

/** z = ((y/M)^L − 1) / (L·S); with `restricted`, WHO's linear extension past ±3 SD. */
export function zScore(y: number, lms: Lms, restricted: boolean): number {
  const [l, m, s] = lms;
  const z = l === 0 ? Math.log(y / m) / s : (Math.pow(y / m, l) - 1) / (l * s);
  if (!restricted || Math.abs(z) <= 3) return z;
  if (z > 3) {
    const sd3 = valueAtZ(lms, 3);
    return 3 + (y - sd3) / (sd3 - valueAtZ(lms, 2));
  }
  const sd3 = valueAtZ(lms, -3);
  return -3 + (y - sd3) / (valueAtZ(lms, -2) - sd3);
}

/** The table's LMS at an index (days, or cm), interpolated linearly between rows. */
export function lmsAt(table: LmsTable, sex: 'boy' | 'girl', index: number): Lms | null {
  const rows = sex === 'boy' ? table.boys : table.girls;
  const position = (index - table.start) / table.step;
  if (position < -1e-9 || position > rows.length - 1 + 1e-9) return null;
  const lower = Math.max(0, Math.floor(position + 1e-9));
  const upper = Math.min(rows.length - 1, lower + 1);
  const t = Math.min(1, Math.max(0, position - lower));
  const a = rows[lower]!;
  const b = rows[upper]!;
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

/** Standard normal CDF (Abramowitz–Stegun 26.2.17, error < 7.5e-8), as a percentile 0–100. */
export function percentileOf(z: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(z));
  const poly =
    t *
    (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  const tail = (Math.exp((-z * z) / 2) / Math.sqrt(2 * Math.PI)) * poly;
  return 100 * (z >= 0 ? 1 - tail : tail);
}

/** The percentile curves charts draw: 3rd, 15th, 50th, 85th, 97th. */
export const CHART_PERCENTILES = [
  { percentile: 3, z: -1.880794 },
  { percentile: 15, z: -1.036433 },
  { percentile: 50, z: 0 },
  { percentile: 85, z: 1.036433 },
  { percentile: 97, z: 1.880794 },
] as const;

/** Days that count as "under two" for length (lying) vs height (standing). */
export const LYING_UNTIL_DAYS = 731;

/** WHO's usual way to measure at an age: lying (length) under two years, standing from two. */
export function usualPosition(ageDays: number): 'lying' | 'standing' {
  return ageDays < LYING_UNTIL_DAYS ? 'lying' : 'standing';
}

/**
 * Length/height as the tables expect it: under 731 days lying (length), from then standing
 * (height). A child measured the other way is adjusted by 0.7 cm.
 */
export function adjustedLength(
  cm: number,
  ageDays: number,
  measured: 'lying' | 'standing',
): number {
  if (ageDays < LYING_UNTIL_DAYS && measured === 'standing') return cm + 0.7;
  if (ageDays >= LYING_UNTIL_DAYS && measured === 'lying') return cm - 0.7;
  return cm;
}

/** Average days in a month, as WHO converts ages (docs/reference/who-growth-standards). */
export const DAYS_PER_MONTH = 30.4375;

/**
 * Which WHO table applies at an age: the Child Growth Standards from birth to 1826 days (five
 * years), the Growth Reference 2007 from 61 to 228 months (weight-for-age only to 120 months,
 * and no weight-for-height past five years), as WHO's own software does.
 */
export const WHO_AGES = {
  standardsToDays: 1826,
  reference2007FromMonths: 61,
  reference2007ToMonths: 228,
  weightForAgeToMonths: 120,
} as const;

/**
 * WHO's plausibility limits: a z-score below `low` or above `high` is flagged as a likely
 * measuring or typing mistake, for the 0–5 standards and the 5–19 reference alike.
 */
export const WHO_PLAUSIBLE_Z = {
  weightForAge: { low: -6, high: 5 },
  lengthForAge: { low: -6, high: 6 },
  weightForLength: { low: -5, high: 5 },
  bmiForAge: { low: -5, high: 5 },
  headForAge: { low: -5, high: 5 },
} as const;

export type WhoIndicator = keyof typeof WHO_PLAUSIBLE_Z;

/** Whether a z-score is within WHO's plausible range for the indicator (the limits themselves count). */
export function isPlausibleZ(indicator: WhoIndicator, z: number): boolean {
  const { low, high } = WHO_PLAUSIBLE_Z[indicator];
  return z >= low && z <= high;
}
