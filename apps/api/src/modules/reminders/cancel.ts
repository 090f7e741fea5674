import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Whether item `i`'s person is still reminded about its entry `e`'s child: the child's owner or
 * one of its caregivers. A member removed, gone or made a viewer is not.
 */
export const stillRemindedAbout = sql`exists (
  select 1 from children rc where rc.id = e.child_id
    and (rc.user_id = i.user_id
         or exists (select 1 from child_members rm
                    where rm.child_id = rc.id and rm.user_id = i.user_id and rm.role = 'caregiver')))`;

/**
 * Takes back what is queued for these people and no longer true: items for vaccines marked given
 * (so marking one pending again can remind anew), items about a child the person no longer
 * follows as its owner or a caregiver, and whole messages left empty or for a person who
 * switched reminders off. Called after those changes; the sender checks again.
 *
 * Switching off also releases the (entry, kind) keys of the person's cancelled items: nothing
 * was sent for them, and a person who switches back on the same day should get that day's
 * reminder (the next sweep queues it again and revives the day's cancelled message).
 */
export async function pruneQueuedReminders(
  db: Database,
  who: string | readonly string[],
): Promise<void> {
  const ids = [...new Set(typeof who === 'string' ? [who] : who)];
  if (ids.length === 0) return;
  const people = sql`(${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
  await db.execute(sql`
    delete from reminder_items i
    using reminder_messages m, vaccine_entries e
    where i.message_id = m.id and m.user_id in ${people} and m.status = 'queued'
      and e.id = i.vaccine_entry_id
      and (e.status <> 'pending'
           or (i.kind = 'status_check' and e.forecast_state <> 'awaiting')
           or (i.kind <> 'status_check' and (coalesce(e.forecast_state, 'due') not in ('due', 'catch_up') or e.due_date <> i.due_date))
           or not ${stillRemindedAbout})
  `);
  await db.execute(sql`
    update reminder_messages m set status = 'cancelled'
    where m.user_id in ${people} and m.status = 'queued'
      and (not exists (select 1 from reminder_items i where i.message_id = m.id)
           or not (select reminders_enabled from users u where u.id = m.user_id))
  `);
  await db.execute(sql`
    delete from reminder_items i
    using reminder_messages m, users u
    where i.message_id = m.id and m.user_id in ${people} and m.status = 'cancelled'
      and u.id = m.user_id and not u.reminders_enabled
  `);
}

/**
 * Everyone who may have something queued about a child: its owner, its members (whatever their
 * role now) and anyone holding a queued item about it. Read before a change that removes these
 * links (deleting the child), then pruned after it.
 */
export async function reminderRecipientsOf(db: Database, childId: string): Promise<string[]> {
  const result = await db.execute(sql`
    select user_id from children where id = ${childId}
    union
    select user_id from child_members where child_id = ${childId}
    union
    select i.user_id from reminder_items i
    join vaccine_entries e on e.id = i.vaccine_entry_id
    join reminder_messages m on m.id = i.message_id
    where e.child_id = ${childId} and m.status = 'queued'
  `);
  return rowsOf<{ user_id: string }>(result).map((r) => r.user_id);
}

/**
 * After a change to a child's doses (by its owner or a caregiver): takes back what is no longer
 * true for every person reminded about the child, not only the one who made the change.
 */
export async function pruneQueuedRemindersForChild(db: Database, childId: string): Promise<void> {
  await pruneQueuedReminders(db, await reminderRecipientsOf(db, childId));
}

/** Frees a cancelled message's (entry, kind) keys, so a later sweep the same day may queue them again. */
export async function releaseCancelledItems(db: Database, messageId: string): Promise<void> {
  await db.execute(sql`
    delete from reminder_items i
    using reminder_messages m
    where i.message_id = m.id and m.id = ${messageId} and m.status = 'cancelled'
  `);
}
