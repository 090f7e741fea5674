import { CALENDAR_RANGE_MESSAGE, childNameSchema, DOB_FUTURE_MESSAGE, isIsoDate, isWithinCalendar } from '@tika/contract';

type Result = { ok: true; name: string } | { ok: false; errors: { name?: string; dob?: string } };

/** The edit sheet's checks (SPEC.md §5), with the same name rule the server applies. */
export function validateChildEdit(input: { name: string; dob: string }, today: string): Result {
  const errors: { name?: string; dob?: string } = {};
  const name = childNameSchema.safeParse(input.name);
  if (!name.success) errors.name = name.error.issues[0]?.message ?? 'Please check the name';
  if (!input.dob) errors.dob = 'Please choose the birth date';
  else if (!isIsoDate(input.dob)) errors.dob = 'Please enter a valid date';
  else if (input.dob > today) errors.dob = DOB_FUTURE_MESSAGE;
  else if (!isWithinCalendar(input.dob)) errors.dob = CALENDAR_RANGE_MESSAGE;
  if (errors.name || errors.dob || !name.success) return { ok: false, errors };
  return { ok: true, name: name.data };
}
