import {
  adjustedLength,
  correctedAgeDays,
  DAYS_PER_MONTH,
  daysBetween,
  feetAndInches,
  type GrowthRecord,
  isPlausibleZ,
  lmsAt,
  type LmsTable,
  percentileOf,
  usualPosition,
  WHO_AGES,
  type WhoIndicator,
  zScore,
} from '@tika/contract';
import { changedBy } from '../children/children-repository';
import type { GrowthRecordRow } from '../../db/schema';
import { WHO_2007_TABLES, WHO_TABLES } from './who-tables';

type Sex = 'boy' | 'girl';
type Indicator = keyof GrowthRecord['who'];

/** The child as the assessment needs it. */
export interface AssessedChild {
  dob: string;
  gender: Sex;
  gestationalAgeDays: number | null;
}

/** A WHO table and where to read it: age in days or months, or length/height in cm. */
interface Lookup {
  table: LmsTable;
  index: number;
  /** WHO's restricted formula past ±3 SD, for the weight-based indicators. */
  restricted: boolean;
}

const LIMITS: Record<Indicator, WhoIndicator> = {
  weight_for_age: 'weightForAge',
  length_for_age: 'lengthForAge',
  weight_for_length: 'weightForLength',
  bmi_for_age: 'bmiForAge',
};
const INDICATORS = Object.keys(LIMITS) as Indicator[];

/**
 * The WHO tables that apply at an age in days (from birth, or from the due date): the 0–5
 * standards up to 1826 days, with weight-for-length under two and weight-for-height from two
 * at the exact length; the 5–19 reference from 61 to 228 months, interpolated between months,
 * weight-for-age only to 120 months and no weight-for-height. None before the due date, in the
 * month between the two, or past 228 months.
 */
function lookups(ageDays: number, length: number | null): Partial<Record<Indicator, Lookup>> {
  if (ageDays < 0) return {};
  if (ageDays <= WHO_AGES.standardsToDays) {
    const lying = usualPosition(ageDays) === 'lying';
    return {
      weight_for_age: { table: WHO_TABLES.weightForAge, index: ageDays, restricted: true },
      length_for_age: { table: WHO_TABLES.lengthForAge, index: ageDays, restricted: false },
      bmi_for_age: { table: WHO_TABLES.bmiForAge, index: ageDays, restricted: true },
      ...(length !== null && {
        weight_for_length: {
          table: lying ? WHO_TABLES.weightForLength : WHO_TABLES.weightForHeight,
          index: length,
          restricted: true,
        },
      }),
    };
  }
  const months = ageDays / DAYS_PER_MONTH;
  if (months < WHO_AGES.reference2007FromMonths || months > WHO_AGES.reference2007ToMonths)
    return {};
  return {
    length_for_age: { table: WHO_2007_TABLES.heightForAge, index: months, restricted: false },
    bmi_for_age: { table: WHO_2007_TABLES.bmiForAge, index: months, restricted: true },
    ...(months <= WHO_AGES.weightForAgeToMonths && {
      weight_for_age: { table: WHO_2007_TABLES.weightForAge, index: months, restricted: true },
    }),
  };
}

/**
 * z (to two decimals, as WHO reports it) and percentile, or 'flagged' when z is past WHO's
 * plausibility limit for the indicator; null when the measure or the table's row is missing.
 */
function assess(indicator: Indicator, lookup: Lookup | undefined, sex: Sex, y: number | null) {
  if (!lookup || y === null) return null;
  const lms = lmsAt(lookup.table, sex, lookup.index);
  if (!lms) return null;
  const z = Math.round(zScore(y, lms, lookup.restricted) * 100) / 100;
  if (!isPlausibleZ(LIMITS[indicator], z)) return 'flagged' as const;
  return { z, percentile: Math.round(percentileOf(z) * 10) / 10 };
}

/**
 * One record on the wire with its WHO assessment, at the age WHO compares: the corrected age
 * (from the due date) for a baby born before 37 weeks until the second birthday, else the age
 * from birth. The length is adjusted by 0.7 cm when the child was measured the other way than
 * usual for that age (standing under two, lying from two); a record that does not say how is
 * taken to be the usual way. The adjusted length is what every indicator and the chart use.
 * A z-score past WHO's plausibility limits gives no percentile but a flag.
 */
export function toGrowthRecord(
  row: GrowthRecordRow,
  child: AssessedChild,
  /** The parent reading (their own records show no "added by"); null on the doctor's page. */
  reader: string | null = null,
): GrowthRecord {
  const ageDays = daysBetween(child.dob, row.recordDate);
  const corrected = correctedAgeDays(child.dob, row.recordDate, child.gestationalAgeDays);
  const age = corrected ?? ageDays;
  const length =
    row.heightCm === null
      ? null
      : adjustedLength(row.heightCm, age, row.measured ?? usualPosition(age));
  const bmi = length !== null && row.weightKg !== null ? row.weightKg / (length / 100) ** 2 : null;
  const measures: Record<Indicator, number | null> = {
    weight_for_age: row.weightKg,
    length_for_age: length,
    weight_for_length: row.weightKg,
    bmi_for_age: bmi,
  };
  const tables = lookups(age, length);
  const results = INDICATORS.map(
    (indicator) =>
      [indicator, assess(indicator, tables[indicator], child.gender, measures[indicator])] as const,
  );
  return {
    id: row.id,
    added_by: changedBy(row, reader),
    record_date: row.recordDate,
    height: row.heightCm,
    weight: row.weightKg,
    height_feet_inches: row.heightCm === null ? null : feetAndInches(row.heightCm),
    measured: row.heightCm === null ? null : (row.measured ?? null),
    age_days: ageDays,
    corrected_age_days: corrected,
    who_height: length === null ? null : Math.round(length * 100) / 100,
    who: Object.fromEntries(
      results.map(([indicator, r]) => [indicator, r === 'flagged' ? null : r]),
    ) as GrowthRecord['who'],
    who_flags: Object.fromEntries(
      results.map(([indicator, r]) => [indicator, r === 'flagged']),
    ) as GrowthRecord['who_flags'],
  };
}

/** Whether a WHO table still applies at the child's age today (to 228 months, 19 years). */
export const whoAvailable = (dob: string, today: string) =>
  daysBetween(dob, today) / DAYS_PER_MONTH <= WHO_AGES.reference2007ToMonths;
