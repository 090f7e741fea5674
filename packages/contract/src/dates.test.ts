import { describe, expect, it } from 'vitest';
import {
  addOffset,
  CALENDAR_RANGE_MESSAGE,
  daysBetween,
  displayDate,
  displayDateIn,
  parseDisplayDate,
  isIsoDate,
  isWithinCalendar,
  todayIn,
} from './dates';

describe('dates', () => {
  it('validates real calendar dates only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-13-01')).toBe(false);
    expect(isIsoDate('2024/01/01')).toBe(false);
    expect(isIsoDate('24-01-01')).toBe(false);
  });

  it("computes today in the parent's time zone, not UTC", () => {
    // 20:00 UTC is already 01:30 the next day in India.
    const now = new Date('2026-03-10T20:00:00Z');
    expect(todayIn('Asia/Kolkata', now)).toBe('2026-03-11');
    expect(todayIn('UTC', now)).toBe('2026-03-10');
    // 18:29 UTC is 23:59 in India: still the same day.
    expect(todayIn('Asia/Kolkata', new Date('2026-03-10T18:29:59Z'))).toBe('2026-03-10');
  });
});

describe('addOffset', () => {
  it.each([
    ['2026-01-01', { weeks: 6 }, '2026-02-12'],
    ['2026-01-31', { months: 1 }, '2026-02-28'],
    ['2024-01-31', { months: 1 }, '2024-02-29'],
    ['2024-02-29', { years: 1 }, '2025-02-28'],
    ['2026-03-15', { months: 18 }, '2027-09-15'],
    ['2026-03-15', { years: 9, months: 6 }, '2035-09-15'],
    ['2026-12-20', { weeks: 2 }, '2027-01-03'],
    ['2026-05-10', {}, '2026-05-10'],
  ])('%s + %j = %s', (from, offset, expected) => {
    expect(addOffset(from, offset)).toBe(expected);
  });

  it('counts days between dates across months and leap years', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2026-11-22', '2026-11-22')).toBe(0);
    expect(daysBetween('2026-11-22', '2026-11-20')).toBe(-2);
  });
});

describe('the calendar range (docs/product/constants.md)', () => {
  it('runs from 1 Jan 1980 to 31 Dec 2050', () => {
    expect(isWithinCalendar('1980-01-01')).toBe(true);
    expect(isWithinCalendar('2050-12-31')).toBe(true);
    expect(isWithinCalendar('1979-12-31')).toBe(false);
    expect(isWithinCalendar('2051-01-01')).toBe(false);
    expect(isWithinCalendar('1900-01-01')).toBe(false);
    expect(isWithinCalendar('9999-12-31')).toBe(false);
    expect(CALENDAR_RANGE_MESSAGE).toBe('Please choose a date between 1980 and 2050');
  });
});

describe('displayDate', () => {
  it('writes the day, the short month and the year', () => {
    expect(displayDate('2026-06-01')).toBe('1 Jun 2026');
    expect(displayDate('2025-12-31')).toBe('31 Dec 2025');
  });
});

describe('displayDateIn', () => {
  it('writes English as displayDate does', () => {
    expect(displayDateIn('2026-12-04', 'en')).toBe('4 Dec 2026');
  });

  it('writes every Hindi month as Intl does for hi-IN, with Latin digits, on the same calendar day', () => {
    const intl = new Intl.DateTimeFormat('hi-IN-u-nu-latn', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let month = 1; month <= 12; month++) {
      const iso = `2026-${String(month).padStart(2, '0')}-04`;
      expect(displayDateIn(iso, 'hi')).toBe(
        intl.format(new Date(Date.UTC(2026, month - 1, 4, 12))),
      );
    }
    expect(displayDateIn('2026-12-04', 'hi')).toBe('4 दिस॰ 2026');
    expect(displayDateIn('2027-01-01', 'hi')).toBe('1 जन॰ 2027');
    expect(displayDateIn('2026-05-31', 'hi')).toBe('31 मई 2026');
  });
});

describe('parseDisplayDate', () => {
  it('reads back every date displayDate writes', () => {
    for (let month = 1; month <= 12; month++) {
      const iso = `2026-${String(month).padStart(2, '0')}-04`;
      expect(parseDisplayDate(displayDate(iso))).toBe(iso);
    }
    expect(parseDisplayDate('31 Dec 2025')).toBe('2025-12-31');
  });

  it('refuses what displayDate never writes', () => {
    for (const text of [
      '31 Feb 2026',
      'Dec 4 2026',
      '4 December 2026',
      '4 dec 2026',
      '',
      '2026-12-04',
    ])
      expect(parseDisplayDate(text)).toBeNull();
  });
});
