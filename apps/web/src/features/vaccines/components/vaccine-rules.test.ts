import { CALENDAR_RANGE_MESSAGE, VACCINE_MESSAGES } from '@tika/contract';
import { describe, expect, it } from 'vitest';
import {
  addVaccineErrors,
  overdueLabel,
  RECOMMENDED_DATE_REQUIRED,
  takenOnLabel,
  upcomingGroupLabel,
  VACCINE_NAME_REQUIRED,
  vaccinationDateError,
} from './vaccine-rules';

const dob = '2025-06-10';
const today = '2026-01-03';

describe('vaccination date (docs/product/validation.md)', () => {
  it('must be chosen', () =>
    expect(vaccinationDateError('', dob, today)).toBe(VACCINE_MESSAGES.dateRequired));
  it('cannot be after today', () =>
    expect(vaccinationDateError('2026-01-04', dob, today)).toBe(VACCINE_MESSAGES.dateInFuture));
  it('cannot be before the birth date', () =>
    expect(vaccinationDateError('2025-06-09', dob, today)).toBe(VACCINE_MESSAGES.dateBeforeBirth));
  it('may be the birth date or today', () => {
    expect(vaccinationDateError(dob, dob, today)).toBeNull();
    expect(vaccinationDateError(today, dob, today)).toBeNull();
  });
  it('stays inside the 1980–2050 calendar', () => {
    expect(vaccinationDateError('1900-01-01', '1900-01-01', today)).toBe(CALENDAR_RANGE_MESSAGE);
    expect(vaccinationDateError('9999-12-31', dob, '9999-12-31')).toBe(CALENDAR_RANGE_MESSAGE);
  });
  it('compares across month and year ends as dates', () => {
    expect(vaccinationDateError('2025-12-31', dob, today)).toBeNull();
    expect(vaccinationDateError('2026-10-01', dob, '2026-09-30')).toBe(
      VACCINE_MESSAGES.dateInFuture,
    );
  });
});

describe('add vaccine', () => {
  it('needs a name and a date', () => {
    expect(addVaccineErrors({ name: '  ', date: '' }, dob)).toEqual({
      name: VACCINE_NAME_REQUIRED,
      date: RECOMMENDED_DATE_REQUIRED,
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
