import { dueLabel, recommendedDateRule, vaccineNameRule } from '@tika/contract';
import { formErrors } from '../../../components/form/refusal';
import { formatDisplayDate } from '../../../components/ui/calendar-date';

/* The rules and labels of the vaccine lists and sheets, kept pure so they are easy to test. */

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
