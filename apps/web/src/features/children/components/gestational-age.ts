import { msg } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import { gestationalAgeDays, gestationalAgeRule, isPreterm, type RuleCode } from '@tika/contract';
import { ruleText } from '../../../components/form/refusal';

/** The weeks and days as typed (digits only); both empty when not given. */
export interface GestationInput {
  weeks: string;
  days: string;
}

export const NO_GESTATION: GestationInput = { weeks: '', days: '' };

const toNumber = (text: string): number | null => (text.trim() ? Number(text) : null);

/** A saved child's gestational age as the form shows it. */
export const gestationInputOf = (child: {
  gestationalWeeks: number | null;
  gestationalDays: number | null;
}): GestationInput => ({
  weeks: child.gestationalWeeks === null ? '' : String(child.gestationalWeeks),
  days: child.gestationalDays === null ? '' : String(child.gestationalDays),
});

/** The wire's pair: null and null clears it; weeks alone mean +0 days. */
export function gestationWire(input: GestationInput) {
  const weeks = toNumber(input.weeks);
  return {
    gestational_weeks: weeks,
    gestational_days: weeks === null ? null : (toNumber(input.days) ?? 0),
  };
}

/** gestationalAgeRule (the contract's, as the server checks it) on the form's text, per field. */
export function gestationProblems(input: GestationInput): { weeks?: string; days?: string } {
  const code: RuleCode | null = gestationalAgeRule(toNumber(input.weeks), toNumber(input.days));
  if (!code) return {};
  return code === 'gestational_days_range' ? { days: ruleText(code) } : { weeks: ruleText(code) };
}

/** What valid weeks and days mean for growth (the contract's GESTATION_TEXT.term and .preterm). */
const STATUS = {
  term: msg`Born at term (37 weeks or more): growth uses the age from the birth date`,
  preterm: msg`Born early: growth uses the corrected age until 2 years`,
};

/** "Born early…" or "Born at term…" under the fields, once what is typed is valid. */
export function gestationHint(input: GestationInput): string | null {
  const weeks = toNumber(input.weeks);
  if (weeks === null || Object.keys(gestationProblems(input)).length) return null;
  const days = gestationalAgeDays({ weeks, days: toNumber(input.days) ?? 0 });
  return i18n._(isPreterm(days) ? STATUS.preterm : STATUS.term);
}
