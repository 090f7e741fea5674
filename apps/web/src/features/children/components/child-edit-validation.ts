import { childNameSchema, DOB_FUTURE_MESSAGE, isIsoDate, LIMITS } from '@tika/contract';

type Result = { ok: true; name: string } | { ok: false; errors: { name?: string; dob?: string } };

/** The edit sheet's checks (SPEC.md §5), with the same name rule the server applies. */
export function validateChildEdit(input: { name: string; dob: string }, today: string): Result {
  const errors: { name?: string; dob?: string } = {};
  const name = childNameSchema.safeParse(input.name);
  if (!name.success) errors.name = name.error.issues[0]?.message ?? 'Please check the name';
  const earliest = `${LIMITS.calendarFromYear}-01-01`;
  if (!input.dob) errors.dob = 'Please choose the birth date';
  else if (!isIsoDate(input.dob)) errors.dob = 'Please enter a valid date';
  else if (input.dob > today) errors.dob = DOB_FUTURE_MESSAGE;
  else if (input.dob < earliest) errors.dob = `Please choose a date after ${LIMITS.calendarFromYear}`;
  if (errors.name || errors.dob || !name.success) return { ok: false, errors };
  return { ok: true, name: name.data };
}
