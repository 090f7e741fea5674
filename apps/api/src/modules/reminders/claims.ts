import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type ReminderMessageRow, reminderMessages } from '../../db/schema';

/**
 * A worker's claims on reminder messages (docs/decisions/0017-reminder-delivery.md). A claim is
 * a lease whose end the database computes when it is taken (`clock_timestamp()`), carrying the
 * worker's id: however long a pass runs, a fresh claim is never already lapsed, and only the
 * worker holding a message may send it or record what happened.
 */
export interface ClaimOptions {
  workerId: string;
  leaseSeconds: number;
}

const leaseEnd = (seconds: number) => sql`clock_timestamp() + make_interval(secs => ${seconds})`;

/**
 * Claims up to `batch` messages whose time has come by the app's clock `now` (business time:
 * 09:00 on the parent's day, or a retry's time), or whose claim lapsed because its worker died.
 * FOR UPDATE SKIP LOCKED: two workers never take the same message.
 */
export function claimDue(
  db: Database,
  options: ClaimOptions & { now: Date; batch: number },
): Promise<ReminderMessageRow[]> {
  const at = options.now.toISOString();
  return db
    .update(reminderMessages)
    .set({
      status: 'sending',
      attempts: sql`${reminderMessages.attempts} + 1`,
      claimedBy: options.workerId,
      lockedUntil: leaseEnd(options.leaseSeconds),
    })
    .where(
      sql`${reminderMessages.id} in (
        select id from reminder_messages
        where (status = 'queued' and send_at <= ${at}::timestamptz and coalesce(next_attempt_at, send_at) <= ${at}::timestamptz)
           or (status = 'sending' and locked_until < clock_timestamp())
        order by send_at
        limit ${options.batch}
        for update skip locked
      )`,
    )
    .returning();
}

/**
 * Checked just before the outside call: the claim is still this worker's and has not lapsed,
 * and it now lasts a whole lease more, many times the send's own timeout, so nobody can take
 * the message over while the call is in flight. False: leave the message alone.
 */
export async function renewClaim(db: Database, id: string, options: ClaimOptions) {
  const renewed = await db
    .update(reminderMessages)
    .set({ lockedUntil: leaseEnd(options.leaseSeconds) })
    .where(
      and(
        eq(reminderMessages.id, id),
        eq(reminderMessages.status, 'sending'),
        eq(reminderMessages.claimedBy, options.workerId),
        sql`${reminderMessages.lockedUntil} > clock_timestamp()`,
      ),
    )
    .returning({ id: reminderMessages.id });
  return renewed.length === 1;
}

/** Records the outcome and ends the claim, only if it is still this worker's. */
export async function finishClaim(
  db: Database,
  id: string,
  workerId: string,
  values: Partial<typeof reminderMessages.$inferInsert>,
): Promise<void> {
  await db
    .update(reminderMessages)
    .set({ lockedUntil: null, claimedBy: null, ...values })
    .where(
      and(
        eq(reminderMessages.id, id),
        eq(reminderMessages.status, 'sending'),
        eq(reminderMessages.claimedBy, workerId),
      ),
    );
}
