import { describe, expect, it } from 'vitest';
import { addOffset, correctedAgeLine, GROWTH_TEXT, percentileWords } from '@tika/contract';
import type { GrowthRecordRow } from '../../db/schema';
import { type AssessedChild, toGrowthRecord, whoAvailable } from './assess';

/**
 * The WHO assessment of one record. Reference z-scores are computed independently (a short
 * Python script straight from the published tab-separated tables in docs/reference, with the
 * README's formulas), not with this project's code.
 */
const row = (
  recordDate: string,
  values: { weight?: number; height?: number; measured?: 'lying' | 'standing' },
): GrowthRecordRow => ({
  id: 'r1',
  childId: 'c1',
  byUserId: null,
  byLabel: null,
  recordDate,
  weightKg: values.weight ?? null,
  heightCm: values.height ?? null,
  measured: values.measured ?? null,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  changeSeq: 1,
});
const girl = (dob: string, gestationalAgeDays: number | null = null): AssessedChild => ({
  dob,
  gender: 'girl',
  gestationalAgeDays,
});
const boy = (dob: string, gestationalAgeDays: number | null = null): AssessedChild => ({
  dob,
  gender: 'boy',
  gestationalAgeDays,
});
const noWho = {
  weight_for_age: null,
  length_for_age: null,
  weight_for_length: null,
  bmi_for_age: null,
};
const noFlags = {
  weight_for_age: false,
  length_for_age: false,
  weight_for_length: false,
  bmi_for_age: false,
};
const WEEKS_32 = 32 * 7;

describe('a baby born early: the corrected age until the second birthday', () => {
  it('a 1.6 kg girl born at 32 weeks, measured at birth: no percentile before the due date', () => {
    const record = toGrowthRecord(row('2026-01-01', { weight: 1.6 }), girl('2026-01-01', WEEKS_32));
    expect(record).toMatchObject({ age_days: 0, corrected_age_days: -56, weight: 1.6 });
    expect(record.who).toEqual(noWho);
    expect(record.who_flags).toEqual(noFlags);
    expect(correctedAgeLine('2026-01-01', '2026-01-01', WEEKS_32)).toBe(
      'Before the due date, 26 Feb 2026 (born at 32 weeks)',
    );
    expect(GROWTH_TEXT.beforeDueDate).toMatch(
      /from the baby’s due date.*INTERGROWTH-21st or Fenton/,
    );
  });

  it('the same girl without a gestational age reads z −4.20, below the 1st percentile', () => {
    const record = toGrowthRecord(row('2026-01-01', { weight: 1.6 }), girl('2026-01-01'));
    expect(record.corrected_age_days).toBeNull();
    expect(record.who.weight_for_age!.z).toBeCloseTo(-4.1955, 2);
    expect(percentileWords(record.who.weight_for_age!.percentile)).toBe('below the 1st percentile');
  });

  it('the same girl at 3 months is compared at her corrected age, 1 month', () => {
    const record = toGrowthRecord(row('2026-04-01', { weight: 3.9 }), girl('2026-01-01', WEEKS_32));
    expect(record).toMatchObject({ age_days: 90, corrected_age_days: 34 });
    // At 34 days −0.7336 (23rd percentile); at her 90 days from birth it would be −3.1305.
    expect(Math.abs(record.who.weight_for_age!.z - -0.7336)).toBeLessThanOrEqual(0.006);
    expect(percentileWords(record.who.weight_for_age!.percentile)).toBe('23rd percentile');
    expect(correctedAgeLine('2026-01-01', '2026-04-01', WEEKS_32)).toBe(
      'Corrected age: 1 month (born at 32 weeks)',
    );
  });

  it('a 26-month-old born at 30 weeks is compared at the age from birth', () => {
    const record = toGrowthRecord(row('2026-03-01', { weight: 11.5 }), boy('2024-01-01', 30 * 7));
    expect(record).toMatchObject({ age_days: 790, corrected_age_days: null });
    expect(Math.abs(record.who.weight_for_age!.z - -0.7493)).toBeLessThanOrEqual(0.006);
    expect(correctedAgeLine('2024-01-01', '2026-03-01', 30 * 7)).toBeNull();
  });

  it('a baby born at term (37 weeks or more) is never corrected', () => {
    const record = toGrowthRecord(row('2026-04-01', { weight: 5.5 }), girl('2026-01-01', 37 * 7));
    expect(record.corrected_age_days).toBeNull();
  });
});

describe("WHO's plausibility flags", () => {
  it('20 kg at 85 cm: "Please check this measurement" instead of a percentile', () => {
    // A girl of 912 days: weight-for-height z +6.50 and BMI-for-age +6.89 are past +5;
    // weight-for-age +3.42 and height-for-age −1.60 are plausible and kept.
    const record = toGrowthRecord(
      row('2026-07-01', { weight: 20, height: 85 }),
      girl('2024-01-01'),
    );
    expect(record.who.weight_for_length).toBeNull();
    expect(record.who.bmi_for_age).toBeNull();
    expect(record.who_flags).toEqual({
      weight_for_age: false,
      length_for_age: false,
      weight_for_length: true,
      bmi_for_age: true,
    });
    expect(Math.abs(record.who.weight_for_age!.z - 3.416)).toBeLessThanOrEqual(0.006);
    expect(Math.abs(record.who.length_for_age!.z - -1.6017)).toBeLessThanOrEqual(0.006);
    expect(record.weight).toBe(20);
    expect(GROWTH_TEXT.checkMeasurement).toBe('Please check this measurement');
  });

  it.each([
    // A boy at birth. Weight-for-age: below −6 (0.8 kg, −6.25) and within (1.0 kg, −5.75).
    [{ weight: 0.8 }, 0, 'weight_for_age', true],
    [{ weight: 1.0 }, 0, 'weight_for_age', false],
    // Above +5: 20 kg at 144 days.
    [{ weight: 20 }, 144, 'weight_for_age', true],
    // Length-for-age: past −6 and +6 at birth.
    [{ height: 30 }, 0, 'length_for_age', true],
    [{ height: 62 }, 0, 'length_for_age', true],
    [{ height: 50 }, 0, 'length_for_age', false],
  ] as const)('%j at %i days: %s flagged %s', (values, ageDays, indicator, flagged) => {
    const dob = '2026-01-01';
    const record = toGrowthRecord(row(addOffset(dob, { days: ageDays }), values), boy(dob));
    expect(record.who_flags[indicator]).toBe(flagged);
    expect(record.who[indicator] === null).toBe(flagged);
  });
});

describe('past five years: the WHO Growth Reference 2007', () => {
  it('an 8-year-old girl: height-for-age and BMI-for-age (and weight to 10 years), no weight-for-height', () => {
    // 3000 days, 98.56 months: interpolated between the 98 and 99 month rows.
    const record = toGrowthRecord(
      row('2026-09-01', { weight: 25, height: 127 }),
      girl('2018-06-15'),
    );
    expect(record.age_days).toBe(3000);
    expect(Math.abs(record.who.length_for_age!.z - -0.1374)).toBeLessThanOrEqual(0.006);
    expect(Math.abs(record.who.bmi_for_age!.z - -0.1472)).toBeLessThanOrEqual(0.006);
    expect(Math.abs(record.who.weight_for_age!.z - -0.1613)).toBeLessThanOrEqual(0.006);
    expect(record.who.weight_for_length).toBeNull();
    expect(record.who_flags).toEqual(noFlags);
    expect(percentileWords(record.who.length_for_age!.percentile)).toBe('44th percentile');
  });

  it('a 12-year-old boy: no weight-for-age past 10 years', () => {
    const record = toGrowthRecord(
      row('2026-09-01', { weight: 40, height: 150 }),
      boy('2014-03-10'),
    );
    expect(Math.abs(record.who.length_for_age!.z - -0.3167)).toBeLessThanOrEqual(0.006);
    expect(Math.abs(record.who.bmi_for_age!.z - -0.0376)).toBeLessThanOrEqual(0.006);
    expect(record.who.weight_for_age).toBeNull();
    expect(record.who.weight_for_length).toBeNull();
    expect(record.who_flags.weight_for_age).toBe(false);
  });

  it('between the two WHO tables (past 1826 days, under 61 months) and past 19 years: none', () => {
    const gap = toGrowthRecord(row('2026-01-15', { weight: 18, height: 110 }), girl('2021-01-01'));
    expect(gap.age_days).toBe(1840);
    expect(gap.who).toEqual(noWho);
    const adult = toGrowthRecord(
      row('2026-01-01', { weight: 55, height: 160 }),
      girl('2006-01-01'),
    );
    expect(adult.who).toEqual(noWho);
    expect(whoAvailable('2007-06-01', '2026-01-01')).toBe(true);
    expect(whoAvailable('2006-01-01', '2026-01-01')).toBe(false);
  });
});

describe('the height WHO compares, which the chart plots', () => {
  it('is the height as measured, or adjusted by 0.7 cm for the other position', () => {
    const child = boy('2025-01-01');
    expect(toGrowthRecord(row('2026-06-09', { height: 80.3 }), child).who_height).toBe(80.3);
    expect(
      toGrowthRecord(row('2026-06-09', { height: 80.3, measured: 'standing' }), child).who_height,
    ).toBe(81);
    expect(
      toGrowthRecord(row('2027-06-09', { height: 90, measured: 'lying' }), child).who_height,
    ).toBe(89.3);
    expect(toGrowthRecord(row('2026-06-09', { weight: 9 }), child).who_height).toBeNull();
  });
});
