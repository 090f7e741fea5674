import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** The channel whose rate every worker shares: WhatsApp's limit is per sending number. */
const WHATSAPP = 'whatsapp';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Waits for this send's turn under one rate shared by every worker on the database: each send
 * takes the next free slot, 1/rate seconds after the one before, in the database's time
 * (docs/decisions/0017-reminder-delivery.md). One single-row update per message; at 80
 * messages a second PostgreSQL does that without strain.
 */
export async function waitForSendSlot(db: Database, ratePerSecond: number): Promise<void> {
  const gap = sql`make_interval(secs => ${1 / ratePerSecond})`;
  const result = await db.execute(sql`
    insert into send_rate_slots (channel, next_slot_at) values (${WHATSAPP}, clock_timestamp() + ${gap})
    on conflict (channel) do update
      set next_slot_at = greatest(send_rate_slots.next_slot_at, clock_timestamp()) + ${gap}
    returning greatest(0, extract(epoch from (next_slot_at - ${gap} - clock_timestamp())) * 1000)::float8 as wait_ms
  `);
  const waitMs = Number(rowsOf<{ wait_ms: number }>(result)[0]?.wait_ms ?? 0);
  if (waitMs > 0) await sleep(waitMs);
}

/** WhatsApp said "too many": no worker sends again until its Retry-After has passed. */
export async function holdSendsFor(db: Database, ms: number): Promise<void> {
  const until = sql`clock_timestamp() + make_interval(secs => ${ms / 1000})`;
  await db.execute(sql`
    insert into send_rate_slots (channel, next_slot_at) values (${WHATSAPP}, ${until})
    on conflict (channel) do update set next_slot_at = greatest(send_rate_slots.next_slot_at, ${until})
  `);
}
