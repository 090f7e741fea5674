import { birthDateRule, childNameRule } from '@tika/contract';
import { type FormErrors, formErrors, hasErrors } from '../../../components/form/refusal';
import { gestationProblems } from './gestational-age';

type EditField = 'name' | 'dob' | 'gestationalWeeks' | 'gestationalDays';
type Result = { ok: true; name: string } | { ok: false; errors: FormErrors<EditField> };

/**
 * The edit sheet's checks, the contract's rules for a name, a birth date and a gestational
 * age: the ones the server applies, without zod, so the dashboard loads no zod for this sheet.
 */
export function validateChildEdit(
  input: { name: string; dob: string; gestationalWeeks?: string; gestationalDays?: string },
  today: string,
): Result {
  const name = input.name.trim();
  const gestation = gestationProblems({
    weeks: input.gestationalWeeks ?? '',
    days: input.gestationalDays ?? '',
  });
  const errors: FormErrors<EditField> = {
    ...formErrors<'name' | 'dob'>({
      name: childNameRule(name),
      dob: birthDateRule(input.dob, today),
    }),
    ...(gestation.weeks && { gestationalWeeks: gestation.weeks }),
    ...(gestation.days && { gestationalDays: gestation.days }),
  };
  return hasErrors(errors) ? { ok: false, errors } : { ok: true, name };
}
