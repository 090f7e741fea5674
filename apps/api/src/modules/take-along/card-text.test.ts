import { describe, expect, it } from 'vitest';
import iap from '../../db/reference/schedules/iap-acvip-2023.json';
import uip from '../../db/reference/schedules/uip.json';
import { hindiAgeGroup } from '../../i18n/age-words';
import { CARD_TEXT } from './card-text';

/** Every key path of an object: "growth.indicator.bmi_for_age". */
function keyPaths(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, inner]) =>
    inner && typeof inner === 'object'
      ? keyPaths(inner as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('the card’s words', () => {
  it('exist in both languages, key for key', () => {
    expect(keyPaths(CARD_TEXT.hi).sort()).toEqual(keyPaths(CARD_TEXT.en).sort());
  });

  it('say every age group of both schedules in Hindi', () => {
    const groups = new Set([...iap.doses, ...uip.doses].map((dose) => dose.ageGroup));
    for (const group of groups) expect(hindiAgeGroup(group), group).not.toMatch(/[A-Za-z]/);
    expect(hindiAgeGroup('Birth')).toBe('जन्म पर');
    expect(hindiAgeGroup('6 weeks')).toBe('6 हफ़्ते');
    expect(hindiAgeGroup('1 month')).toBe('1 महीना');
    expect(hindiAgeGroup('16–18 months')).toBe('16–18 महीने');
    expect(hindiAgeGroup('10–12 years')).toBe('10–12 साल');
    expect(hindiAgeGroup('Yearly until 5 years')).toBe('5 साल तक हर साल');
    expect(hindiAgeGroup('Every 6 months to 5 years')).toBe('5 साल तक हर 6 महीने');
    expect(hindiAgeGroup('Started at 15 years or later')).toBe('15 साल या उसके बाद शुरू करने पर');
    // A label of another shape is printed as written rather than half translated.
    expect(hindiAgeGroup('At school entry')).toBe('At school entry');
  });

  it('say a child’s age and a dose’s days in Hindi with Latin digits', () => {
    const { hi } = CARD_TEXT;
    expect(hi.age('2026-05-01', '2026-11-22')).toBe('6 महीने');
    expect(hi.age('2026-05-01', '2026-06-01')).toBe('1 महीना');
    expect(hi.age('2024-05-01', '2026-06-10')).toBe('2 साल 1 महीना');
    expect(hi.age('2024-05-01', '2026-05-10')).toBe('2 साल');
    expect(hi.age('2026-11-20', '2026-11-22')).toBe('2 दिन');
    expect(hi.status.due(0)).toBe('आज लगना है');
    expect(hi.status.due(28)).toBe('28 दिन में लगना है');
    expect(hi.status.overdue(107)).toBe('तारीख़ 107 दिन पहले निकल गई');
    expect(hi.date('2026-12-04')).toBe('4 दिस॰ 2026');
  });
});
