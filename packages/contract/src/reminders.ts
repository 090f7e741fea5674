import { z } from 'zod';

/** WhatsApp vaccine reminders (issue 7): when they go out, relative to the due date. */
export const REMINDER_KINDS = {
  week_before: { daysBeforeDue: 7 },
  day_before: { daysBeforeDue: 1 },
  due_day: { daysBeforeDue: 0 },
  /** Once, three days after the due date, if still not marked given. */
  overdue: { daysBeforeDue: -3 },
} as const;
export type ReminderKind = keyof typeof REMINDER_KINDS;

/** Sent at 9:00 in the parent's time zone; never after 20:00 (a message that could not go by then is dropped). */
export const REMINDER_SEND_HOUR = 9;
export const REMINDER_LAST_HOUR = 20;

export const REMINDER_LANGUAGES = ['en', 'hi'] as const;
export type ReminderLanguage = (typeof REMINDER_LANGUAGES)[number];

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

export const REMINDER_MESSAGES = {
  on: 'Reminders are on',
  off: 'Reminders are off',
} as const;
