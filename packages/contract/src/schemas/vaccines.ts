import { z } from 'zod';
import { CALENDAR_RANGE_MESSAGE, isIsoDate, isWithinCalendar } from '../dates';
import { LIMITS } from '../limits';
import { RULE_MESSAGES, vaccineNameRule } from '../rules';
import { NOT_NEEDED_REASONS } from '../schedule/timing';
import { multiLineTextCheck, ruleCheck, singleLineTextCheck } from './rules';

/** What the schedule engine says of an entry (docs/product/vaccines.md). */
export const doseForecastSchema = z.object({
  state: z.enum([
    'given',
    'given_not_counted',
    'due',
    'catch_up',
    'awaiting',
    'no_longer_due',
    'not_needed',
  ]),
  /** The first day the dose counts, for doses still to give; else null. */
  earliest_date: z.string().nullable(),
  /** The last day it may still be given (its maximum age or flu season); null when none. */
  last_date: z.string().nullable(),
  /** Awaiting an answer, and too late to give now. */
  window_closed: z.boolean(),
  /** A stable code for why (not needed, no longer due, does not count); null otherwise. */
  reason: z.string().nullable(),
  /** The explanation a parent reads, looked up from the reason. */
  explanation: z.string().nullable(),
});
export type DoseForecastWire = z.infer<typeof doseForecastSchema>;

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
  status: z.enum(['pending', 'complete', 'not_needed']),
  /** Days until due (upcoming, 0 = today) or since due (overdue); null otherwise. */
  days: z.number().int().nullable(),
  /** The schedule's dose code; null for a vaccine the parent added. */
  dose_code: z.string().nullable(),
  brand: z.string(),
  batch: z.string(),
  place: z.string(),
  not_needed_note: z.string(),
  /** The engine's verdict; null for a vaccine the parent added. */
  forecast: doseForecastSchema.nullable(),
  /** Who in the family last marked it ("Papa"), when that was someone else; null when you, or no one. */
  changed_by: z.string().nullable(),
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
  /** Due before the child was added: the parent has not said whether they were given. */
  missed_vaccines: z.array(vaccineEntrySchema),
  completed_vaccines: z.array(vaccineEntrySchema),
  /** Overdue, and catch-up doses the parent said were not given, most urgent first. */
  outstanding_vaccines: z.array(vaccineEntrySchema),
  upcoming_vaccine: z.array(upcomingGroupSchema),
  not_needed_vaccines: z.array(vaccineEntrySchema),
  no_longer_due_vaccines: z.array(vaccineEntrySchema),
  /** Brands to pick from when marking a dose given, for each dose that has a list. */
  brands: z.array(z.object({ dose_code: z.string(), names: z.array(z.string()) })),
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
    .superRefine(singleLineTextCheck)
    .max(LIMITS.textInputMax),
  description: z.string().trim().max(500).superRefine(multiLineTextCheck).optional().default(''),
  recommended_date: slashDateSchema,
});

/** An optional one-line text (brand, batch, place): up to 100 characters, no control characters. */
const oneLine = z
  .string()
  .trim()
  .max(LIMITS.textInputMax)
  .superRefine(singleLineTextCheck)
  .optional()
  .default('');

/** Multipart fields of POST /api/vaccinetracker/dashboard/ (the file travels as `prescription`). */
export const vaccineStatusFieldsSchema = z.object({
  vaccine_id: z.uuid({ error: 'Please choose a vaccine' }),
  status: z.enum(['complete', 'pending', 'not_needed', 'not_given'], {
    error: 'Status must be complete, pending, not_needed or not_given',
  }),
  /** "true" once the parent has confirmed a date on which the dose would not count. */
  confirm_early: z
    .enum(['true', 'false'])
    .optional()
    .default('false')
    .transform((v) => v === 'true'),
  brand: oneLine,
  batch: oneLine,
  place: oneLine,
  not_needed_reason: z.enum(NOT_NEEDED_REASONS).optional(),
  not_needed_note: z
    .string()
    .trim()
    .max(500)
    .superRefine(multiLineTextCheck)
    .optional()
    .default(''),
  vaccinated_on: z.string().optional().default(''),
  comment: z
    .string()
    .max(500, { error: 'Comment must be at most 500 characters' })
    .superRefine(multiLineTextCheck)
    .optional()
    .default(''),
});

export const vaccineEntryResponseSchema = z.object({
  message: z.string(),
  vaccine: vaccineEntrySchema,
});

/** POST /api/vaccinetracker/dashboard/bulk/: one answer for several doses awaiting a status update. */
export const bulkStatusBodySchema = z.object({
  child_id: z.uuid({ error: 'Please choose a child' }),
  vaccine_ids: z.array(z.uuid()).min(1, { error: 'Please choose at least one vaccine' }).max(100),
  answer: z.enum(['on_time', 'on_date', 'in_month', 'not_given'], {
    error: 'Please choose an answer',
  }),
  /** YYYY-MM-DD for on_date, YYYY-MM for in_month. */
  date: z.string().optional().default(''),
});
export type BulkStatusBody = z.infer<typeof bulkStatusBodySchema>;

export const bulkStatusResponseSchema = z.object({
  message: z.string(),
  updated: z.number().int(),
});
