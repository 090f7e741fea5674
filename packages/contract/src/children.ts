import { z } from 'zod';
import { LIMITS } from './limits';
import { CALENDAR_RANGE_MESSAGE, isIsoDate, isWithinCalendar } from './dates';

export const GENDERS = ['girl', 'boy'] as const;
export type Gender = (typeof GENDERS)[number];

export const childSchema = z.object({
  id: z.string(),
  name: z.string(),
  dob: z.string(),
  gender: z.enum(GENDERS),
  schedule: z.string(),
});
export type Child = z.infer<typeof childSchema>;

export const CHILD_NAME_MESSAGE = `Name can have at most ${LIMITS.childNameMax} letters`;
export const MAX_CHILDREN_MESSAGE = `You can add up to ${LIMITS.maxChildren} children`;
export const DOB_FUTURE_MESSAGE = 'Birth date cannot be in the future';

/** A child's name: letters (any script, so Devanagari works) and spaces, at most 20. */
export const childNameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, { error: 'Name is required' })
  .max(LIMITS.childNameMax, { error: CHILD_NAME_MESSAGE })
  .regex(/^[\p{L}\p{M}][\p{L}\p{M} ]*$/u, { error: 'Name can have letters and spaces only' });

export const isoDateSchema = z
  .string({ error: 'Date is required' })
  .refine(isIsoDate, { error: 'Please enter the date as YYYY-MM-DD', abort: true })
  .refine(isWithinCalendar, { error: CALENDAR_RANGE_MESSAGE });

/** The vaccination schedules a child can follow; IAP-ACVIP is the default (DESIGN.md §4). */
export const SCHEDULE_IDS = ['iap-acvip-2023', 'uip'] as const;
export type ScheduleId = (typeof SCHEDULE_IDS)[number];
export const SCHEDULE_LABELS: Record<ScheduleId, string> = {
  'iap-acvip-2023': 'IAP-ACVIP 2023 (Indian Academy of Pediatrics)',
  uip: 'Universal Immunization Programme (Government of India)',
};

export const createChildBodySchema = z.object({
  name: childNameSchema,
  dob: isoDateSchema,
  gender: z.enum(GENDERS, { error: 'Please choose Girl or Boy' }),
  schedule: z.enum(SCHEDULE_IDS, { error: 'Please choose a vaccination schedule' }).optional(),
});
export type CreateChildBody = z.infer<typeof createChildBodySchema>;
export const childrenListResponseSchema = z.object({ children: z.array(childSchema) });

export const updateChildBodySchema = z.object({
  id: z.uuid({ error: 'Please choose a child' }),
  name: childNameSchema,
  dob: isoDateSchema,
  schedule: z.enum(SCHEDULE_IDS, { error: 'Please choose a vaccination schedule' }).optional(),
});
export type UpdateChildBody = z.infer<typeof updateChildBodySchema>;

/** With no body at all (or no child_id) the message names the missing field. */
const CHILD_ID_REQUIRED = 'child_id is required';
export const deleteChildBodySchema = z.object(
  { child_id: z.uuid({ error: (iss) => (iss.input === undefined ? CHILD_ID_REQUIRED : 'Please choose a child') }) },
  { error: CHILD_ID_REQUIRED },
);

export const ONLY_CHILD_MESSAGE = 'Cannot delete the only child profile';
export const CHILD_UPDATED_MESSAGE = 'Child Profile updated';
export const CHILD_DELETED_MESSAGE = 'Child Profile deleted';
