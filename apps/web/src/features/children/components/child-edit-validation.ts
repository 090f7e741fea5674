import { birthDateRule, childNameRule } from '@tika/contract';
import { type FormErrors, formErrors, hasErrors } from '../../../components/form/refusal';

type Result = { ok: true; name: string } | { ok: false; errors: FormErrors<'name' | 'dob'> };

/**
 * The edit sheet's checks, the contract's rules for a name and a birth date: the ones the
 * server applies, without zod, so the dashboard loads no zod for this sheet.
 */
export function validateChildEdit(input: { name: string; dob: string }, today: string): Result {
  const name = input.name.trim();
  const errors = formErrors<'name' | 'dob'>({
    name: childNameRule(name),
    dob: birthDateRule(input.dob, today),
  });
  return hasErrors(errors) ? { ok: false, errors } : { ok: true, name };
}
