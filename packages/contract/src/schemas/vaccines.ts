import { z } from 'zod';
import { CALENDAR_RANGE_MESSAGE, isIsoDate, isWithinCalendar } from '../dates';
import { LIMITS } from '../limits';
import { RULE_MESSAGES, vaccineNameRule } from '../rules';
import { ruleCheck } from './rules';

/** A vaccine entry on the wire (docs/api.md). */
export const vaccineEntrySchema = z.object({
  id: z.string(),
  vaccine: z.object({
    name: z.string(),
    vaccine_full_name: z.string(),
    description: z.string(),
    age_range: z.string(),
  }),
  /** The due date. */
  date_of_vaccination: z.string(),
  /** The day it was given; null while pending. */
  vaccinated_on: z.string().nullable(),
  comment: z.string(),
  image_url: z.string().nullable(),
  status: z.enum(['pending', 'complete']),
  /** Days until due (upcoming, 0 = today) or since due (overdue); null otherwise. */
  days: z.number().int().nullable(),
});
export type VaccineEntry = z.infer<typeof vaccineEntrySchema>;

export const upcomingGroupSchema = z.object({
  age_range: z.string(),
  due_date: z.string(),
  /** Only the first upcoming group can be acted on (docs/product/dashboard.md). */
  actionable: z.boolean(),
  vaccines: z.array(vaccineEntrySchema),
});

export const dashboardResponseSchema = z.object({
  missed_vaccines: z.array(vaccineEntrySchema),
  completed_vaccines: z.array(vaccineEntrySchema),
  outstanding_vaccines: z.array(vaccineEntrySchema),
  upcoming_vaccine: z.array(upcomingGroupSchema),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

export const childIdQuerySchema = z.object({
  child_id: z.uuid({ error: 'Please choose a child' }),
});

/** The date format of `recommended_date` (docs/product/constants.md): YYYY/MM/DD. */
export const slashDateSchema = z
  .string({ error: 'Date is required' })
  .regex(/^\d{4}\/\d{2}\/\d{2}$/, { error: 'Please enter the date as YYYY/MM/DD' })
  .transform((v) => v.replaceAll('/', '-'))
  .refine(isIsoDate, { error: 'Please enter a real date', abort: true })
  .refine(isWithinCalendar, { error: CALENDAR_RANGE_MESSAGE });

export const addVaccineBodySchema = z.object({
  child_id: z.uuid({ error: 'Please choose a child' }),
  vaccine_name: z
    .string({ error: RULE_MESSAGES.vaccine_name_required })
    .trim()
    .superRefine(ruleCheck(vaccineNameRule))
    .max(LIMITS.textInputMax),
  description: z.string().trim().max(500).optional().default(''),
  recommended_date: slashDateSchema,
});

/** Multipart fields of POST /api/vaccinetracker/dashboard/ (the file travels as `prescription`). */
export const vaccineStatusFieldsSchema = z.object({
  vaccine_id: z.uuid({ error: 'Please choose a vaccine' }),
  status: z.enum(['complete', 'pending'], { error: 'Status must be complete or pending' }),
  vaccinated_on: z.string().optional().default(''),
  comment: z
    .string()
    .max(500, { error: 'Comment must be at most 500 characters' })
    .optional()
    .default(''),
});

export const vaccineEntryResponseSchema = z.object({
  message: z.string(),
  vaccine: vaccineEntrySchema,
});
