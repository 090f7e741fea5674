import { describe, expect, it } from 'vitest';
import { correctedAgeLine, ordinal, percentileWords } from './growth-words';

describe('percentiles in words, one wording for the app and the card', () => {
  it('uses English ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 48, 97, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '48th',
      '97th',
      '111th',
    ]);
  });

  it('rounds to a whole percentile, but says below the 1st and above the 99th', () => {
    expect(percentileWords(48.3)).toBe('48th percentile');
    expect(percentileWords(2.5)).toBe('3rd percentile');
    expect(percentileWords(1)).toBe('1st percentile');
    expect(percentileWords(0.7)).toBe('below the 1st percentile');
    expect(percentileWords(0.2)).toBe('below the 1st percentile');
    expect(percentileWords(99)).toBe('99th percentile');
    expect(percentileWords(99.4)).toBe('above the 99th percentile');
    expect(percentileWords(99.8)).toBe('above the 99th percentile');
  });
});

describe('the corrected age in words', () => {
  it('names the corrected age and how early the baby was born', () => {
    expect(correctedAgeLine('2026-01-01', '2026-04-01', 32 * 7)).toBe(
      'Corrected age: 1 month (born at 32 weeks)',
    );
    expect(correctedAgeLine('2026-01-01', '2026-05-10', 30 * 7 + 3)).toBe(
      'Corrected age: 2 months (born at 30 weeks 3 days)',
    );
    expect(correctedAgeLine('2026-01-01', '2026-01-01', 32 * 7)).toBe(
      'Before the due date, 26 Feb 2026 (born at 32 weeks)',
    );
  });

  it('is null at term, when not known, and from the second birthday', () => {
    expect(correctedAgeLine('2026-01-01', '2026-04-01', 38 * 7)).toBeNull();
    expect(correctedAgeLine('2026-01-01', '2026-04-01', null)).toBeNull();
    expect(correctedAgeLine('2026-01-01', '2028-01-01', 32 * 7)).toBeNull();
  });
});
