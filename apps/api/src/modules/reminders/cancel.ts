import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * Takes back what is queued for a parent and no longer true: items for vaccines marked given
 * (so marking one pending again can remind anew), and whole messages left empty or for a
 * parent who switched reminders off. Called after those changes; the sender checks again.
 */
export async function pruneQueuedReminders(db: Database, userId: string): Promise<void> {
  await db.execute(sql`
    delete from reminder_items i
    using reminder_messages m, vaccine_entries e
    where i.message_id = m.id and m.user_id = ${userId} and m.status = 'queued'
      and e.id = i.vaccine_entry_id and e.status <> 'pending'
  `);
  await db.execute(sql`
    update reminder_messages m set status = 'cancelled'
    where m.user_id = ${userId} and m.status = 'queued'
      and (not exists (select 1 from reminder_items i where i.message_id = m.id)
           or not (select reminders_enabled from users where id = ${userId}))
  `);
}
