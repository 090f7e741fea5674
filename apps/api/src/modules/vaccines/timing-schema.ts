import { z } from 'zod';
import type { Condition, DoseTiming } from '@tika/contract';

/** The zod shape of a dose's timing rules (packages/contract/src/schedule/timing.ts), checked when a schedule loads. */
export const offsetSchema = z
  .object({
    years: z.number().int().optional(),
    months: z.number().int().optional(),
    weeks: z.number().int().optional(),
    days: z.number().int().optional(),
  })
  .strict();

const ageRange = z
  .object({ atLeast: offsetSchema.optional(), below: offsetSchema.optional() })
  .strict();
const doseCode = z.string().regex(/^[a-z0-9-]+$/);

const conditionSchema: z.ZodType<Condition> = z.lazy(() =>
  z.union([
    z.object({ firstDoseAge: ageRange }).strict(),
    z.object({ doseAge: ageRange.extend({ dose: doseCode }).strict() }).strict(),
    z.object({ anyEarlierDoseAge: ageRange }).strict(),
    z
      .object({ gap: z.object({ from: doseCode, to: doseCode, atLeast: offsetSchema }).strict() })
      .strict(),
    z
      .object({ brandTag: z.object({ doses: z.array(doseCode).min(1), tag: z.string() }).strict() })
      .strict(),
    z.object({ notNeeded: doseCode }).strict(),
    z.object({ all: z.array(conditionSchema).min(1) }).strict(),
    z.object({ not: conditionSchema }).strict(),
  ]),
);

const maxAgeSchema = z.union([
  z.object({ upTo: offsetSchema }).strict(),
  z.object({ before: offsetSchema }).strict(),
]);

const intervalSchema = z
  .object({
    from: z.union([z.literal('previous'), doseCode]),
    min: offsetSchema,
    rec: offsetSchema.optional(),
    when: conditionSchema.optional(),
  })
  .strict();

export const timingSchema: z.ZodType<DoseTiming> = z
  .object({
    series: z.string().min(1),
    minAge: offsetSchema.optional(),
    maxAge: maxAgeSchema.optional(),
    after: z.array(intervalSchema).optional(),
    repeatAfter: offsetSchema.optional(),
    variants: z
      .array(
        z
          .object({
            when: conditionSchema,
            minAge: offsetSchema.optional(),
            maxAge: maxAgeSchema.optional(),
            after: z.array(intervalSchema).optional(),
          })
          .strict(),
      )
      .optional(),
    skipWhen: z
      .array(
        z
          .object({
            when: conditionSchema,
            reason: z.enum([
              'series_complete',
              'two_dose_brand',
              'no_combination_vaccine',
              'one_dose_brand',
              'booster_given_late',
              'flu_until_5_years',
              'first_dose_not_needed',
            ]),
          })
          .strict(),
      )
      .optional(),
    season: z
      .union([
        z.object({ first: z.literal(true) }).strict(),
        z.object({ yearly: z.number().int().min(1) }).strict(),
      ])
      .optional(),
    source: z.string().min(1),
    confirm: z.boolean().optional(),
  })
  .strict();

export const brandsSchema = z.record(
  z.string(),
  z.array(
    z
      .object({ name: z.string().min(1), maker: z.string(), tags: z.array(z.string()).optional() })
      .strict(),
  ),
);
