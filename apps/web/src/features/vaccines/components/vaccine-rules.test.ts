import { CALENDAR_RANGE_MESSAGE, RULE_MESSAGES, VACCINE_MESSAGES } from '@tika/contract';
import { describe, expect, it } from 'vitest';
import { addVaccineErrors, overdueLabel, takenOnLabel, upcomingGroupLabel } from './vaccine-rules';

const dob = '2025-06-10';
const today = '2026-01-03';

describe('add vaccine', () => {
  it('needs a name and a date', () => {
    expect(addVaccineErrors({ name: '  ', date: '' }, dob)).toEqual({
      name: RULE_MESSAGES.vaccine_name_required,
      date: RULE_MESSAGES.recommended_date_required,
    });
  });
  it('refuses a date before the birth date, and allows a future one', () => {
    expect(addVaccineErrors({ name: 'Flu', date: '2025-06-09' }, dob)).toEqual({
      date: VACCINE_MESSAGES.recommendedBeforeBirth,
    });
    expect(addVaccineErrors({ name: 'Flu', date: '2030-01-01' }, dob)).toEqual({});
  });
  it('refuses a date past the 2050 calendar', () => {
    expect(addVaccineErrors({ name: 'Flu', date: '2050-12-31' }, dob)).toEqual({});
    expect(addVaccineErrors({ name: 'Flu', date: '2051-01-01' }, dob)).toEqual({
      date: CALENDAR_RANGE_MESSAGE,
    });
  });
});

describe('list labels (docs/product/dashboard.md)', () => {
  it('counts down the first upcoming group', () => {
    expect(upcomingGroupLabel({ actionable: true, dueDate: today, vaccines: [{ days: 0 }] })).toBe(
      'Due Today',
    );
    expect(
      upcomingGroupLabel({ actionable: true, dueDate: '2026-01-08', vaccines: [{ days: 5 }] }),
    ).toBe('Due in 5 Days');
    expect(
      upcomingGroupLabel({ actionable: true, dueDate: '2026-01-04', vaccines: [{ days: 1 }] }),
    ).toBe('Due in 1 Day');
  });
  it('gives later groups their date', () => {
    expect(
      upcomingGroupLabel({ actionable: false, dueDate: '2026-03-01', vaccines: [{ days: 57 }] }),
    ).toBe('Due on 1 Mar 2026');
  });
  it('labels overdue and completed entries', () => {
    expect(overdueLabel(12)).toBe('Overdue by 12 Days');
    expect(takenOnLabel('2026-01-03')).toBe('Taken on 3 Jan 2026');
  });
});
