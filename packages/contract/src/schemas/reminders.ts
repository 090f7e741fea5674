import { z } from 'zod';
import { LANGUAGES } from '../reminders';

/** A language Tika speaks (LANGUAGES); anything else is refused, naming the field. */
export const languageSchema = z.enum(LANGUAGES, { error: 'Choose English (en) or Hindi (hi)' });

export const reminderSettingsSchema = z.object({
  enabled: z.boolean(),
  language: z.enum(LANGUAGES),
  /** Reminders go to the verified WhatsApp number; without one nothing can be sent. */
  contact_verified: z.boolean(),
  contact_number: z.string().nullable(),
});
export type ReminderSettingsWire = z.infer<typeof reminderSettingsSchema>;

export const updateReminderSettingsBodySchema = z.object({
  enabled: z.boolean({ error: 'Say whether reminders are on' }),
  /** The parent's language, which is PUT /api/user/language/'s now; still taken here. */
  language: languageSchema.optional(),
});
