import { z } from 'zod';
import { GENDERS } from '../children';
import { SHARE_LINK_HOURS, SHARE_LINK_MESSAGES } from '../share-links';
import { growthRecordSchema } from './growth-records';

export const createShareLinkBodySchema = z.object({
  child_id: z.uuid({ error: 'Please choose a child' }),
  expires_in_hours: z
    .number({ error: SHARE_LINK_MESSAGES.hoursInvalid })
    .int({ error: SHARE_LINK_MESSAGES.hoursInvalid })
    .min(SHARE_LINK_HOURS.min, { error: SHARE_LINK_MESSAGES.hoursInvalid })
    .max(SHARE_LINK_HOURS.max, { error: SHARE_LINK_MESSAGES.hoursInvalid }),
  /** Whether the page also links the prescriptions and reports the parent keeps. */
  include_files: z.boolean().default(false),
});
export type CreateShareLinkBody = z.infer<typeof createShareLinkBodySchema>;

/** A live link as the parent's list shows it; the token itself is never shown again. */
export const shareLinkSchema = z
  .object({
    id: z.string(),
    created_at: z.string(),
    expires_at: z.string(),
    include_files: z.boolean(),
  })
  .meta({ id: 'ShareLink' });
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** The one answer that holds the link: show it, share it, draw its QR code now. */
export const createdShareLinkSchema = shareLinkSchema
  .extend({ url: z.string(), message: z.string() })
  .meta({ id: 'CreatedShareLink' });
export type CreatedShareLink = z.infer<typeof createdShareLinkSchema>;

export const shareLinksResponseSchema = z.object({ links: z.array(shareLinkSchema) });
export type ShareLinksResponse = z.infer<typeof shareLinksResponseSchema>;

export const revokeShareLinkBodySchema = z.object({
  id: z.uuid({ error: 'Please choose a link' }),
});

/** The record's path parameter. Not validated here: every bad token is the same bare 404. */
export const sharedRecordParamsSchema = z.object({ token: z.string() });

/** Where a dose stands today, as the dashboard and the card say it. */
export const sharedDoseStates = [
  'given',
  'not_counted',
  'overdue',
  'catch_up',
  'due',
  'upcoming',
  'unrecorded',
  'not_needed',
  'no_longer_due',
] as const;
export type SharedDoseState = (typeof sharedDoseStates)[number];

export const sharedDoseSchema = z.object({
  name: z.string(),
  full_name: z.string(),
  /** The schedule's age group ("6 weeks"), in the page's language. */
  age_range: z.string(),
  state: z.enum(sharedDoseStates),
  /** Days overdue (overdue, catch-up) or until due (due, upcoming); else null. */
  days: z.number().int().nullable(),
  /** The date it is due (the forecast's), or was due. */
  due_on: z.string(),
  given_on: z.string().nullable(),
  brand: z.string(),
  batch: z.string(),
});
export type SharedDose = z.infer<typeof sharedDoseSchema>;

export const sharedFileSchema = z.object({
  /** A prescription kept with a dose, or a medical record (prescription or report). */
  kind: z.enum(['vaccine', 'record']),
  /** The dose's name ("OPV 1"), or the medical record's purpose as the parent wrote it. */
  label: z.string(),
  /** A link valid for 15 minutes; open the page again for a fresh one. */
  url: z.string(),
  file_type: z.string(),
  date: z.string(),
});
export type SharedFile = z.infer<typeof sharedFileSchema>;

/**
 * What the doctor sees: first name, birth date and sex, the doses, the latest growth. No
 * parent, no phone number, no surname; files only when the parent ticked them.
 */
export const sharedRecordSchema = z
  .object({
    child: z.object({
      first_name: z.string(),
      dob: z.string(),
      gender: z.enum(GENDERS),
      schedule: z.string(),
    }),
    /** The parent's date when the page was read: "due", "overdue" and ages are as of this day. */
    as_of: z.string(),
    expires_at: z.string(),
    doses: z.array(sharedDoseSchema),
    latest_growth: growthRecordSchema.nullable(),
    /** Null when the parent did not include files. */
    files: z.array(sharedFileSchema).nullable(),
  })
  .meta({ id: 'SharedRecord' });
export type SharedRecord = z.infer<typeof sharedRecordSchema>;
