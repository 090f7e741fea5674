import { type AgeOffset, displayDate } from '../dates';
import type { DoseForecast } from './forecast';

/**
 * The words a parent reads about a dose's forecast, looked up from its state and reason
 * (docs/product/vaccines.md). Never "overdue" for a dose that must not or need not be given.
 */
export const FORECAST_MESSAGES = {
  ask_paediatrician: 'If it was missed, ask your paediatrician.',
  past_max_age: 'No longer given at this age.',
  series_closed: 'No longer given: the series could not be started in time.',
  season_passed: 'This flu season has passed; the next season’s dose is listed.',
  two_dose_brand: 'Not needed: a 2-dose brand was given.',
  no_combination_vaccine: 'Not needed: Hep B was given without a combination vaccine.',
  one_dose_brand: 'Not needed: a one-dose brand was given.',
  not_endemic: 'Not needed: not a JE-endemic district.',
  doctor_advice: 'Not needed, on the doctor’s advice.',
  other: 'Not needed.',
  series_complete: 'Not needed: the series is complete for your child’s age.',
  booster_given_late: 'Not needed: the previous booster was given at 4 years or later.',
  flu_until_5_years: 'Not needed: the yearly flu doses end at 5 years.',
  first_dose_not_needed: 'Not needed, as the first dose is not needed.',
} as const;

const UNITS: Array<[keyof AgeOffset, string]> = [
  ['years', 'year'],
  ['months', 'month'],
  ['weeks', 'week'],
  ['days', 'day'],
];

/** '6 weeks', '14 weeks 6 days', '4 years'. */
export function offsetText(offset: AgeOffset): string {
  const parts = UNITS.filter(([key]) => offset[key]).map(
    ([key, word]) => `${offset[key]} ${word}${offset[key] === 1 ? '' : 's'}`,
  );
  return parts.length ? parts.join(' ') : 'birth';
}

/** The stable reason code of a forecast, if it has one. */
export function forecastReason(forecast: DoseForecast): string | null {
  if (forecast.state === 'not_needed' || forecast.state === 'no_longer_due') return forecast.reason;
  if (forecast.state === 'given' && !forecast.counts) return `too_early_${forecast.problem.rule}`;
  if (forecast.state === 'awaiting' && forecast.windowClosed) return 'past_max_age';
  return null;
}

/** What the parent reads under the dose; `doseName` names the dose an interval counts from. */
export function explainForecast(
  forecast: DoseForecast,
  doseName: (code: string) => string,
): string | null {
  switch (forecast.state) {
    case 'given':
      if (forecast.counts) return null;
      return forecast.problem.rule === 'min_age'
        ? `Does not count: given before ${offsetText(forecast.problem.age)} of age. It will be repeated.`
        : `Does not count: given less than ${offsetText(forecast.problem.interval)} after ${doseName(forecast.problem.from)}. It will be repeated.`;
    case 'not_needed':
      return FORECAST_MESSAGES[forecast.reason];
    case 'no_longer_due':
      return forecast.reason === 'season_passed'
        ? FORECAST_MESSAGES.season_passed
        : `${FORECAST_MESSAGES[forecast.reason]} ${FORECAST_MESSAGES.ask_paediatrician}`;
    case 'awaiting':
      if (forecast.windowClosed)
        return `${FORECAST_MESSAGES.past_max_age} ${FORECAST_MESSAGES.ask_paediatrician}`;
      return forecast.lastDay
        ? `If not given yet: can still be given until ${displayDate(forecast.lastDay)}.`
        : 'If not given yet: it can still be given.';
    case 'catch_up':
      return forecast.lastDay
        ? `Catch-up due: can be given until ${displayDate(forecast.lastDay)}.`
        : 'Catch-up due now.';
    case 'due':
      return null;
  }
}

/** The question asked before storing a date on which a dose would not count (code dose_would_not_count). */
export function wouldNotCountMessage(
  problem:
    { rule: 'min_age'; age: AgeOffset } | { rule: 'interval'; from: string; interval: AgeOffset },
  doseName: (code: string) => string,
  thisDose: string,
): string {
  const why =
    problem.rule === 'min_age'
      ? `That date is before ${offsetText(problem.age)} of age, the earliest ${thisDose} counts.`
      : `That date is less than ${offsetText(problem.interval)} after ${doseName(problem.from)}, so ${thisDose} would not count.`;
  return `${why} Please check the date. If it is right, confirm it.`;
}
