import { plural, t } from '@lingui/core/macro';
import { ageParts } from '@tika/contract';

/**
 * A child's age in the app's language: "2 years 3 months", "1 year", "5 months", "12 days"
 * (the contract's ageText, which the API and the card say in English).
 */
export function formatAge(dob: string, today: string): string {
  const { years, months, days } = ageParts(dob, today);
  if (years > 0 && months > 0)
    // eslint-disable-next-line lingui/no-single-variables-to-translate -- two plurals make one message: "2 years 3 months"
    return t`${plural(years, { one: '# year', other: '# years' })} ${plural(months, { one: '# month', other: '# months' })}`;
  if (years > 0) return plural(years, { one: '# year', other: '# years' });
  if (months > 0) return plural(months, { one: '# month', other: '# months' });
  return plural(days, { one: '# day', other: '# days' });
}
