import { describe, expect, it } from 'vitest';
import { clampIso, formatDisplayDate, isoToLocalDate, localDateToIso } from './calendar-date';

describe('calendar dates', () => {
  it('builds a local-midnight Date from the parts and back again', () => {
    const date = isoToLocalDate('2026-01-03')!;
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([
      2026, 0, 3, 0,
    ]);
    expect(localDateToIso(date)).toBe('2026-01-03');
  });

  it('rejects malformed and impossible dates', () => {
    expect(isoToLocalDate('')).toBeUndefined();
    expect(isoToLocalDate('2026/01/03')).toBeUndefined();
    expect(isoToLocalDate('2026-02-31')).toBeUndefined();
    expect(isoToLocalDate(null)).toBeUndefined();
  });

  it('formats like 3 Jan 2026', () => {
    expect(formatDisplayDate('2026-01-03')).toBe('3 Jan 2026');
    expect(formatDisplayDate('2025-09-30')).toBe('30 Sep 2025');
    expect(formatDisplayDate('nonsense')).toBe('');
  });

  it('clamps into a range', () => {
    expect(clampIso('2020-05-05', '2021-01-01', '2022-01-01')).toBe('2021-01-01');
    expect(clampIso('2023-05-05', '2021-01-01', '2022-01-01')).toBe('2022-01-01');
    expect(clampIso('2021-05-05', undefined, '2022-01-01')).toBe('2021-05-05');
  });
});
