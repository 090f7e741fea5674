import { addOffset, daysBetween } from './dates';

/**
 * How far `today` is from `dob` in calendar months, counted from the birth date: whole years and
 * months, and under a month the days. The numbers behind ageText, for a client that words them
 * in its own language.
 */
export function ageParts(
  dob: string,
  today: string,
): { years: number; months: number; days: number } {
  if (today < dob) return { years: 0, months: 0, days: 0 };
  let months = 0;
  while (addOffset(dob, { months: months + 1 }) <= today) months++;
  const days = months === 0 ? daysBetween(dob, today) : 0;
  return { years: Math.floor(months / 12), months: months % 12, days };
}

/**
 * A child's age as the spec shows it (docs/product/constants.md): "N years M months" from one year, then
 * "M months", then "D days".
 */
export function ageText(dob: string, today: string): string {
  const { years, months, days } = ageParts(dob, today);
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (years > 0)
    return months > 0
      ? `${plural(years, 'year')} ${plural(months, 'month')}`
      : plural(years, 'year');
  if (months > 0) return plural(months, 'month');
  return plural(days, 'day');
}
