import { setTimeout as sleep } from 'node:timers/promises';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { addOffset } from '@tika/contract';
import type { DatabaseHandle } from '../../db/client';
import { openPostgres } from '../../db/open';
import { reminderMessages } from '../../db/schema';
import type { MessageSender } from '../../adapters/messaging/sender';
import { useTestApp } from '../../test/app';
import { testDatabaseKind } from '../../test/database';
import { createParent } from '../../test/factories';
import { sendDueReminders } from './send-due';
import { sweepReminders } from './sweep';

/** WhatsApp as slow as a real network call, so two workers' passes overlap. */
const delivered: string[] = [];
const slowWhatsApp: MessageSender = {
  mode: 'whatsapp',
  async send(message) {
    await sleep(15);
    delivered.push(message.to);
  },
};

const TODAY = '2026-11-22';
const ctx = useTestApp({ now: `${TODAY}T02:00:00.000Z`, deps: { messaging: slowWhatsApp } });

let second: DatabaseHandle | undefined;
afterAll(() => second?.close());

// PGlite runs one query at a time, so only PostgreSQL can show two claims racing for the same rows.
describe.skipIf(testDatabaseKind !== 'postgres')('two workers on separate connections', () => {
  it('send each message exactly once between them, through many batches (FOR UPDATE SKIP LOCKED)', async () => {
    const parents = 24;
    const ids: string[] = [];
    for (let i = 0; i < parents; i++) {
      const parent = await createParent(ctx, {
        firstName: `P${i}`,
        children: [{ name: 'Aarav', dob: addOffset(TODAY, { days: -35 }), gender: 'boy' }],
      });
      ids.push(parent.id);
    }
    await sweepReminders(ctx.database.db, { now: ctx.clock.now() });

    // A second pool on the same database: the other worker process.
    const { rows } = (await ctx.database.db.execute(
      sql`select current_database() as name`,
    )) as unknown as { rows: Array<{ name: string }> };
    const url = new URL(inject('postgresTemplate').adminUrl);
    url.pathname = `/${rows[0]!.name}`;
    second = openPostgres(url.toString(), { poolSize: 5 });
    const otherWorker = { ...ctx.deps, database: second };

    ctx.clock.set(`${TODAY}T04:30:00.000Z`);
    const batch = 4; // far fewer than the messages: each worker claims again and again
    const [a, b] = await Promise.all([
      sendDueReminders(ctx.deps, { batch }),
      sendDueReminders(otherWorker, { batch }),
    ]);

    expect(a.sent + b.sent).toBe(parents);
    // Both took part; neither waited for the other to finish.
    expect(a.sent).toBeGreaterThan(0);
    expect(b.sent).toBeGreaterThan(0);
    expect(delivered).toHaveLength(parents);
    expect(new Set(delivered).size).toBe(parents);
    const messages = await ctx.database.db
      .select()
      .from(reminderMessages)
      .where(inArray(reminderMessages.userId, ids));
    expect(messages.map((m) => [m.status, m.attempts])).toEqual(
      Array.from({ length: parents }, () => ['sent', 1]),
    );
  });
});
