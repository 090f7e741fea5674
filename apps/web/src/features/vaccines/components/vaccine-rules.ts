import {
  dueLabel,
  recommendedDateRule,
  RULE_MESSAGES,
  vaccinationDateRule,
  vaccineNameRule,
} from '@tika/contract';
import { formErrors, ruleText } from '../../../components/form/refusal';
import { formatDisplayDate } from '../../../components/ui/calendar-date';

/* The rules and labels of the vaccine lists and sheets, kept pure so they are easy to test. */

/** Why a vaccination date cannot be saved: chosen, in the calendar, not after today, not before birth. */
export const vaccinationDateError = (date: string, dob: string, today: string): string | null =>
  ruleText(vaccinationDateRule(date, dob, today)) ?? null;

export const VACCINE_NAME_REQUIRED = RULE_MESSAGES.vaccine_name_required;
export const RECOMMENDED_DATE_REQUIRED = RULE_MESSAGES.recommended_date_required;

/** Field errors of the add-vaccine sheet: name and date required, date in the calendar and not before birth. */
export const addVaccineErrors = (input: { name: string; date: string }, dob: string) =>
  formErrors<'name' | 'date'>({
    name: vaccineNameRule(input.name),
    date: recommendedDateRule(input.date, dob),
  });

/** The heading of an upcoming group: the first counts down, later ones give their date. */
export function upcomingGroupLabel(group: {
  actionable: boolean;
  dueDate: string;
  vaccines: Array<{ days: number | null }>;
}): string {
  const days = group.vaccines[0]?.days;
  if (group.actionable && days != null) return dueLabel(days);
  return `Due on ${formatDisplayDate(group.dueDate)}`;
}

export const takenOnLabel = (vaccinatedOn: string | null) =>
  vaccinatedOn ? `Taken on ${formatDisplayDate(vaccinatedOn)}` : 'Taken';

export const overdueLabel = (days: number | null) =>
  days != null ? dueLabel(days, true) : 'Overdue';

export const MISSED_LABEL = "We don't know if this was given";
