import { i18n } from '@lingui/core';
import {
  addOffset,
  ageParts,
  NOT_NEEDED_REASONS,
  type NotNeededReason,
  recommendedDateRule,
  vaccinationDateRule,
  vaccineNameRule,
} from '@tika/contract';
import { type FormErrors, formErrors } from '../../../components/form/refusal';
import { formatDisplayDate } from '../../../components/ui/calendar-date';
import type { BulkAnswer } from '../api/bulk-status';
import { BULK_TEXT, DUE_LABELS, LIST_TEXT, NOT_NEEDED_TEXT, TIME_UNTIL } from '../strings';

/*
 * The rules and labels of the vaccine lists and sheets, kept pure so they are easy to test.
 * They give text in the app's language at the moment they are called (during a render, or a
 * sheet's check on submit).
 */

/** Field errors of the add-vaccine sheet: name and date required, date in the calendar and not before birth. */
export const addVaccineErrors = (input: { name: string; date: string }, dob: string) =>
  formErrors<'name' | 'date'>({
    name: vaccineNameRule(input.name),
    date: recommendedDateRule(input.date, dob),
  });

/** 'Due Today' / 'Due in N Days' / 'Overdue by N Days' (docs/product/dashboard.md). */
function dueText(days: number, overdue = false): string {
  if (overdue) return i18n._(DUE_LABELS.overdueBy(days));
  return i18n._(days === 0 ? DUE_LABELS.today : DUE_LABELS.inDays(days));
}

/**
 * How long until `date` from `today` in calendar months, as a parent says it: 'in 3 years 2
 * months', 'in 5 months', 'in 12 days'; 'today' on the day. Null for a date already past.
 */
export function timeUntilText(today: string, date: string): string | null {
  if (date < today) return null;
  if (date === today) return i18n._(TIME_UNTIL.today);
  const { years, months, days } = ageParts(today, date);
  if (years > 0)
    return i18n._(months > 0 ? TIME_UNTIL.yearsMonths(years, months) : TIME_UNTIL.years(years));
  return i18n._(months > 0 ? TIME_UNTIL.months(months) : TIME_UNTIL.days(days));
}

/**
 * The heading of an upcoming group: the first counts down ('Due Today', 'Due in 5 Days');
 * later ones give their date and how far off it is ('Due on 1 Mar 2029 · in 3 years 2 months').
 * `today` is the server's, worked back from the group's `days`, else the parent's.
 */
export function upcomingGroupLabel(
  group: { actionable: boolean; dueDate: string; vaccines: Array<{ days: number | null }> },
  parentToday?: string,
): string {
  const days = group.vaccines[0]?.days;
  if (group.actionable && days != null) return dueText(days);
  const today = days != null ? addOffset(group.dueDate, { days: -days }) : parentToday;
  const until = today ? timeUntilText(today, group.dueDate) : null;
  const date = formatDisplayDate(group.dueDate);
  return i18n._(until ? LIST_TEXT.dueOnIn(date, until) : LIST_TEXT.dueOn(date));
}

export const takenOnLabel = (vaccinatedOn: string | null) =>
  i18n._(vaccinatedOn ? LIST_TEXT.takenOn(formatDisplayDate(vaccinatedOn)) : LIST_TEXT.taken);

export const overdueLabel = (days: number | null) =>
  days != null ? dueText(days, true) : i18n._(LIST_TEXT.overdue);

/** The badge of an entry of Overdue & catch-up: a catch-up dose is not "overdue". */
export const outstandingLabel = (entry: {
  days: number | null;
  forecast: { state: string } | null;
}) => (entry.forecast?.state === 'catch_up' ? i18n._(LIST_TEXT.catchUp) : overdueLabel(entry.days));

/** The brands to offer for a dose: the dashboard's list for its dose code, if any. */
export function brandsFor(
  brands: ReadonlyArray<{ doseCode: string; names: string[] }>,
  doseCode: string | null,
): string[] {
  if (!doseCode) return [];
  return brands.find((list) => list.doseCode === doseCode)?.names ?? [];
}

/** The reasons that can apply to a dose (a brand or district rule only to its own vaccine). */
export function notNeededReasonsFor(doseCode: string | null): NotNeededReason[] {
  const family = doseCode?.split('-')[0] ?? '';
  const applies: Record<NotNeededReason, boolean> = {
    two_dose_brand: family === 'rota' || family === 'rvv',
    no_combination_vaccine: family === 'hepb',
    not_endemic: family === 'je',
    doctor_advice: true,
    other: true,
  };
  return NOT_NEEDED_REASONS.filter((reason) => applies[reason]);
}

/** A note is asked for when the reason is the doctor's or another one. */
export const notNeededNeedsNote = (reason: NotNeededReason | '') =>
  reason === 'doctor_advice' || reason === 'other';

export function notNeededErrors(values: {
  reason: NotNeededReason | '';
  note: string;
}): FormErrors<'reason' | 'note'> {
  if (!values.reason) return { reason: i18n._(NOT_NEEDED_TEXT.reasonRequired) };
  if (values.reason === 'other' && !values.note.trim())
    return { note: i18n._(NOT_NEEDED_TEXT.noteRequired) };
  return {};
}

export interface BulkValues {
  answer: BulkAnswer | '';
  date: string;
  month: string;
}

/** The bulk answer's checks: an answer, and its date or month between the birth date and today. */
export function bulkErrors(
  values: BulkValues,
  dob: string,
  today: string,
): FormErrors<'answer' | 'date' | 'month'> {
  if (!values.answer) return { answer: i18n._(BULK_TEXT.answerRequired) };
  if (values.answer === 'on_date')
    return formErrors({ date: vaccinationDateRule(values.date, dob, today) });
  if (values.answer === 'in_month') {
    const refusal = monthRefusal(values.month, dob, today);
    if (refusal) return { month: i18n._(refusal) };
  }
  return {};
}

/** What is wrong with a month the bulk answer gives: missing, malformed, or outside the child's life. */
function monthRefusal(month: string, dob: string, today: string) {
  if (!month) return BULK_TEXT.monthRequired;
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) return BULK_TEXT.monthInvalid;
  if (month < dob.slice(0, 7) || month > today.slice(0, 7)) return BULK_TEXT.monthOutOfRange;
  return null;
}

/** The date the bulk call sends with an answer: the day, the month, or none. */
export const bulkDate = (values: BulkValues) =>
  values.answer === 'on_date' ? values.date : values.answer === 'in_month' ? values.month : '';
