import { describe, expect, it } from 'vitest';
import {
  bornAtText,
  correctedAgeDays,
  dueDate,
  gestationalAgeDays,
  gestationalAgeOf,
  gestationalDaysFromWire,
  gestationStatus,
  isPreterm,
} from './gestation';
import { gestationalAgeField, gestationalAgeRule, RULE_MESSAGES } from './rules';
import './zod-config';
import { createChildBodySchema } from './schemas/children';

describe('gestational age', () => {
  it('is weeks + days, kept in days', () => {
    expect(gestationalAgeDays({ weeks: 32, days: 3 })).toBe(227);
    expect(gestationalAgeOf(227)).toEqual({ weeks: 32, days: 3 });
    expect(gestationalAgeOf(154)).toEqual({ weeks: 22, days: 0 });
    expect(gestationalAgeOf(300)).toEqual({ weeks: 42, days: 6 });
    expect(gestationalAgeOf(null)).toBeNull();
  });

  it('is preterm before 37+0 only', () => {
    expect(isPreterm(36 * 7 + 6)).toBe(true);
    expect(isPreterm(37 * 7)).toBe(false);
    expect(isPreterm(null)).toBe(false);
  });

  it.each([
    [32, 0, null],
    [22, 0, null],
    [42, 6, null],
    [32, undefined, null],
    [undefined, undefined, null],
    [null, null, null],
    [21, 6, 'gestational_weeks_range'],
    [43, 0, 'gestational_weeks_range'],
    [32.5, 0, 'gestational_weeks_range'],
    [32, 7, 'gestational_days_range'],
    [32, 1.5, 'gestational_days_range'],
    [null, 3, 'gestational_weeks_required'],
  ] as const)('weeks %s, days %s: %s', (weeks, days, code) => {
    expect(gestationalAgeRule(weeks, days)).toBe(code);
  });

  it('refuses through the schema in the same words, on the field at fault', () => {
    const base = { name: 'Ira', dob: '2026-01-01', gender: 'girl' };
    const issue = (extra: object) =>
      createChildBodySchema.safeParse({ ...base, ...extra }).error?.issues[0];
    expect(issue({ gestational_weeks: 45 })).toMatchObject({
      message: RULE_MESSAGES.gestational_weeks_range,
      path: ['gestational_weeks'],
    });
    expect(issue({ gestational_weeks: 30, gestational_days: 8 })).toMatchObject({
      message: RULE_MESSAGES.gestational_days_range,
      path: ['gestational_days'],
    });
    expect(gestationalAgeField('gestational_weeks_required')).toBe('gestational_weeks');
    expect(createChildBodySchema.parse({ ...base, gestational_weeks: 30 })).toMatchObject({
      gestational_weeks: 30,
    });
  });

  it('comes from the wire as days to store: null clears, left out keeps', () => {
    expect(gestationalDaysFromWire(32, 3)).toBe(227);
    expect(gestationalDaysFromWire(32, undefined)).toBe(224);
    expect(gestationalDaysFromWire(null, null)).toBeNull();
    expect(gestationalDaysFromWire(undefined, undefined)).toBeUndefined();
  });

  it('says born early or at term, and how early', () => {
    expect(gestationStatus(36, 6)).toMatch(/^Born early/);
    expect(gestationStatus(37, 0)).toMatch(/^Born at term/);
    expect(gestationStatus(null, null)).toBeNull();
    expect(bornAtText({ weeks: 32, days: 0 })).toBe('born at 32 weeks');
    expect(bornAtText({ weeks: 32, days: 1 })).toBe('born at 32 weeks 1 day');
    expect(bornAtText({ weeks: 29, days: 4 })).toBe('born at 29 weeks 4 days');
  });
});

describe('corrected age', () => {
  const dob = '2026-01-01';
  const at32 = 32 * 7;

  it('counts from the due date, 40 weeks, for a baby born before 37 weeks', () => {
    expect(dueDate(dob, at32)).toBe('2026-02-26');
    // At birth: 8 weeks before the due date.
    expect(correctedAgeDays(dob, dob, at32)).toBe(-56);
    // Three months later: about one month from the due date.
    expect(correctedAgeDays(dob, '2026-04-01', at32)).toBe(34);
  });

  it('stops at the second birthday, and never applies at term or when not known', () => {
    expect(correctedAgeDays(dob, '2027-12-31', at32)).toBe(729 - 56);
    expect(correctedAgeDays(dob, '2028-01-01', at32)).toBeNull();
    // A 26-month-old born at 30 weeks: the chronological age.
    expect(correctedAgeDays(dob, '2028-03-01', 30 * 7)).toBeNull();
    expect(correctedAgeDays(dob, '2026-04-01', 37 * 7)).toBeNull();
    expect(correctedAgeDays(dob, '2026-04-01', null)).toBeNull();
  });
});
