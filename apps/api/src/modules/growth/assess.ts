import { adjustedLength, daysBetween, feetAndInches, type GrowthRecord, lmsAt, type LmsTable, percentileOf, zScore } from '@tika/contract';
import type { GrowthRecordRow } from '../../db/schema';
import { WHO_MAX_AGE_DAYS, WHO_TABLES } from './who-tables';

type Sex = 'boy' | 'girl';

function assess(table: LmsTable, sex: Sex, index: number, y: number | null, restricted: boolean) {
  if (y === null) return null;
  const lms = lmsAt(table, sex, index);
  if (!lms) return null;
  const z = zScore(y, lms, restricted);
  return { z: Math.round(z * 100) / 100, percentile: Math.round(percentileOf(z) * 10) / 10 };
}

/**
 * One record on the wire with its WHO assessment. Records carry no measuring position, so
 * we take the WHO default: lying under two years, standing from two (no 0.7 cm adjustment).
 */
export function toGrowthRecord(row: GrowthRecordRow, child: { dob: string; gender: Sex }): GrowthRecord {
  const ageDays = daysBetween(child.dob, row.recordDate);
  const within = ageDays <= WHO_MAX_AGE_DAYS;
  const lying = ageDays < 731;
  const length = row.heightCm === null ? null : adjustedLength(row.heightCm, ageDays, lying ? 'lying' : 'standing');
  const bmi = length !== null && row.weightKg !== null ? row.weightKg / (length / 100) ** 2 : null;
  const sex = child.gender;
  return {
    id: row.id,
    record_date: row.recordDate,
    height: row.heightCm,
    weight: row.weightKg,
    height_feet_inches: row.heightCm === null ? null : feetAndInches(row.heightCm),
    age_days: ageDays,
    who: {
      weight_for_age: within ? assess(WHO_TABLES.weightForAge, sex, ageDays, row.weightKg, true) : null,
      length_for_age: within ? assess(WHO_TABLES.lengthForAge, sex, ageDays, length, false) : null,
      weight_for_length:
        within && length !== null ? assess(lying ? WHO_TABLES.weightForLength : WHO_TABLES.weightForHeight, sex, Math.round(length * 10) / 10, row.weightKg, true) : null,
      bmi_for_age: within ? assess(WHO_TABLES.bmiForAge, sex, ageDays, bmi, true) : null,
    },
  };
}
