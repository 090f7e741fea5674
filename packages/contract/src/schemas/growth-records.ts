import { z } from 'zod';
import { isIsoDate } from '../dates';
import {
  growthMeasuresRule,
  heightRule,
  RULE_MESSAGES,
  type RuleCode,
  type RuleResult,
  weightRule,
} from '../rules';
import { ruleCheck } from './rules';

/** A number from a form: "12.5" or 12.5; empty means "not measured". */
const measurement = (rule: (value: number) => RuleResult, code: RuleCode) =>
  z.preprocess(
    (v) =>
      v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v) : v,
    z.number({ error: RULE_MESSAGES[code] }).superRefine(ruleCheck(rule)).optional(),
  );

/** How a height was taken: lying down (length, the usual way under two) or standing. */
export const measuringPositionSchema = z.enum(['lying', 'standing'], {
  error: "Measured must be 'lying' or 'standing'",
});
export type MeasuringPosition = z.infer<typeof measuringPositionSchema>;

export const addGrowthBodySchema = z
  .object({
    child_id: z.uuid({ error: 'Please choose a child' }),
    height: measurement(heightRule, 'growth_height_range'),
    weight: measurement(weightRule, 'growth_weight_range'),
    /** Optional; without it WHO's usual way for the age is assumed (lying under 731 days). */
    measured: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      measuringPositionSchema.optional(),
    ),
    record_date: z
      .string({ error: RULE_MESSAGES.growth_date_required })
      .refine(isIsoDate, { error: RULE_MESSAGES.date_format }),
  })
  .superRefine(ruleCheck((b) => growthMeasuresRule(b.height, b.weight), ['height']));

export const deleteGrowthQuerySchema = z.object({
  child_id: z.uuid({ error: 'Please choose a child' }),
  record_id: z.uuid({ error: 'Please choose a record' }),
});

const assessmentSchema = z.object({ z: z.number(), percentile: z.number() }).nullable();

export const growthRecordSchema = z.object({
  id: z.string(),
  record_date: z.string(),
  height: z.number().nullable(),
  weight: z.number().nullable(),
  /** Height also in feet and inches (docs/product/constants.md), e.g. "2 ft 7.5 in". */
  height_feet_inches: z.string().nullable(),
  /** How the height was taken, as the parent said; null when not said (or no height). */
  measured: measuringPositionSchema.nullable(),
  age_days: z.number().int(),
  /** WHO z-scores and percentiles; null past five years or when the measure is missing. */
  who: z.object({
    weight_for_age: assessmentSchema,
    length_for_age: assessmentSchema,
    weight_for_length: assessmentSchema,
    bmi_for_age: assessmentSchema,
  }),
});
export type GrowthRecord = z.infer<typeof growthRecordSchema>;

export const growthListResponseSchema = z.object({
  records: z.array(growthRecordSchema),
  /** False once the child is past five years: measurements only, no WHO percentiles. */
  who_available: z.boolean(),
});

export const growthCurvesQuerySchema = z.object({
  child_id: z.uuid({ error: 'Please choose a child' }),
  indicator: z.enum(['weight', 'height'], { error: 'Indicator must be weight or height' }),
});

export const growthCurvesResponseSchema = z.object({
  indicator: z.enum(['weight', 'height']),
  unit: z.enum(['kg', 'cm']),
  /** One point per month of age: the 3rd, 15th, 50th, 85th and 97th percentile values. */
  points: z.array(
    z.object({
      age_months: z.number(),
      p3: z.number(),
      p15: z.number(),
      p50: z.number(),
      p85: z.number(),
      p97: z.number(),
    }),
  ),
});
