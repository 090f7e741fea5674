import { describe, expect, it } from 'vitest';
import { browserTimeZone } from '../../lib/today';
import { parentTimeZone, parentToday } from './parent-today';

describe("the parent's today", () => {
  // 10:30 UTC on 3 Jan 2026: already the 4th in Kiribati (UTC+14), still the 2nd in American Samoa (UTC−11).
  const now = new Date('2026-01-03T10:30:00Z');

  it("is counted in the parent's own time zone when the account has one", () => {
    expect(parentTimeZone({ timeZone: 'Pacific/Kiritimati' })).toBe('Pacific/Kiritimati');
    expect(parentToday({ timeZone: 'Pacific/Kiritimati' }, now)).toBe('2026-01-04');
    expect(parentToday({ timeZone: 'Pacific/Pago_Pago' }, now)).toBe('2026-01-02');
    expect(parentToday({ timeZone: 'Asia/Kolkata' }, now)).toBe('2026-01-03');
  });

  it("falls back on the browser's zone without one", () => {
    expect(parentTimeZone(undefined)).toBe(browserTimeZone());
    expect(parentTimeZone({ firstName: 'Asha' })).toBe(browserTimeZone());
    expect(parentTimeZone({ timeZone: '' })).toBe(browserTimeZone());
  });
});
