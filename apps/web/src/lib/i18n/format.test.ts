import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatNumber, formatRupees } from './format';

describe('formats in the app language', () => {
  afterEach(() => i18n.activate('en'));

  it('writes dates the English way, month names spelled the same on every ICU', () => {
    expect(formatDate('2026-12-04')).toBe('4 Dec 2026');
    expect(formatDate('2026-09-30')).toBe('30 Sep 2026');
    expect(formatDate('not a date')).toBe('');
  });

  it('writes Hindi dates and money with Latin digits', () => {
    i18n.loadAndActivate({ locale: 'hi', messages: {} });
    expect(formatDate('2026-12-04')).toBe('4 दिस॰ 2026');
    expect(formatRupees(57.82)).toBe('₹57.82');
    expect(formatRupees(1499)).toBe('₹1,499');
    expect(formatNumber(123456.5)).toBe('1,23,456.5');
  });
});
