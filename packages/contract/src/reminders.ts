/** WhatsApp vaccine reminders (docs/decisions/0011): when they go out, relative to the due date. */
export const REMINDER_KINDS = {
  week_before: { daysBeforeDue: 7 },
  day_before: { daysBeforeDue: 1 },
  due_day: { daysBeforeDue: 0 },
  /** Once, three days after the due date, if still not marked given. */
  overdue: { daysBeforeDue: -3 },
} as const;
/**
 * The status check: this many days after a child is added, one message lists the doses due
 * before then that the parent has not answered for and that can still be given.
 */
export const STATUS_CHECK_AFTER_DAYS = 3;
export type ReminderKind = keyof typeof REMINDER_KINDS | 'status_check';

/** Sent at 9:00 in the parent's time zone; never after 20:00 (a message that could not go by then is dropped). */
export const REMINDER_SEND_HOUR = 9;
export const REMINDER_LAST_HOUR = 20;

/**
 * The languages Tika speaks. One setting on the parent serves the app, WhatsApp messages
 * (reminders, sign-in), the PDF card and the calendar feed.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

export const REMINDER_MESSAGES = {
  on: 'Reminders are on',
  off: 'Reminders are off',
} as const;
