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
  /** Who in the family added it ("Dadi"), when that was someone else; null when you. */
  added_by: z.string().nullable(),
  record_date: z.string(),
  height: z.number().nullable(),
  weight: z.number().nullable(),
  /** Height also in feet and inches (docs/product/constants.md), e.g. "2 ft 7.5 in". */
  height_feet_inches: z.string().nullable(),
  /** How the height was taken, as the parent said; null when not said (or no height). */
  measured: measuringPositionSchema.nullable(),
  /** Days from the birth date. */
  age_days: z.number().int(),
  /**
   * Days from the due date, for a baby born before 37 weeks measured before the second
   * birthday: the age WHO compares at (negative before the due date, when there is no WHO
   * comparison). Null when the age from the birth date is used.
   */
  corrected_age_days: z.number().int().nullable(),
  /**
   * The height WHO compares (and the chart plots): as measured, or 0.7 cm adjusted when taken
   * lying from two years or standing before. Null without a height.
   */
  who_height: z.number().nullable(),
  /**
   * WHO z-scores and percentiles: the 0–5 standards, then the 5–19 reference (height and BMI
   * to 19 years, weight to 10, weight-for-height to 5). Null when no WHO table applies (before
   * the due date, past an age, the measure missing) or when the value is flagged (who_flags).
   */
  who: z.object({
    weight_for_age: assessmentSchema,
    length_for_age: assessmentSchema,
    weight_for_length: assessmentSchema,
    bmi_for_age: assessmentSchema,
  }),
  /** True where the z-score is past WHO's plausibility limits: "Please check this measurement". */
  who_flags: z.object({
    weight_for_age: z.boolean(),
    length_for_age: z.boolean(),
    weight_for_length: z.boolean(),
    bmi_for_age: z.boolean(),
  }),
});
export type GrowthRecord = z.infer<typeof growthRecordSchema>;

export const growthListResponseSchema = z.object({
  records: z.array(growthRecordSchema),
  /** False once the child is past 19 years (228 months): measurements only, no WHO percentiles. */
  who_available: z.boolean(),
  /** The child's gestational age at birth, when the parent gave it (for "born at 32 weeks"). */
  gestational_weeks: z.number().int().nullable(),
  gestational_days: z.number().int().nullable(),
});
export type GrowthListResponse = z.infer<typeof growthListResponseSchema>;

export const growthCurvesQuerySchema = z.object({
  child_id: z.uuid({ error: 'Please choose a child' }),
  indicator: z.enum(['weight', 'height'], { error: 'Indicator must be weight or height' }),
});

export const growthCurvesResponseSchema = z.object({
  indicator: z.enum(['weight', 'height']),
  unit: z.enum(['kg', 'cm']),
  /**
   * One point per month of age: the 3rd, 15th, 50th, 85th and 97th percentile values, from
   * birth to 228 months for height and 120 months for weight (the 0–5 standards, then the 5–19
   * reference).
   */
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
export type GrowthCurvesResponse = z.infer<typeof growthCurvesResponseSchema>;
