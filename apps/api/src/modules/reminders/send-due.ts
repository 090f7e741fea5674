import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  type ReminderKind,
  type ReminderLanguage,
  REMINDER_LAST_HOUR,
  todayIn,
} from '@tika/contract';
import type { AppDeps } from '../../deps';
import type { Database } from '../../db/client';
import { type ReminderMessageRow, reminderMessages } from '../../db/schema';
import { vaccineReminderMessage } from '../../adapters/messaging/templates';
import { releaseCancelledItems } from './cancel';
import { composeReminder, type DueItem } from './reminder-text';

const CLAIM_MINUTES = 5;
const MAX_ATTEMPTS = 5;
/** Backoff after a failed send: 1, 5, 25, 125 minutes. */
const retryDelayMs = (attempts: number) => 60_000 * 5 ** (attempts - 1);

export type SendOutcome = 'sent' | 'retry' | 'failed' | 'cancelled' | 'expired';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Claims queued messages whose time has come (or whose claim lapsed because a worker died)
 * with FOR UPDATE SKIP LOCKED: two workers never hold the same message.
 */
async function claim(db: Database, now: Date, batch: number): Promise<ReminderMessageRow[]> {
  const at = now.toISOString();
  const result = await db.execute(sql`
    update reminder_messages set status = 'sending', attempts = attempts + 1, locked_until = ${at}::timestamptz + make_interval(mins => ${CLAIM_MINUTES})
    where id in (
      select id from reminder_messages
      where (status = 'queued' and send_at <= ${at}::timestamptz and coalesce(next_attempt_at, send_at) <= ${at}::timestamptz)
         or (status = 'sending' and locked_until < ${at}::timestamptz)
      order by send_at
      limit ${batch}
      for update skip locked
    )
    returning id
  `);
  const ids = rowsOf<{ id: string }>(result).map((r) => r.id);
  if (ids.length === 0) return [];
  return db.select().from(reminderMessages).where(inArray(reminderMessages.id, ids));
}

interface Recipient {
  contact_number: string | null;
  first_name: string;
  time_zone: string;
  reminders_enabled: boolean;
  contact_verified: boolean;
}

/** What the message says now: only vaccines still pending, of children still there. */
async function liveItems(db: Database, messageId: string): Promise<DueItem[]> {
  const result = await db.execute(sql`
    select c.name as child_name, e.name as vaccine_name, i.due_date::text as due_date, i.kind
    from reminder_items i
    join vaccine_entries e on e.id = i.vaccine_entry_id
    join children c on c.id = e.child_id
    where i.message_id = ${messageId} and e.status = 'pending'
      -- Only what the forecast still says: a dose no longer due or moved to another date is dropped.
      and (case when i.kind = 'status_check' then e.forecast_state = 'awaiting'
                else coalesce(e.forecast_state, 'due') in ('due', 'catch_up') and e.due_date = i.due_date end)
  `);
  return rowsOf<{ child_name: string; vaccine_name: string; due_date: string; kind: ReminderKind }>(
    result,
  ).map((r) => ({
    childName: r.child_name,
    vaccineName: r.vaccine_name,
    dueDate: String(r.due_date).slice(0, 10),
    kind: r.kind,
  }));
}

async function finish(
  db: Database,
  id: string,
  values: Partial<typeof reminderMessages.$inferInsert>,
) {
  await db
    .update(reminderMessages)
    .set({ lockedUntil: null, ...values })
    .where(and(eq(reminderMessages.id, id), eq(reminderMessages.status, 'sending')));
}

/** The local hour at `now` in a time zone (0–23). */
function localHour(timeZone: string, now: Date): number {
  return Number(
    new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone }).format(now),
  );
}

async function sendOne(
  deps: AppDeps,
  message: ReminderMessageRow,
  now: Date,
): Promise<SendOutcome> {
  const { db } = deps.database;
  const [parent] = rowsOf<Recipient>(
    await db.execute(
      sql`select contact_number, first_name, time_zone, reminders_enabled, contact_verified from users where id = ${message.userId}`,
    ),
  );
  const items = await liveItems(db, message.id);
  if (
    !parent ||
    !parent.reminders_enabled ||
    !parent.contact_verified ||
    !parent.contact_number ||
    items.length === 0
  ) {
    await finish(db, message.id, { status: 'cancelled' });
    // Nothing went out: a parent who switches back on (or verifies the number) today gets today's reminder.
    await releaseCancelledItems(db, message.id);
    return 'cancelled';
  }
  // Never at night: a message that could not go out by 20:00 on its day is dropped.
  const localToday = todayIn(parent.time_zone, now);
  if (localToday > message.sendOn || localHour(parent.time_zone, now) >= REMINDER_LAST_HOUR) {
    await finish(db, message.id, { status: 'expired' });
    return 'expired';
  }

  const { params, text } = composeReminder(
    parent.first_name,
    message.language as ReminderLanguage,
    items,
  );
  try {
    await deps.messaging.send(
      vaccineReminderMessage(
        parent.contact_number,
        message.language as ReminderLanguage,
        params,
        text,
      ),
    );
  } catch (error) {
    const lastError = error instanceof Error ? error.message.slice(0, 500) : 'send failed';
    if (message.attempts >= MAX_ATTEMPTS) {
      await finish(db, message.id, { status: 'failed', lastError });
      return 'failed';
    }
    await finish(db, message.id, {
      status: 'queued',
      lastError,
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(message.attempts)),
    });
    return 'retry';
  }
  await finish(db, message.id, { status: 'sent', sentAt: now, text, lastError: null });
  return 'sent';
}

/** One pass of a worker: claim what is due, send each, record the outcome. */
export async function sendDueReminders(
  deps: AppDeps,
  options: { batch?: number } = {},
): Promise<Record<SendOutcome, number>> {
  const counts: Record<SendOutcome, number> = {
    sent: 0,
    retry: 0,
    failed: 0,
    cancelled: 0,
    expired: 0,
  };
  const now = deps.clock.now();
  for (;;) {
    const claimed = await claim(deps.database.db, now, options.batch ?? 50);
    if (claimed.length === 0) return counts;
    for (const message of claimed) counts[await sendOne(deps, message, now)] += 1;
  }
}
