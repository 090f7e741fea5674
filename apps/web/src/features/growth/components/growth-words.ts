import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural, selectOrdinal, t } from '@lingui/core/macro';
import { correctedAgeOn, type GestationalAge } from '@tika/contract';
import { formatDisplayDate } from '../../../components/ui/calendar-date';
import { formatAge } from '../../children/components/age-words';

/* The growth words the contract says in English for the API and the card (growth-words.ts,
   gestation.ts), said here in the app's language from the same numbers. */

/**
 * A percentile as a parent and a doctor read it (the contract's percentileWords): "48th
 * percentile"; under 1 "below the 1st percentile", over 99 "above the 99th percentile" (never
 * "0th" or "100th", and a 0.7 is not rounded up to the 1st).
 */
export function percentileWords(percentile: number): string {
  if (percentile < 1) return t`below the 1st percentile`;
  if (percentile > 99) return t`above the 99th percentile`;
  const rank = Math.round(percentile);
  return selectOrdinal(rank, {
    one: '#st percentile',
    two: '#nd percentile',
    few: '#rd percentile',
    other: '#th percentile',
  });
}

export type PercentileKind = 'weightForAge' | 'heightForAge' | 'weightForHeight' | 'bmiForAge';

/** "Weight: 48th percentile for age": what was compared, and the percentile in words. */
const PERCENTILE_LINE: Record<PercentileKind, (percentile: string) => MessageDescriptor> = {
  weightForAge: (percentile) => msg`Weight: ${percentile} for age`,
  heightForAge: (percentile) => msg`Height: ${percentile} for age`,
  weightForHeight: (percentile) => msg`Weight for height: ${percentile}`,
  bmiForAge: (percentile) => msg`BMI: ${percentile} for age`,
};

/** What was compared, for a value past WHO's plausibility limits: to be checked instead. */
const CHECK_LINE: Record<PercentileKind, MessageDescriptor> = {
  weightForAge: msg`Weight: Please check this measurement`,
  heightForAge: msg`Height: Please check this measurement`,
  weightForHeight: msg`Weight for height: Please check this measurement`,
  bmiForAge: msg`BMI: Please check this measurement`,
};

export const percentileLineText = (kind: PercentileKind, percentile: number) =>
  i18n._(PERCENTILE_LINE[kind](percentileWords(percentile)));

export const checkLineText = (kind: PercentileKind) => i18n._(CHECK_LINE[kind]);

/** "born at 32 weeks", "born at 32 weeks 3 days" (the contract's bornAtText). */
function bornAtWords({ weeks, days }: GestationalAge): string {
  return days
    ? t`born at ${weeks} weeks ${plural(days, { one: '# day', other: '# days' })}`
    : t`born at ${weeks} weeks`;
}

/**
 * "Corrected age: 1 month (born at 32 weeks)", or before the due date "Before the due date,
 * 26 Feb 2026 (born at 32 weeks)" (the contract's correctedAgeLine); null when growth uses the
 * age from the birth date.
 */
export function correctedAgeWords(
  dob: string,
  day: string,
  gestationalDays: number | null,
): string | null {
  const corrected = correctedAgeOn(dob, day, gestationalDays);
  if (!corrected) return null;
  const bornAt = bornAtWords(corrected.gestation);
  if (corrected.beforeDue) {
    const dueDate = formatDisplayDate(corrected.due);
    return t`Before the due date, ${dueDate} (${bornAt})`;
  }
  const age = formatAge(corrected.due, day);
  return t`Corrected age: ${age} (${bornAt})`;
}
