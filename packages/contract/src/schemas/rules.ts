import type { z } from 'zod';
import { multiLineTextRule, RULE_MESSAGES, type RuleResult, singleLineTextRule } from '../rules';

/**
 * A zod check (for superRefine) that runs one of the shared rules (rules.ts) and reports its
 * message from the catalogue, so the API refuses exactly what the web's forms refuse. `path`
 * places an object-level rule on one of its fields.
 */
export const ruleCheck =
  <T>(rule: (value: T) => RuleResult, path?: string[]) =>
  (value: T, ctx: z.RefinementCtx<T>) => {
    const code = rule(value);
    if (code)
      ctx.addIssue({ code: 'custom', message: RULE_MESSAGES[code], params: { rule: code }, path });
  };

/** Free text of one line (a name, a purpose, a brand): no control characters (rules.ts). */
export const singleLineTextCheck = ruleCheck<string>(singleLineTextRule);
/** Free text of several lines (a note, a comment): tab and line breaks are fine, other control characters not. */
export const multiLineTextCheck = ruleCheck<string>(multiLineTextRule);
