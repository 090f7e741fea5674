import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type ReminderKind, type Language, REMINDER_LAST_HOUR, todayIn } from '@tika/contract';
import type { AppDeps } from '../../deps';
import type { Database } from '../../db/client';
import type { ReminderMessageRow } from '../../db/schema';
import { MessagingError } from '../../adapters/messaging/sender';
import { vaccineReminderMessage } from '../../adapters/messaging/templates';
import { releaseCancelledItems, stillRemindedAbout } from './cancel';
import { claimDue, type ClaimOptions, finishClaim, renewClaim } from './claims';
import { composeReminder, type DueItem } from './reminder-text';
import { holdSendsFor, waitForSendSlot } from './send-rate';

const MAX_ATTEMPTS = 5;
/** Backoff after a failed send: 1, 5, 25, 125 minutes. */
const retryDelayMs = (attempts: number) => 60_000 * 5 ** (attempts - 1);

/** released: the claim lapsed and another worker took the message over; this one left it alone. */
export type SendOutcome = 'sent' | 'retry' | 'failed' | 'cancelled' | 'expired' | 'released';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface SendPassOptions {
  /** This worker's id on its claims; a fresh one per pass unless the caller keeps one. */
  workerId?: string;
  /** Sends in flight at once (REMINDER_SEND_CONCURRENCY). */
  concurrency?: number;
  /** Messages claimed at a time; the concurrency unless a test wants small batches. */
  batch?: number;
}

interface Pass extends ClaimOptions {
  ratePerSecond: number;
}

interface Recipient {
  contact_number: string | null;
  first_name: string;
  time_zone: string;
  reminders_enabled: boolean;
  contact_verified: boolean;
}

/**
 * What the message says now: only vaccines still pending, of children still there that its
 * person still follows as owner or caregiver.
 */
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
      and ${stillRemindedAbout}
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

/** The local hour at `now` in a time zone (0–23). */
function localHour(timeZone: string, now: Date): number {
  return Number(
    new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone }).format(now),
  );
}

/**
 * One claimed message: re-read what it would say, then send it once. The outside call runs
 * outside any transaction, after this worker's turn under the shared rate and a last check
 * that the claim is still its own (claims.ts); the outcome is recorded after.
 */
async function sendOne(
  deps: AppDeps,
  message: ReminderMessageRow,
  pass: Pass,
): Promise<SendOutcome> {
  const { db } = deps.database;
  const finish = (values: Parameters<typeof finishClaim>[3]) =>
    finishClaim(db, message.id, pass.workerId, values);
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
    await finish({ status: 'cancelled' });
    // Nothing went out: a parent who switches back on (or verifies the number) today gets today's reminder.
    await releaseCancelledItems(db, message.id);
    return 'cancelled';
  }
  // Never at night: a message that could not go out by 20:00 on its day is dropped.
  const now = deps.clock.now();
  const localToday = todayIn(parent.time_zone, now);
  if (localToday > message.sendOn || localHour(parent.time_zone, now) >= REMINDER_LAST_HOUR) {
    await finish({ status: 'expired' });
    return 'expired';
  }

  const { params, text } = composeReminder(parent.first_name, message.language as Language, items);
  await waitForSendSlot(db, pass.ratePerSecond);
  if (!(await renewClaim(db, message.id, pass))) return 'released';
  try {
    await deps.messaging.send(
      vaccineReminderMessage(parent.contact_number, message.language as Language, params, text),
    );
  } catch (error) {
    const lastError = error instanceof Error ? error.message.slice(0, 500) : 'send failed';
    const retryAfterMs = error instanceof MessagingError ? error.retryAfterMs : undefined;
    if (retryAfterMs !== undefined) {
      // Too many for WhatsApp: every worker holds off, and this try does not count as a failure.
      await holdSendsFor(db, retryAfterMs);
      await finish({
        status: 'queued',
        attempts: message.attempts - 1,
        lastError,
        nextAttemptAt: new Date(deps.clock.now().getTime() + retryAfterMs),
      });
      return 'retry';
    }
    if (message.attempts >= MAX_ATTEMPTS) {
      await finish({ status: 'failed', lastError });
      return 'failed';
    }
    await finish({
      status: 'queued',
      lastError,
      nextAttemptAt: new Date(deps.clock.now().getTime() + retryDelayMs(message.attempts)),
    });
    return 'retry';
  }
  await finish({ status: 'sent', sentAt: deps.clock.now(), text, lastError: null });
  return 'sent';
}

/**
 * One pass of a worker: keeps up to `concurrency` sends in flight, claiming more as they
 * finish, until nothing is due. Any number of workers may run passes at once.
 */
export async function sendDueReminders(
  deps: AppDeps,
  options: SendPassOptions = {},
): Promise<Record<SendOutcome, number>> {
  const counts: Record<SendOutcome, number> = {
    sent: 0,
    retry: 0,
    failed: 0,
    cancelled: 0,
    expired: 0,
    released: 0,
  };
  const { env } = deps;
  const concurrency = options.concurrency ?? env.REMINDER_SEND_CONCURRENCY;
  const pass: Pass = {
    workerId: options.workerId ?? randomUUID(),
    leaseSeconds: env.REMINDER_CLAIM_SECONDS,
    ratePerSecond: env.REMINDER_SEND_RATE,
  };
  const claimed: ReminderMessageRow[] = [];
  let drained = false;
  let claiming: Promise<void> | null = null;
  const claimMore = async () => {
    const rows = await claimDue(deps.database.db, {
      ...pass,
      now: deps.clock.now(),
      batch: options.batch ?? concurrency,
    });
    if (rows.length === 0) drained = true;
    claimed.push(...rows);
  };
  /** The next claimed message for a free lane; lanes waiting together share one claim. */
  const next = async (): Promise<ReminderMessageRow | undefined> => {
    while (claimed.length === 0 && !drained) {
      claiming ??= claimMore().finally(() => (claiming = null));
      await claiming;
    }
    return claimed.shift();
  };
  const lane = async () => {
    for (let message = await next(); message; message = await next())
      counts[await sendOne(deps, message, pass)] += 1;
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  return counts;
}
