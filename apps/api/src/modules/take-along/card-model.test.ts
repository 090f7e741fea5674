import { describe, expect, it } from 'vitest';
import type { GrowthRecord } from '@tika/contract';
import { type CardGrowth, growthLines, productText } from './card-model';

const record = (over: Partial<GrowthRecord>): GrowthRecord => ({
  id: 'r1',
  added_by: null,
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
      'en',
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
      'en',
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
      'en',
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
      'en',
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
      'en',
    ).lines;
    expect(lines[2]).toBe('BMI-for-age on 1 Nov 2026: 44th percentile');
  });
});

describe("the card's given column", () => {
  it('names the brand and batch the parent recorded, and nothing when there are none', () => {
    expect(productText({ brand: 'Rotarix', batch: 'AB123' }, 'en')).toBe(' (Rotarix, batch AB123)');
    expect(productText({ brand: 'Rotarix', batch: '' }, 'en')).toBe(' (Rotarix)');
    expect(productText({ brand: '', batch: 'AB123' }, 'en')).toBe(' (batch AB123)');
    expect(productText({ brand: '', batch: '' }, 'en')).toBe('');
  });
});

describe("the card's growth lines in Hindi", () => {
  it('give percentiles as numbers, no ordinals, and ask to check a flagged value', () => {
    const card = growthLines(
      growth([
        record({
          weight: 7.1,
          height: 67,
          height_feet_inches: '2 ft 2.5 in',
          who: {
            weight_for_age: { z: -2.5, percentile: 0.7 },
            length_for_age: { z: 3.5, percentile: 99.97 },
            weight_for_length: null,
            bmi_for_age: null,
          },
          who_flags: {
            weight_for_age: false,
            length_for_age: false,
            weight_for_length: true,
            bmi_for_age: false,
          },
        }),
      ]),
      '2026-01-01',
      'hi',
    );
    expect(card.lines).toEqual([
      'वज़न: 7.1 kg, 1 नव॰ 2026 को (उम्र के हिसाब से 1 पर्सेंटाइल से नीचे)',
      'लंबाई: 67 cm (2 ft 2.5 in), 1 नव॰ 2026 को (उम्र के हिसाब से 99 पर्सेंटाइल से ऊपर)',
      'लंबाई के हिसाब से वज़न, 1 नव॰ 2026 को: कृपया यह नाप जाँच लें',
    ]);
    expect(card.note).toMatch(/^पर्सेंटाइल में बच्चे की तुलना उसी उम्र और लिंग के बच्चों से होती है:/);
  });

  it('give BMI-for-age past five years', () => {
    const { lines } = growthLines(
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
      'hi',
    );
    expect(lines[2]).toBe('उम्र के हिसाब से BMI, 1 नव॰ 2026 को: 44 पर्सेंटाइल');
  });

  it('say the corrected age of a baby born early, before and after the due date', () => {
    const dob = '2026-10-01';
    const early = { gestational_weeks: 32, gestational_days: 3 };
    const before = growthLines(
      growth(
        [record({ record_date: dob, weight: 1.6, age_days: 0, corrected_age_days: -53 })],
        early,
      ),
      dob,
      'hi',
    );
    expect(before.lines).toEqual([
      'वज़न: 1.6 kg, 1 अक्टू॰ 2026 को',
      'जन्म की अनुमानित तारीख़ 23 नव॰ 2026 से पहले (गर्भ के 32 हफ़्ते 3 दिन पर जन्म), 1 अक्टू॰ 2026 को',
    ]);
    expect(before.note).toMatch(/^जन्म की अनुमानित तारीख़ से बच्चे की बढ़त की तुलना WHO/);

    const later = growthLines(
      growth([record({ record_date: '2027-01-01', weight: 4.1, corrected_age_days: 39 })], early),
      dob,
      'hi',
    );
    expect(later.lines).toContain('करेक्टेड उम्र: 1 महीना (गर्भ के 32 हफ़्ते 3 दिन पर जन्म), 1 जन॰ 2027 को');
    expect(later.note).toContain(', करेक्टेड उम्र पर:');
  });

  it('say there is nothing measured yet, and the batch in Hindi', () => {
    expect(growthLines(growth([]), '2026-01-01', 'hi')).toEqual({
      lines: ['अभी लंबाई या वज़न का कोई नाप दर्ज नहीं है।'],
      note: '',
    });
    expect(productText({ brand: 'Rotavac', batch: 'RV123' }, 'hi')).toBe(' (Rotavac, बैच RV123)');
  });
});
