import { displayDate, type Language } from '@tika/contract';

/** Built once: an Intl.DateTimeFormat costs far more to make than to use. */
const hindiDate = new Intl.DateTimeFormat('hi-IN-u-nu-latn', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A YYYY-MM-DD date as the app shows it in the parent's language: "4 Dec 2026" (the contract's
 * displayDate) or "4 दिस॰ 2026" (Intl's hi-IN, as the web formats it), always in Latin digits.
 */
export function displayDateIn(iso: string, language: Language): string {
  if (language === 'en') return displayDate(iso);
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  // Noon UTC, formatted in UTC: the same calendar day whatever the server's zone.
  return hindiDate.format(new Date(Date.UTC(year, month - 1, day, 12)));
}
