import { describe, expect, it } from 'vitest';
import { ageParts, ageText } from './age';

describe('ageText', () => {
  it.each([
    ['2026-11-22', '2026-11-22', '0 days'],
    ['2026-11-21', '2026-11-22', '1 day'],
    ['2026-10-23', '2026-11-22', '30 days'],
    ['2026-10-22', '2026-11-22', '1 month'],
    ['2026-01-31', '2026-02-28', '1 month'],
    ['2025-12-01', '2026-11-22', '11 months'],
    ['2025-11-22', '2026-11-22', '1 year'],
    ['2024-09-10', '2026-11-22', '2 years 2 months'],
    ['2023-10-22', '2026-11-22', '3 years 1 month'],
  ])('born %s, on %s: %s', (dob, today, text) => {
    expect(ageText(dob, today)).toBe(text);
  });
});

describe('ageParts', () => {
  it.each([
    ['2026-11-21', '2026-11-22', { years: 0, months: 0, days: 1 }],
    ['2026-10-22', '2026-11-22', { years: 0, months: 1, days: 0 }],
    ['2024-09-10', '2026-11-22', { years: 2, months: 2, days: 0 }],
    ['2026-11-23', '2026-11-22', { years: 0, months: 0, days: 0 }],
  ])('born %s, on %s', (dob, today, parts) => {
    expect(ageParts(dob, today)).toEqual(parts);
  });
});
