import { GROWTH_MESSAGES, RULE_MESSAGES } from '@tika/contract';
import { describe, expect, it } from 'vitest';
import type { GrowthEntry } from '../api/growth';
import {
  acceptsDecimal,
  ageAtRecord,
  formatHeight,
  formatWeight,
  growthFormErrors,
  beforeDueDate,
  correctedAgeOf,
  gestationOf,
  latestMeasurements,
  measurePill,
  newestFirst,
  parseMeasurement,
  percentileLine,
  readingOf,
} from './growth-rules';

const noWho = { weightForAge: null, lengthForAge: null, weightForLength: null, bmiForAge: null };
const noFlags = {
  weightForAge: false,
  lengthForAge: false,
  weightForLength: false,
  bmiForAge: false,
};
const record = (
  id: string,
  recordDate: string,
  weight: number | null,
  height: number | null,
  who: Partial<GrowthEntry['who']> = {},
): GrowthEntry => ({
  id,
  addedBy: null,
  recordDate,
  weight,
  height,
  heightFeetInches: height === null ? null : `${id} ft`,
  measured: null,
  ageDays: 0,
  correctedAgeDays: null,
  whoHeight: height,
  who: { ...noWho, ...who },
  whoFlags: noFlags,
});

describe('percentiles in words', () => {
  it('names what was compared', () => {
    expect(percentileLine('weightForAge', { z: -0.04, percentile: 48.3 })).toBe(
      'Weight: 48th percentile for age',
    );
    expect(percentileLine('heightForAge', { z: 0.3, percentile: 61.8 })).toBe(
      'Height: 62nd percentile for age',
    );
    expect(percentileLine('weightForHeight', { z: -2.5, percentile: 0.3 })).toBe(
      'Weight for height: below the 1st percentile',
    );
    expect(percentileLine('weightForAge', null)).toBeNull();
    expect(percentileLine('bmiForAge', { z: 0.1, percentile: 54 })).toBe(
      'BMI: 54th percentile for age',
    );
  });
  it('asks to check a flagged value instead of giving its percentile', () => {
    const flagged = {
      ...record('a', '2026-07-01', 20, 85, { weightForAge: { z: 3.42, percentile: 99.97 } }),
      whoFlags: { ...noFlags, weightForLength: true, bmiForAge: true },
    };
    expect(readingOf('weightForHeight', flagged)).toEqual({
      line: 'Weight for height: Please check this measurement',
      check: true,
    });
    expect(readingOf('weightForAge', flagged)).toEqual({
      line: 'Weight: above the 99th percentile for age',
      percentile: 99.97,
    });
    expect(measurePill('weightForAge', flagged)).toEqual({
      text: 'above the 99th percentile',
      check: false,
    });
    expect(
      measurePill('heightForAge', { ...flagged, whoFlags: { ...noFlags, lengthForAge: true } }),
    ).toEqual({ text: 'Please check this measurement', check: true });
    expect(latestMeasurements([flagged]).weightForHeight).toMatchObject({ check: true });
  });
  it('gives BMI for age past five years, where there is no weight for height', () => {
    const latest = latestMeasurements([
      record('a', '2026-09-01', 25, 127, { bmiForAge: { z: -0.15, percentile: 44 } }),
    ]);
    expect(latest.weightForHeight).toEqual({
      line: 'BMI: 44th percentile for age',
      percentile: 44,
    });
  });
});

describe('a baby born early', () => {
  const dob = '2026-01-01';
  const list = { gestationalWeeks: 32, gestationalDays: 0 };
  it('is compared at the corrected age, which the tab says', () => {
    expect(gestationOf(list)).toBe(224);
    expect(gestationOf({ gestationalWeeks: null, gestationalDays: null })).toBeNull();
    const later = { ...record('a', '2026-04-01', 3.9, null), ageDays: 90, correctedAgeDays: 34 };
    expect(correctedAgeOf(later, dob, 224)).toBe('Corrected age: 1 month (born at 32 weeks)');
    expect(beforeDueDate(later)).toBe(false);
    const atBirth = { ...record('b', dob, 1.6, null), correctedAgeDays: -56 };
    expect(correctedAgeOf(atBirth, dob, 224)).toBe(
      'Before the due date, 26 Feb 2026 (born at 32 weeks)',
    );
    expect(beforeDueDate(atBirth)).toBe(true);
    expect(correctedAgeOf(record('c', '2026-04-01', 5, null), dob, 224)).toBeNull();
  });
});

describe('measurements', () => {
  it('formats weight and height with feet and inches', () => {
    expect(formatWeight(8.25)).toBe('8.25 kg');
    expect(formatWeight(9)).toBe('9 kg');
    expect(formatHeight(75.7, '2 ft 6 in')).toBe('75.7 cm (2 ft 6 in)');
    expect(formatHeight(80, null)).toBe('80 cm');
  });
  it('says the age on the day', () => {
    expect(ageAtRecord('2025-01-20', '2025-01-20')).toBe('at birth');
    expect(ageAtRecord('2025-01-20', '2025-02-01')).toBe('at 12 days');
    expect(ageAtRecord('2025-01-20', '2026-04-25')).toBe('at 1 year 3 months');
  });
  it('lists newest first, the last added first within a day', () => {
    const list = [
      record('a', '2025-02-01', 4, null),
      record('b', '2025-03-01', 5, null),
      record('c', '2025-03-01', 5.1, null),
      record('d', '2025-01-25', 3.5, null),
    ];
    expect(newestFirst(list).map((r) => r.id)).toEqual(['c', 'b', 'a', 'd']);
  });
  it('takes the newest weight and the newest height, even from different days', () => {
    const latest = latestMeasurements([
      record('a', '2025-02-01', 4, 55, {
        weightForAge: { z: 0, percentile: 50 },
        lengthForAge: { z: 1, percentile: 84.1 },
      }),
      record('b', '2025-03-01', 5, null, { weightForAge: { z: 0.1, percentile: 54 } }),
    ]);
    expect(latest.date).toBe('2025-03-01');
    expect(latest.weight).toEqual({
      kg: 5,
      date: '2025-03-01',
      reading: { line: 'Weight: 54th percentile for age', percentile: 54 },
    });
    expect(latest.height).toMatchObject({
      cm: 55,
      date: '2025-02-01',
      reading: { line: 'Height: 84th percentile for age' },
    });
    expect(latest.weightForHeight).toBeNull();
  });
  it('gives weight for height when both were measured together', () => {
    const latest = latestMeasurements([
      record('a', '2025-02-01', 4, 55, { weightForLength: { z: 0, percentile: 40.2 } }),
    ]);
    expect(latest.weightForHeight).toEqual({
      line: 'Weight for height: 40th percentile',
      percentile: 40.2,
    });
  });
});

describe('the add-record form (docs/product/validation.md)', () => {
  const dob = '2025-01-20';
  const today = '2026-01-03';
  const valid = { date: '2025-06-01', height: '', weight: '7.5' };

  it('takes decimals as typed, with a point or a comma', () => {
    for (const ok of ['', '7', '7.', '7.5', '72.55', '123', '7,5', '.5'])
      expect(acceptsDecimal(ok)).toBe(true);
    for (const bad of ['7.555', '1234', 'abc', '7.5.1', '-1', '7 5'])
      expect(acceptsDecimal(bad)).toBe(false);
    expect(parseMeasurement('')).toBeUndefined();
    expect(parseMeasurement(' 7,5 ')).toBe(7.5);
    expect(parseMeasurement('.')).toBeNaN();
  });
  it('needs a height or a weight', () => {
    expect(growthFormErrors({ ...valid, weight: '' }, dob, today)).toEqual({
      form: GROWTH_MESSAGES.oneRequired,
    });
    expect(growthFormErrors(valid, dob, today)).toEqual({});
    expect(growthFormErrors({ ...valid, weight: '', height: '66' }, dob, today)).toEqual({});
  });
  it('keeps height under 200 cm and weight under 100 kg, above 0', () => {
    expect(growthFormErrors({ ...valid, height: '200', weight: '100' }, dob, today)).toEqual({
      height: GROWTH_MESSAGES.height,
      weight: GROWTH_MESSAGES.weight,
    });
    expect(growthFormErrors({ ...valid, height: '0', weight: '.' }, dob, today)).toEqual({
      height: GROWTH_MESSAGES.height,
      weight: GROWTH_MESSAGES.weight,
    });
    expect(growthFormErrors({ ...valid, height: '199.99', weight: '99.99' }, dob, today)).toEqual(
      {},
    );
  });
  it('needs a date between the birth date and today', () => {
    expect(growthFormErrors({ ...valid, date: '' }, dob, today)).toEqual({
      date: RULE_MESSAGES.growth_date_required,
    });
    expect(growthFormErrors({ ...valid, date: '2026-01-04' }, dob, today)).toEqual({
      date: GROWTH_MESSAGES.dateFuture,
    });
    expect(growthFormErrors({ ...valid, date: '2025-01-19' }, dob, today)).toEqual({
      date: GROWTH_MESSAGES.dateBeforeBirth,
    });
    expect(growthFormErrors({ ...valid, date: dob }, dob, today)).toEqual({});
    expect(growthFormErrors({ ...valid, date: today }, dob, today)).toEqual({});
  });
});
