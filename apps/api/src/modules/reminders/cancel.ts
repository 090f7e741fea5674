import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * Takes back what is queued for a parent and no longer true: items for vaccines marked given
 * (so marking one pending again can remind anew), and whole messages left empty or for a
 * parent who switched reminders off. Called after those changes; the sender checks again.
 *
 * Switching off also releases the (entry, kind) keys of the parent's cancelled items: nothing
 * was sent for them, and a parent who switches back on the same day should get that day's
 * reminder (the next sweep queues it again and revives the day's cancelled message).
 */
export async function pruneQueuedReminders(db: Database, userId: string): Promise<void> {
  await db.execute(sql`
    delete from reminder_items i
    using reminder_messages m, vaccine_entries e
    where i.message_id = m.id and m.user_id = ${userId} and m.status = 'queued'
      and e.id = i.vaccine_entry_id
      and (e.status <> 'pending'
           or (i.kind = 'status_check' and e.forecast_state <> 'awaiting')
           or (i.kind <> 'status_check' and (coalesce(e.forecast_state, 'due') not in ('due', 'catch_up') or e.due_date <> i.due_date)))
  `);
  await db.execute(sql`
    update reminder_messages m set status = 'cancelled'
    where m.user_id = ${userId} and m.status = 'queued'
      and (not exists (select 1 from reminder_items i where i.message_id = m.id)
           or not (select reminders_enabled from users where id = ${userId}))
  `);
  await db.execute(sql`
    delete from reminder_items i
    using reminder_messages m
    where i.message_id = m.id and m.user_id = ${userId} and m.status = 'cancelled'
      and not (select reminders_enabled from users where id = ${userId})
  `);
}

/** Frees a cancelled message's (entry, kind) keys, so a later sweep the same day may queue them again. */
export async function releaseCancelledItems(db: Database, messageId: string): Promise<void> {
  await db.execute(sql`
    delete from reminder_items i
    using reminder_messages m
    where i.message_id = m.id and m.id = ${messageId} and m.status = 'cancelled'
  `);
}
