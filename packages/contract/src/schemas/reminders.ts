import { z } from 'zod';
import { REMINDER_LANGUAGES } from '../reminders';

export const reminderSettingsSchema = z.object({
  enabled: z.boolean(),
  language: z.enum(REMINDER_LANGUAGES),
  /** Reminders go to the verified WhatsApp number; without one nothing can be sent. */
  contact_verified: z.boolean(),
  contact_number: z.string().nullable(),
});
export type ReminderSettingsWire = z.infer<typeof reminderSettingsSchema>;

export const updateReminderSettingsBodySchema = z.object({
  enabled: z.boolean({ error: 'Say whether reminders are on' }),
  language: z.enum(REMINDER_LANGUAGES, { error: 'Choose English (en) or Hindi (hi)' }),
});
