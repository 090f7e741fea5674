import { z } from 'zod';
import { LIMITS } from '../limits';
import { CALENDAR_RANGE_MESSAGE, isIsoDate, isWithinCalendar } from '../dates';
import {
  CHILD_NAME_LETTERS_MESSAGE,
  CHILD_NAME_MESSAGE,
  CHILD_NAME_PATTERN,
  CHILD_NAME_REQUIRED_MESSAGE,
  GENDERS,
  SCHEDULE_IDS,
} from '../children';

export const childSchema = z.object({
  id: z.string(),
  name: z.string(),
  dob: z.string(),
  gender: z.enum(GENDERS),
  schedule: z.string(),
});
export type Child = z.infer<typeof childSchema>;

/**
 * A child's name, trimmed: childNameProblem's rule (children.ts) spelled as zod checks, so the
 * API docs show its length and pattern. children.test.ts holds the two to the same answers.
 */
export const childNameSchema = z
  .string({ error: CHILD_NAME_REQUIRED_MESSAGE })
  .trim()
  .min(1, { error: CHILD_NAME_REQUIRED_MESSAGE })
  .max(LIMITS.childNameMax, { error: CHILD_NAME_MESSAGE })
  .regex(CHILD_NAME_PATTERN, { error: CHILD_NAME_LETTERS_MESSAGE });

export const isoDateSchema = z
  .string({ error: 'Date is required' })
  .refine(isIsoDate, { error: 'Please enter the date as YYYY-MM-DD', abort: true })
  .refine(isWithinCalendar, { error: CALENDAR_RANGE_MESSAGE });

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
  {
    child_id: z.uuid({
      error: (iss) => (iss.input === undefined ? CHILD_ID_REQUIRED : 'Please choose a child'),
    }),
  },
  { error: CHILD_ID_REQUIRED },
);
