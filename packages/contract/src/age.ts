import { addOffset, daysBetween } from './dates';

/**
 * A child's age as the spec shows it (docs/product/constants.md): "N years M months" from one year, then
 * "M months", then "D days". Calendar months, counted from the birth date.
 */
export function ageText(dob: string, today: string): string {
  if (today < dob) return '0 days';
  let months = 0;
  while (addOffset(dob, { months: months + 1 }) <= today) months++;
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (years > 0)
    return rest > 0 ? `${plural(years, 'year')} ${plural(rest, 'month')}` : plural(years, 'year');
  if (months > 0) return plural(months, 'month');
  return plural(daysBetween(dob, today), 'day');
}
