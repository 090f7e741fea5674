import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addOffset } from '@tika/contract';
import { useTestApp } from '../../test/app';
import { testDatabaseKind } from '../../test/database';
import { createParent } from '../../test/factories';
import { fakeWhatsAppApi } from '../../test/fake-whatsapp';
import { isRunning, useWorkerProcesses, waitUntil } from '../../test/worker-processes';
import { sweepReminders } from './sweep';

/**
 * The guarantee of docs/decisions/0017-reminder-delivery.md, with real worker processes: every
 * parent due gets their reminder, each once; only a message a killed worker held (accepted by
 * WhatsApp, not yet recorded) may go twice.
 */
const TODAY = '2026-11-22';
// 10:00 in India: the day's messages (09:00) are due.
const NOW = `${TODAY}T04:30:00.000Z`;
const PARENTS = 500;
const CLAIM_SECONDS = 30;

const ctx = useTestApp({ now: NOW });
const startWorkerProcess = useWorkerProcesses(ctx, { now: NOW, poolIdleMs: 100 });
// As slow as a WhatsApp having a bad day: 1–3 s for each message.
const whatsapp = fakeWhatsAppApi({ latencyMs: () => 1000 + Math.random() * 2000 });

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function queueReminders(count: number): Promise<Set<string>> {
  const numbers = new Set<string>();
  const dob = addOffset(TODAY, { days: -35 }); // the 6-week doses are due in 7 days
  for (let i = 0; i < count; i += 10) {
    const parents = await Promise.all(
      Array.from({ length: Math.min(10, count - i) }, () =>
        createParent(ctx, { children: [{ name: 'Aarav', dob, gender: 'boy' }] }),
      ),
    );
    for (const parent of parents) numbers.add(`91${parent.contactNumber}`);
  }
  await sweepReminders(ctx.database.db, { now: ctx.clock.now() });
  return numbers;
}

/** How many times WhatsApp accepted a message for each number. */
function acceptedPerNumber(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const r of whatsapp.accepted()) counts.set(r.to, (counts.get(r.to) ?? 0) + 1);
  return counts;
}

const workerEnv = () => ({
  WHATSAPP_TOKEN: 'test-token',
  WHATSAPP_PHONE_NUMBER_ID: '1098765432',
  WHATSAPP_API_BASE: whatsapp.origin,
  REMINDER_CLAIM_SECONDS: String(CLAIM_SECONDS),
});

/** Waits until no message of the day is left queued or claimed. */
const allSent = (timeoutMs: number, output: () => string) =>
  waitUntil(
    async () =>
      rowsOf<{ open: number }>(
        await ctx.database.db.execute(
          sql`select count(*)::int as open from reminder_messages where status in ('queued', 'sending')`,
        ),
      )[0]!.open === 0,
    () => `messages left unsent:\n${output()}`,
    timeoutMs,
  );

describe.skipIf(testDatabaseKind !== 'postgres')('two reminder workers on one database', () => {
  beforeAll(() => whatsapp.start());
  afterAll(() => whatsapp.stop());
  beforeEach(() => whatsapp.reset());

  it('send 500 due reminders, each exactly once', { timeout: 180_000 }, async () => {
    const due = await queueReminders(PARENTS);
    const workers = await Promise.all([
      startWorkerProcess(workerEnv()),
      startWorkerProcess(workerEnv()),
    ]);
    await allSent(120_000, () => workers.map((w) => w.output()).join('\n'));

    expect(whatsapp.accepted()).toHaveLength(PARENTS);
    expect(new Set(whatsapp.accepted().map((r) => r.to))).toEqual(due);
    const sent = rowsOf<{ n: number }>(
      await ctx.database.db.execute(
        sql`select count(*)::int as n from reminder_messages where status = 'sent' and sent_at is not null`,
      ),
    );
    expect(sent[0]!.n).toBe(PARENTS);
    for (const worker of workers) expect(isRunning(worker)).toBe(true);
  });

  it(
    'get every parent their reminder when one of them is killed mid-pass and restarted; only what it had in flight may go twice',
    { timeout: 240_000 },
    async () => {
      const due = await queueReminders(PARENTS);
      const env = workerEnv();
      const [doomed] = await Promise.all([startWorkerProcess(env), startWorkerProcess(env)]);

      // Mid-pass: a third of the messages accepted, dozens in flight.
      await waitUntil(
        () => whatsapp.accepted().length >= PARENTS / 3,
        () => `too few sent: ${whatsapp.accepted().length}\n${doomed!.output()}`,
        120_000,
      );
      doomed!.child.kill('SIGKILL');
      await doomed!.exited;
      const sentBeforeTheKill = new Set(whatsapp.requests.map((r) => r.to));
      // What the dead worker held: only these may go twice (sent, its outcome never recorded).
      const held = new Set(
        rowsOf<{ number: string }>(
          await ctx.database.db.execute(sql`
            select '91' || u.contact_number as number from reminder_messages m join users u on u.id = m.user_id
            where m.status = 'sending' and m.claimed_by like ${`%:${doomed!.child.pid}:%`}`),
        ).map((r) => r.number),
      );
      expect(held.size).toBeGreaterThan(0);
      const restarted = await startWorkerProcess(env);

      // Its claims lapse after CLAIM_SECONDS; then the others take them over.
      await allSent((CLAIM_SECONDS + 90) * 1000, restarted.output);
      expect(isRunning(restarted)).toBe(true);

      const perNumber = acceptedPerNumber();
      expect(new Set(perNumber.keys())).toEqual(due);
      const twice = [...perNumber].filter(([, n]) => n > 1).map(([number]) => number);
      // Each one twice was in flight when the worker died: its request had reached WhatsApp.
      expect(twice.every((number) => held.has(number) && sentBeforeTheKill.has(number))).toBe(true);
      expect([...perNumber.values()].every((n) => n <= 2)).toBe(true);
      console.info(
        `${PARENTS} parents: ${whatsapp.accepted().length} messages accepted; the killed worker held ${held.size}, of which ${twice.length} went twice`,
      );
      const statuses = rowsOf<{ status: string; n: number }>(
        await ctx.database.db.execute(
          sql`select status, count(*)::int as n from reminder_messages group by status`,
        ),
      );
      expect(statuses).toEqual([{ status: 'sent', n: 2 * PARENTS }]);
    },
  );
});
