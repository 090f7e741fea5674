import {
  adjustedLength,
  daysBetween,
  feetAndInches,
  type GrowthRecord,
  lmsAt,
  type LmsTable,
  percentileOf,
  usualPosition,
  zScore,
} from '@tika/contract';
import type { GrowthRecordRow } from '../../db/schema';
import { WHO_MAX_AGE_DAYS, WHO_TABLES } from './who-tables';

type Sex = 'boy' | 'girl';

/** z and percentile at an index (days, or cm); the LMS is interpolated between table rows. */
function assess(table: LmsTable, sex: Sex, index: number, y: number | null, restricted: boolean) {
  if (y === null) return null;
  const lms = lmsAt(table, sex, index);
  if (!lms) return null;
  const z = zScore(y, lms, restricted);
  return { z: Math.round(z * 100) / 100, percentile: Math.round(percentileOf(z) * 10) / 10 };
}

/**
 * One record on the wire with its WHO assessment. The length is adjusted by 0.7 cm when the
 * child was measured the other way than usual for the age (standing under two, lying from
 * two); a record that does not say how is taken to be the usual way. Weight-for-length uses
 * the length table under two and the height table from two, at the exact (adjusted) length:
 * the LMS is interpolated between the 0.1 cm rows, as WHO's own software does.
 */
export function toGrowthRecord(
  row: GrowthRecordRow,
  child: { dob: string; gender: Sex },
): GrowthRecord {
  const ageDays = daysBetween(child.dob, row.recordDate);
  const within = ageDays <= WHO_MAX_AGE_DAYS;
  const usual = usualPosition(ageDays);
  const length =
    row.heightCm === null ? null : adjustedLength(row.heightCm, ageDays, row.measured ?? usual);
  const bmi = length !== null && row.weightKg !== null ? row.weightKg / (length / 100) ** 2 : null;
  const sex = child.gender;
  return {
    id: row.id,
    record_date: row.recordDate,
    height: row.heightCm,
    weight: row.weightKg,
    height_feet_inches: row.heightCm === null ? null : feetAndInches(row.heightCm),
    measured: row.heightCm === null ? null : (row.measured ?? null),
    age_days: ageDays,
    who: {
      weight_for_age: within
        ? assess(WHO_TABLES.weightForAge, sex, ageDays, row.weightKg, true)
        : null,
      length_for_age: within ? assess(WHO_TABLES.lengthForAge, sex, ageDays, length, false) : null,
      weight_for_length:
        within && length !== null
          ? assess(
              usual === 'lying' ? WHO_TABLES.weightForLength : WHO_TABLES.weightForHeight,
              sex,
              length,
              row.weightKg,
              true,
            )
          : null,
      bmi_for_age: within ? assess(WHO_TABLES.bmiForAge, sex, ageDays, bmi, true) : null,
    },
  };
}
