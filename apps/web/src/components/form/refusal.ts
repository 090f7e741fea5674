import { i18n } from '@lingui/core';
import type { RuleResult } from '@tika/contract';
import { ApiError } from '../../lib/api-client';
import { UploadError } from '../../lib/upload';
import { RULE_TEXT } from './rule-text';

/** What a form shows: a message per field, and `form` for one above the buttons. */
export type FormErrors<F extends string> = Partial<Record<F | 'form', string>>;

/** A request refused with words for the parent, and the wire name of the input at fault. */
export interface Refusal {
  message: string;
  field?: string;
}

/**
 * The server's (or the upload's own checks') reason for refusing a request: any 4xx but an
 * ended session (401), or only `statuses` when given. Server faults and the network have no
 * reason to show (null).
 */
export function refusalOf(err: unknown, statuses?: readonly number[]): Refusal | null {
  if (err instanceof UploadError) return { message: err.message };
  if (!(err instanceof ApiError)) return null;
  const refused = statuses
    ? statuses.includes(err.status)
    : err.status >= 400 && err.status < 500 && err.status !== 401;
  return refused ? { message: err.message, field: err.field } : null;
}

/**
 * A refusal placed on the form: under the input the server named, translated from its wire
 * name by `wireFields` ({ record_date: 'date' }); above the buttons when it names none we show.
 */
export function placeRefusal<F extends string>(
  refusal: Refusal,
  wireFields: Partial<Record<string, F>>,
): FormErrors<F> {
  const field = refusal.field === undefined ? undefined : wireFields[refusal.field];
  return { [field ?? 'form']: refusal.message } as FormErrors<F>;
}

/** A shared rule's result (the contract's rules.ts) in the app's language, for a form field. */
export const ruleText = (result: RuleResult): string | undefined =>
  result ? i18n._(RULE_TEXT[result]) : undefined;

/** The checks' results with the passing ones left out, so an empty object means "valid". */
export function formErrors<F extends string>(
  checks: Partial<Record<F | 'form', RuleResult>>,
): FormErrors<F> {
  const errors: FormErrors<F> = {};
  for (const [field, result] of Object.entries(checks) as Array<[F | 'form', RuleResult]>) {
    const text = ruleText(result);
    if (text) errors[field] = text;
  }
  return errors;
}

export const hasErrors = (errors: FormErrors<string>) => Object.values(errors).some(Boolean);
