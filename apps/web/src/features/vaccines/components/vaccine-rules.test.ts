import { i18n } from '@lingui/core';
import { CALENDAR_RANGE_MESSAGE, RULE_MESSAGES, VACCINE_MESSAGES } from '@tika/contract';
import { describe, expect, it } from 'vitest';
import { BULK_TEXT, LIST_TEXT, NOT_NEEDED_TEXT } from '../strings';
import {
  addVaccineErrors,
  brandsFor,
  bulkDate,
  bulkErrors,
  notNeededErrors,
  notNeededNeedsNote,
  notNeededReasonsFor,
  outstandingLabel,
  overdueLabel,
  takenOnLabel,
  timeUntilText,
  upcomingGroupLabel,
} from './vaccine-rules';

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

describe('how far off a date is, in calendar months', () => {
  it('counts years and months, then months, then days', () => {
    expect(timeUntilText('2026-01-03', '2029-03-03')).toBe('in 3 years 2 months');
    expect(timeUntilText('2026-01-03', '2029-03-02')).toBe('in 3 years 1 month');
    expect(timeUntilText('2026-01-03', '2027-01-03')).toBe('in 1 year');
    expect(timeUntilText('2026-01-03', '2026-06-10')).toBe('in 5 months');
    expect(timeUntilText('2026-01-03', '2026-01-15')).toBe('in 12 days');
    expect(timeUntilText('2026-01-03', '2026-01-04')).toBe('in 1 day');
  });
  it('uses calendar months: 31 Jan to 28 Feb is a month', () => {
    expect(timeUntilText('2026-01-31', '2026-02-28')).toBe('in 1 month');
    expect(timeUntilText('2026-01-31', '2026-02-27')).toBe('in 27 days');
  });
  it('says today on the day, and nothing for a date past', () => {
    expect(timeUntilText(today, today)).toBe('today');
    expect(timeUntilText(today, '2026-01-02')).toBeNull();
  });
});

describe('list labels', () => {
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
  it("gives later groups their date and how far off it is, from the server's days", () => {
    expect(
      upcomingGroupLabel({ actionable: false, dueDate: '2026-03-01', vaccines: [{ days: 57 }] }),
    ).toBe('Due on 1 Mar 2026 · in 1 month');
    // 1193 days before 10 Apr 2029 is 3 Jan 2026.
    expect(
      upcomingGroupLabel({ actionable: false, dueDate: '2029-04-10', vaccines: [{ days: 1193 }] }),
    ).toBe('Due on 10 Apr 2029 · in 3 years 3 months');
  });
  it("falls back on the parent's today, or the date alone", () => {
    expect(
      upcomingGroupLabel(
        { actionable: false, dueDate: '2029-03-03', vaccines: [{ days: null }] },
        today,
      ),
    ).toBe('Due on 3 Mar 2029 · in 3 years 2 months');
    expect(
      upcomingGroupLabel({ actionable: false, dueDate: '2029-03-03', vaccines: [{ days: null }] }),
    ).toBe('Due on 3 Mar 2029');
  });
  it('labels overdue, catch-up and completed entries', () => {
    expect(overdueLabel(12)).toBe('Overdue by 12 Days');
    expect(outstandingLabel({ days: 3, forecast: { state: 'due' } })).toBe('Overdue by 3 Days');
    expect(outstandingLabel({ days: 3, forecast: null })).toBe('Overdue by 3 Days');
    expect(outstandingLabel({ days: 40, forecast: { state: 'catch_up' } })).toBe(
      i18n._(LIST_TEXT.catchUp),
    );
    expect(takenOnLabel('2026-01-03')).toBe('Taken on 3 Jan 2026');
  });
});

describe('brands and reasons of a dose', () => {
  it("offers the dashboard's brands for the dose code, none for a vaccine of the parent's", () => {
    const brands = [
      { doseCode: 'rota-1', names: ['Rotarix', 'RotaTeq'] },
      { doseCode: 'rota-2', names: ['Rotarix'] },
    ];
    expect(brandsFor(brands, 'rota-1')).toEqual(['Rotarix', 'RotaTeq']);
    expect(brandsFor(brands, 'bcg')).toEqual([]);
    expect(brandsFor(brands, null)).toEqual([]);
  });
  it('offers a brand or district reason only for its own vaccine', () => {
    expect(notNeededReasonsFor('rota-3')).toEqual(['two_dose_brand', 'doctor_advice', 'other']);
    expect(notNeededReasonsFor('rvv-3')).toEqual(['two_dose_brand', 'doctor_advice', 'other']);
    expect(notNeededReasonsFor('hepb-4')).toEqual([
      'no_combination_vaccine',
      'doctor_advice',
      'other',
    ]);
    expect(notNeededReasonsFor('je-1')).toEqual(['not_endemic', 'doctor_advice', 'other']);
    expect(notNeededReasonsFor('mmr-1')).toEqual(['doctor_advice', 'other']);
    expect(notNeededReasonsFor(null)).toEqual(['doctor_advice', 'other']);
  });
  it('needs a reason, and words for "another reason"', () => {
    expect(notNeededErrors({ reason: '', note: '' })).toEqual({
      reason: i18n._(NOT_NEEDED_TEXT.reasonRequired),
    });
    expect(notNeededErrors({ reason: 'other', note: ' ' })).toEqual({
      note: i18n._(NOT_NEEDED_TEXT.noteRequired),
    });
    expect(notNeededErrors({ reason: 'doctor_advice', note: '' })).toEqual({});
    expect(notNeededNeedsNote('doctor_advice')).toBe(true);
    expect(notNeededNeedsNote('two_dose_brand')).toBe(false);
  });
});

describe('one answer for several doses', () => {
  const check = (v: Partial<Parameters<typeof bulkErrors>[0]>) =>
    bulkErrors({ answer: '', date: '', month: '', ...v }, dob, today);
  it('needs an answer, and a date or month for the dated ones', () => {
    expect(check({})).toEqual({ answer: i18n._(BULK_TEXT.answerRequired) });
    expect(check({ answer: 'on_time' })).toEqual({});
    expect(check({ answer: 'not_given' })).toEqual({});
    expect(check({ answer: 'on_date' })).toEqual({ date: VACCINE_MESSAGES.dateRequired });
    expect(check({ answer: 'on_date', date: '2026-01-04' })).toEqual({
      date: VACCINE_MESSAGES.dateInFuture,
    });
    expect(check({ answer: 'on_date', date: '2025-08-01' })).toEqual({});
    expect(check({ answer: 'in_month' })).toEqual({ month: i18n._(BULK_TEXT.monthRequired) });
    expect(check({ answer: 'in_month', month: '2025-13' })).toEqual({
      month: i18n._(BULK_TEXT.monthInvalid),
    });
    expect(check({ answer: 'in_month', month: '2025-05' })).toEqual({
      month: i18n._(BULK_TEXT.monthOutOfRange),
    });
    expect(check({ answer: 'in_month', month: '2026-02' })).toEqual({
      month: i18n._(BULK_TEXT.monthOutOfRange),
    });
    expect(check({ answer: 'in_month', month: '2025-06' })).toEqual({});
    expect(check({ answer: 'in_month', month: '2026-01' })).toEqual({});
  });
  it('sends the day for on_date, the month for in_month, nothing otherwise', () => {
    const v = { date: '2025-08-01', month: '2025-09' };
    expect(bulkDate({ ...v, answer: 'on_date' })).toBe('2025-08-01');
    expect(bulkDate({ ...v, answer: 'in_month' })).toBe('2025-09');
    expect(bulkDate({ ...v, answer: 'on_time' })).toBe('');
  });
});
