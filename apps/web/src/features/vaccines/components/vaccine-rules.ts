import {
  CALENDAR_RANGE_MESSAGE,
  dueLabel,
  isWithinCalendar,
  VACCINE_MESSAGES,
} from '@tika/contract';
import { formatDisplayDate } from '../../../components/ui/calendar-date';
import { ApiError } from '../../../lib/api-client';
import { UploadError } from '../../../lib/upload';

/* The rules and labels of the vaccine lists and sheets, kept pure so they are easy to test. */

/** Why a vaccination date cannot be saved (docs/product/validation.md): chosen, in the calendar, not after today, not before birth. */
export function vaccinationDateError(date: string, dob: string, today: string): string | null {
  if (!date) return VACCINE_MESSAGES.dateRequired;
  if (!isWithinCalendar(date)) return CALENDAR_RANGE_MESSAGE;
  if (date > today) return VACCINE_MESSAGES.dateInFuture;
  if (date < dob) return VACCINE_MESSAGES.dateBeforeBirth;
  return null;
}

export const VACCINE_NAME_REQUIRED = 'Vaccine name is required';
export const RECOMMENDED_DATE_REQUIRED = 'Please choose the date';

/** Field errors of the add-vaccine sheet: name and date required, date in the calendar and not before birth. */
export function addVaccineErrors(
  input: { name: string; date: string },
  dob: string,
): { name?: string; date?: string } {
  const errors: { name?: string; date?: string } = {};
  if (!input.name.trim()) errors.name = VACCINE_NAME_REQUIRED;
  if (!input.date) errors.date = RECOMMENDED_DATE_REQUIRED;
  else if (!isWithinCalendar(input.date)) errors.date = CALENDAR_RANGE_MESSAGE;
  else if (input.date < dob) errors.date = VACCINE_MESSAGES.recommendedBeforeBirth;
  return errors;
}

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

/**
 * The message to show inside a sheet when a save fails: the server's own words for a
 * request it refused (a date, a file), or null when it is our fault or the network's.
 */
export function inlineErrorFor(error: unknown): string | null {
  if (error instanceof UploadError) return error.message;
  if (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 401
  )
    return error.message;
  return null;
}
