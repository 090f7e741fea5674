import { i18n } from '@lingui/core';
import { displayDateIn, isIsoDate } from '@tika/contract';

/**
 * Numbers and moments through Intl in the app's language: 'en-IN' or 'hi-IN', always with Latin
 * digits (families read 4, not ४); calendar dates by the contract's own spelling (formatDate).
 * The pseudo-locale formats as English.
 */
const intlLocale = () => (i18n.locale === 'hi' ? 'hi-IN-u-nu-latn' : 'en-IN');

const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  const full = `${intlLocale()}|${key}`;
  let formatter = formatters.get(full) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(full, formatter);
  }
  return formatter;
}

/**
 * '4 Dec 2026' / '4 दिस॰ 2026' for a YYYY-MM-DD date (the contract's displayDateIn, spelled by
 * hand: no Intl to load on a Hindi first screen); '' for anything else.
 */
export function formatDate(iso: string | null | undefined): string {
  if (!iso || !isIsoDate(iso)) return '';
  return displayDateIn(iso, i18n.locale === 'hi' ? 'hi' : 'en');
}

/** A number with the language's separators: 1,234.5 (en-IN and hi-IN both group in lakhs). */
export const formatNumber = (value: number, maximumFractionDigits = 2) =>
  cached(
    `number|${maximumFractionDigits}`,
    () => new Intl.NumberFormat(intlLocale(), { maximumFractionDigits }),
  ).format(value);

/** '₹57.82', '₹1,499' for rupee amounts (whole rupees shown without paise). */
export const formatRupees = (rupees: number) =>
  cached(
    `rupees|${Number.isInteger(rupees)}`,
    () =>
      new Intl.NumberFormat(intlLocale(), {
        style: 'currency',
        currency: 'INR',
        minimumFractionDigits: Number.isInteger(rupees) ? 0 : 2,
      }),
  ).format(rupees);

/**
 * A moment ('2026-12-04T09:30:00Z') as the reader's clock shows it: "4 Dec 2026, 3:00 pm"; a
 * doctor's link ends at a moment, not a day, and one that ends at 3 pm must not read as the
 * whole day. '' for anything else.
 */
export function formatMoment(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return cached(
    'moment',
    () =>
      new Intl.DateTimeFormat(intlLocale(), {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      }),
  ).format(date);
}
