import { describe, expect, it } from 'vitest';
import type { GrowthRecord } from '@tika/contract';
import { type CardGrowth, growthLines, productText } from './card-model';

const record = (over: Partial<GrowthRecord>): GrowthRecord => ({
  id: 'r1',
  record_date: '2026-11-01',
  height: null,
  weight: null,
  height_feet_inches: null,
  measured: null,
  age_days: 300,
  corrected_age_days: null,
  who_height: null,
  who: { weight_for_age: null, length_for_age: null, weight_for_length: null, bmi_for_age: null },
  who_flags: {
    weight_for_age: false,
    length_for_age: false,
    weight_for_length: false,
    bmi_for_age: false,
  },
  ...over,
});
const growth = (records: GrowthRecord[], over: Partial<CardGrowth> = {}): CardGrowth => ({
  records,
  who_available: true,
  gestational_weeks: null,
  gestational_days: null,
  ...over,
});

describe("the card's growth lines", () => {
  it('say percentiles in the app’s words: below the 1st, never rounded up to it', () => {
    const lines = growthLines(
      growth([
        record({
          weight: 7.1,
          height: 67,
          height_feet_inches: '2 ft 2.5 in',
          who: {
            weight_for_age: { z: -2.5, percentile: 0.7 },
            length_for_age: { z: 0.1, percentile: 54 },
            weight_for_length: { z: 2.4, percentile: 99.2 },
            bmi_for_age: { z: 0, percentile: 50 },
          },
        }),
      ]),
      '2026-01-01',
    ).lines;
    expect(lines).toEqual([
      'Weight: 7.1 kg on 1 Nov 2026 (weight-for-age below the 1st percentile)',
      'Height: 67 cm (2 ft 2.5 in) on 1 Nov 2026 (length/height-for-age 54th percentile)',
      'Weight-for-length/height on 1 Nov 2026: above the 99th percentile',
    ]);
  });

  it('ask to check a flagged value instead of giving it a percentile', () => {
    const lines = growthLines(
      growth([
        record({
          weight: 20,
          height: 85,
          height_feet_inches: '2 ft 9.5 in',
          who: {
            weight_for_age: { z: 3.42, percentile: 99.97 },
            length_for_age: { z: -1.6, percentile: 5.5 },
            weight_for_length: null,
            bmi_for_age: null,
          },
          who_flags: {
            weight_for_age: false,
            length_for_age: false,
            weight_for_length: true,
            bmi_for_age: true,
          },
        }),
      ]),
      '2024-01-01',
    ).lines;
    expect(lines[2]).toBe('Weight-for-length/height on 1 Nov 2026: Please check this measurement');
  });

  it('say the corrected age of a baby born early, and why there is no percentile before the due date', () => {
    const dob = '2026-10-01';
    const card = growthLines(
      growth([record({ record_date: dob, weight: 1.6, age_days: 0, corrected_age_days: -56 })], {
        gestational_weeks: 32,
        gestational_days: 0,
      }),
      dob,
    );
    expect(card.lines).toEqual([
      'Weight: 1.6 kg on 1 Oct 2026',
      'Before the due date, 26 Nov 2026 (born at 32 weeks), on 1 Oct 2026',
    ]);
    expect(card.note).toMatch(
      /^Growth is compared with the WHO standards from the baby’s due date/,
    );

    const later = growthLines(
      growth(
        [
          record({
            record_date: '2027-01-01',
            weight: 4.1,
            age_days: 92,
            corrected_age_days: 36,
            who: {
              weight_for_age: { z: -0.5, percentile: 30.9 },
              length_for_age: null,
              weight_for_length: null,
              bmi_for_age: null,
            },
          }),
        ],
        { gestational_weeks: 32, gestational_days: 0 },
      ),
      dob,
    );
    expect(later.lines).toContain('Corrected age: 1 month (born at 32 weeks), on 1 Jan 2027');
    expect(later.note).toMatch(/at the corrected age\.$/);
  });

  it('give BMI-for-age past five years, where weight-for-height no longer applies', () => {
    const lines = growthLines(
      growth([
        record({
          weight: 25,
          height: 127,
          height_feet_inches: '4 ft 2 in',
          age_days: 3000,
          who: {
            weight_for_age: { z: -0.16, percentile: 43.6 },
            length_for_age: { z: -0.14, percentile: 44.4 },
            weight_for_length: null,
            bmi_for_age: { z: -0.15, percentile: 44 },
          },
        }),
      ]),
      '2018-06-15',
    ).lines;
    expect(lines[2]).toBe('BMI-for-age on 1 Nov 2026: 44th percentile');
  });
});

describe("the card's given column", () => {
  it('names the brand and batch the parent recorded, and nothing when there are none', () => {
    expect(productText({ brand: 'Rotarix', batch: 'AB123' })).toBe(' (Rotarix, batch AB123)');
    expect(productText({ brand: 'Rotarix', batch: '' })).toBe(' (Rotarix)');
    expect(productText({ brand: '', batch: 'AB123' })).toBe(' (batch AB123)');
    expect(productText({ brand: '', batch: '' })).toBe('');
  });
});
