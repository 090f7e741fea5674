import { z } from 'zod';
import { CHILD_ROLES } from '../family';
import { LIMITS } from '../limits';
import { GESTATION } from '../gestation';
import {
  CHILD_NAME_PATTERN,
  CHILD_NAME_REQUIRED_MESSAGE,
  GENDERS,
  SCHEDULE_IDS,
} from '../children';
import {
  calendarDateRule,
  childNameRule,
  gestationalAgeField,
  gestationalAgeRule,
  RULE_MESSAGES,
} from '../rules';
import { ruleCheck } from './rules';

export const childSchema = z.object({
  id: z.string(),
  name: z.string(),
  dob: z.string(),
  gender: z.enum(GENDERS),
  schedule: z.string(),
  /** How far the pregnancy had gone at birth (32+3: weeks 32, days 3); both null when not given. */
  gestational_weeks: z.number().int().nullable(),
  gestational_days: z.number().int().nullable(),
  /** This parent's part: the owner, or a member the owner invited (docs/product/family.md). */
  role: z.enum(CHILD_ROLES),
  /** For a child someone else added: that parent's first name ("shared by Asha"); null for your own. */
  shared_by: z.string().nullable(),
});
export type Child = z.infer<typeof childSchema>;

/**
 * A child's name, trimmed, checked by childNameRule (rules.ts), the rule the web's forms run.
 * The metadata shows its length and pattern in the API docs.
 */
export const childNameSchema = z
  .string({ error: CHILD_NAME_REQUIRED_MESSAGE })
  .trim()
  .superRefine(ruleCheck(childNameRule))
  .meta({ minLength: 1, maxLength: LIMITS.childNameMax, pattern: CHILD_NAME_PATTERN.source });

export const isoDateSchema = z
  .string({ error: 'Date is required' })
  .superRefine(ruleCheck(calendarDateRule));

/**
 * Weeks + days of pregnancy at birth, optional: null clears it, and an update without the
 * fields leaves it as it was. gestationalAgeRule (rules.ts) checks the pair, as the web's forms do.
 */
const gestationalAgeFields = {
  gestational_weeks: z
    .number({ error: RULE_MESSAGES.gestational_weeks_range })
    .meta({ minimum: GESTATION.minWeeks, maximum: GESTATION.maxWeeks })
    .nullable()
    .optional(),
  gestational_days: z
    .number({ error: RULE_MESSAGES.gestational_days_range })
    .meta({ minimum: 0, maximum: 6 })
    .nullable()
    .optional(),
};
const gestationalAgeCheck = (
  body: { gestational_weeks?: number | null; gestational_days?: number | null },
  ctx: z.RefinementCtx<typeof body>,
) => {
  const code = gestationalAgeRule(body.gestational_weeks, body.gestational_days);
  if (code) ruleCheck(() => code, [gestationalAgeField(code)])(body, ctx);
};

export const createChildBodySchema = z
  .object({
    name: childNameSchema,
    dob: isoDateSchema,
    gender: z.enum(GENDERS, { error: 'Please choose Girl or Boy' }),
    schedule: z.enum(SCHEDULE_IDS, { error: 'Please choose a vaccination schedule' }).optional(),
    ...gestationalAgeFields,
  })
  .superRefine(gestationalAgeCheck);
export type CreateChildBody = z.infer<typeof createChildBodySchema>;
export const childrenListResponseSchema = z.object({ children: z.array(childSchema) });

export const updateChildBodySchema = z
  .object({
    id: z.uuid({ error: 'Please choose a child' }),
    name: childNameSchema,
    dob: isoDateSchema,
    schedule: z.enum(SCHEDULE_IDS, { error: 'Please choose a vaccination schedule' }).optional(),
    ...gestationalAgeFields,
  })
  .superRefine(gestationalAgeCheck);
export type UpdateChildBody = z.infer<typeof updateChildBodySchema>;

/** With no body at all (or no child_id) the message names the missing field. */
const CHILD_ID_REQUIRED = 'child_id is required';
export const deleteChildBodySchema = z.object(
  {
    child_id: z.uuid({
      error: (iss) => (iss.input === undefined ? CHILD_ID_REQUIRED : 'Please choose a child'),
    }),
  },
  { error: CHILD_ID_REQUIRED },
);
