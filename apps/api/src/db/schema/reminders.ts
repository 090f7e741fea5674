import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn, createdAtColumn } from './columns';
import { userIdColumn } from './users';
import { vaccineEntries } from './vaccine-entries';

/**
 * The reminder outbox: at most one WhatsApp message per parent per day, holding every vaccine
 * due for their children. Workers claim queued rows with FOR UPDATE SKIP LOCKED, each claim a
 * lease in the database's own time (docs/decisions/0017-reminder-delivery.md).
 */
export const reminderMessages = pgTable(
  'reminder_messages',
  {
    id: idColumn(),
    userId: userIdColumn(),
    /** The parent's calendar day it is for. */
    sendOn: date('send_on', { mode: 'string' }).notNull(),
    /** 09:00 on that day in the parent's time zone. */
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
    language: text('language').notNull(),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** The lease's end, in the database's time: a claim not finished by then is taken over (the worker died). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The worker holding the claim: only it may send the message or record the outcome. */
    claimedBy: text('claimed_by'),
    lastError: text('last_error'),
    text: text('text'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('reminder_messages_user_day_key').on(t.userId, t.sendOn),
    index('reminder_messages_due_idx').on(t.status, t.sendAt),
    check(
      'reminder_messages_status_known',
      sql`${t.status} in ('queued', 'sending', 'sent', 'failed', 'cancelled', 'expired')`,
    ),
  ],
);

/**
 * Exactly once per (vaccine entry, kind, due date, person): the key that makes repeated or
 * concurrent sweeps harmless, while a dose whose forecast due date moves is reminded for its new
 * date. Per person, because a shared child's owner and each caregiver are reminded of it.
 */
export const reminderItems = pgTable(
  'reminder_items',
  {
    vaccineEntryId: uuid('vaccine_entry_id')
      .notNull()
      .references(() => vaccineEntries.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** Who is reminded: always the user of the item's message. */
    userId: userIdColumn(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => reminderMessages.id, { onDelete: 'cascade' }),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({
      name: 'reminder_items_pkey',
      columns: [t.vaccineEntryId, t.kind, t.dueDate, t.userId],
    }),
    index('reminder_items_message_idx').on(t.messageId),
    check(
      'reminder_items_kind_known',
      sql`${t.kind} in ('week_before', 'day_before', 'due_day', 'overdue', 'status_check')`,
    ),
  ],
);

export type ReminderMessageRow = typeof reminderMessages.$inferSelect;

/**
 * Work every process may start but only one should do per period (the reminder sweep): a row
 * per job with the time its last run began. A process runs the job only if its conditional
 * update of that time wins, so however many workers run, one sweep starts per period.
 */
export const periodicJobs = pgTable('periodic_jobs', {
  job: text('job').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
});

/**
 * The shared send rate of one sending channel (the WhatsApp number): the next free slot. Each
 * send reserves a slot by moving it on by 1/rate seconds, so every worker together keeps to the
 * channel's rate; a 429 moves it past the Retry-After.
 */
export const sendRateSlots = pgTable('send_rate_slots', {
  channel: text('channel').primaryKey(),
  nextSlotAt: timestamp('next_slot_at', { withTimezone: true }).notNull(),
});
