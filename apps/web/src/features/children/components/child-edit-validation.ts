import {
  CALENDAR_RANGE_MESSAGE,
  childNameProblem,
  DOB_FUTURE_MESSAGE,
  isIsoDate,
  isWithinCalendar,
} from '@tika/contract';

type Result = { ok: true; name: string } | { ok: false; errors: { name?: string; dob?: string } };

/**
 * The edit sheet's checks (docs/product/validation.md), with the same name rule the server applies. The rule
 * comes without zod (childNameProblem), so the dashboard loads no zod for this sheet.
 */
export function validateChildEdit(input: { name: string; dob: string }, today: string): Result {
  const errors: { name?: string; dob?: string } = {};
  const name = input.name.trim();
  const nameProblem = childNameProblem(name);
  if (nameProblem) errors.name = nameProblem;
  if (!input.dob) errors.dob = 'Please choose the birth date';
  else if (!isIsoDate(input.dob)) errors.dob = 'Please enter a valid date';
  else if (input.dob > today) errors.dob = DOB_FUTURE_MESSAGE;
  else if (!isWithinCalendar(input.dob)) errors.dob = CALENDAR_RANGE_MESSAGE;
  if (errors.name || errors.dob) return { ok: false, errors };
  return { ok: true, name };
}
