import { sql } from 'drizzle-orm';
import {
  addOffset,
  REMINDER_KINDS,
  REMINDER_SEND_HOUR,
  STATUS_CHECK_AFTER_DAYS,
} from '@tika/contract';
import type { Database } from '../../db/client';
import { refreshStaleForecasts } from '../vaccines/refresh-forecast';

/** The kinds and their offsets as a SQL VALUES list, from the contract's one definition. */
const kindsTable = sql.join(
  Object.entries(REMINDER_KINDS).map(
    ([kind, { daysBeforeDue }]) => sql`(${kind}, ${daysBeforeDue}::int)`,
  ),
  sql`, `,
);
const sendTime = `${String(REMINDER_SEND_HOUR).padStart(2, '0')}:00`;

/**
 * Who is reminded about child `c`, as `u`: its owner and each caregiver following it (never a
 * viewer), each with their own language, time zone and reminder setting.
 */
const recipientsOfChild = sql`
  cross join lateral (
    select c.user_id
    union all
    select cm.user_id from child_members cm where cm.child_id = c.id and cm.role = 'caregiver'
  ) r
  join users u on u.id = r.user_id`;

export interface SweepResult {
  /** (vaccine entry, kind, person) items newly queued. */
  items: number;
}

/**
 * Queues every reminder due today: one set-based statement over all parents. A child's
 * reminders go to its owner and each caregiver. "Today" is each person's own calendar day at
 * `now`, or `asOf` for all of them (operators and tests). Each (vaccine entry, kind) is recorded
 * once per person — its primary key — into at most one message per person per day, so repeated
 * and concurrent sweeps add nothing. Entries already missed when the child was added, and people
 * without a verified number or with reminders off, get nothing. A day whose message has already
 * gone out gets no new items; one whose message was cancelled unsent is queued again if
 * something is due (see cancel.ts).
 */
export async function sweepReminders(
  db: Database,
  options: { now: Date; asOf?: string },
): Promise<SweepResult> {
  const asOf = options.asOf ?? null;
  // Reminders follow the forecast: bring every stale child's stored forecast up to today first.
  await refreshStaleForecasts(db, options);
  // Every parent's "today" lies within a day of UTC's; bounding the due dates lets the partial
  // index on pending entries' due dates find the few rows among millions.
  const offsets = Object.values(REMINDER_KINDS).map((k) => k.daysBeforeDue);
  const base = asOf ?? options.now.toISOString().slice(0, 10);
  const slack = asOf ? 0 : 1;
  const earliestDue = addOffset(base, { days: Math.min(...offsets) - slack });
  const latestDue = addOffset(base, { days: Math.max(...offsets) + slack });
  const result = await db.execute<{ inserted: number }>(sql`
    with due as (
      select e.id as entry_id, k.kind, e.due_date, u.id as user_id, u.reminder_language as language, u.time_zone, d.today as send_on
      from vaccine_entries e
      join children c on c.id = e.child_id
      ${recipientsOfChild}
      cross join lateral (select coalesce(${asOf}::date, (${options.now.toISOString()}::timestamptz at time zone u.time_zone)::date) as today) d
      join (values ${kindsTable}) as k(kind, days_before) on e.due_date = d.today + k.days_before
      where e.status = 'pending'
        and e.due_date between ${earliestDue}::date and ${latestDue}::date
        and coalesce(e.forecast_state, 'due') in ('due', 'catch_up')
        and u.reminders_enabled
        and u.contact_verified
        and u.contact_number is not null
        and not exists (select 1 from reminder_items i where i.vaccine_entry_id = e.id and i.kind = k.kind and i.due_date = e.due_date and i.user_id = u.id)
      union all
      -- A few days after a child is added, one message lists the doses awaiting a status update that can still be given.
      select e.id, 'status_check', e.due_date, u.id, u.reminder_language, u.time_zone, d.today
      from vaccine_entries e
      join children c on c.id = e.child_id
      ${recipientsOfChild}
      cross join lateral (select coalesce(${asOf}::date, (${options.now.toISOString()}::timestamptz at time zone u.time_zone)::date) as today) d
      where e.status = 'pending'
        and e.forecast_state = 'awaiting'
        and (c.created_at at time zone u.time_zone)::date + ${STATUS_CHECK_AFTER_DAYS}::int = d.today
        and c.created_at > ${options.now.toISOString()}::timestamptz - interval '${sql.raw(String(STATUS_CHECK_AFTER_DAYS + 2))} days'
        and u.reminders_enabled
        and u.contact_verified
        and u.contact_number is not null
        and not exists (select 1 from reminder_items i where i.vaccine_entry_id = e.id and i.kind = 'status_check' and i.user_id = u.id)
    ),
    messages as (
      insert into reminder_messages (user_id, send_on, send_at, language)
      select distinct on (user_id) user_id, send_on, (send_on + ${sendTime}::time) at time zone time_zone, language
      from due
      -- A day's message cancelled before anything was sent (reminders switched off and on
      -- again, say) is queued again with what is due now; any other status stays as it is.
      on conflict (user_id, send_on) do update set
        status = case when reminder_messages.status = 'cancelled' then 'queued' else reminder_messages.status end,
        language = case when reminder_messages.status = 'cancelled' then excluded.language else reminder_messages.language end,
        attempts = case when reminder_messages.status = 'cancelled' then 0 else reminder_messages.attempts end,
        next_attempt_at = case when reminder_messages.status = 'cancelled' then null else reminder_messages.next_attempt_at end
      returning id, user_id, status
    ),
    inserted as (
      insert into reminder_items (vaccine_entry_id, kind, user_id, message_id, due_date)
      select due.entry_id, due.kind, due.user_id, messages.id, due.due_date
      from due join messages on messages.user_id = due.user_id
      where messages.status = 'queued'
      on conflict do nothing
      returning 1
    )
    select count(*)::int as inserted from inserted
  `);
  const rows = (result as unknown as { rows: Array<{ inserted: number }> }).rows;
  return { items: Number(rows[0]?.inserted ?? 0) };
}
