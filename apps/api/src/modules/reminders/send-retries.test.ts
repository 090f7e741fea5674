import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addOffset } from '@tika/contract';
import { reminderMessages } from '../../db/schema';
import type { MessageSender, OutgoingMessage } from '../../adapters/messaging/sender';
import { MessagingError } from '../../adapters/messaging/sender';
import { useTestApp } from '../../test/app';
import { createParent } from '../../test/factories';
import { claimDue, finishClaim, renewClaim } from './claims';
import { sendDueReminders } from './send-due';
import { sweepReminders } from './sweep';

/** A WhatsApp stand-in that throttles (429) or fails the next sends as told, then delivers. */
function flakySender() {
  const sent: OutgoingMessage[] = [];
  const state = { failures: 0, throttleNext: 0 };
  const sender: MessageSender = {
    mode: 'whatsapp',
    async send(message) {
      if (state.throttleNext > 0) {
        state.throttleNext -= 1;
        throw new MessagingError('WhatsApp answered 429', 2_000);
      }
      if (state.failures > 0) {
        state.failures -= 1;
        throw new MessagingError('WhatsApp answered 503');
      }
      sent.push(message);
    },
  };
  return { sender, sent, state };
}

const TODAY = '2026-11-22';
const whatsapp = flakySender();
const ctx = useTestApp({ now: `${TODAY}T02:00:00.000Z`, deps: { messaging: whatsapp.sender } });

describe('sending reminders', () => {
  it('retries a failed send with growing waits, records the outcome, then gives up after five tries', async () => {
    const parent = await createParent(ctx, {
      children: [{ name: 'Aarav', dob: addOffset(TODAY, { days: -35 }), gender: 'boy' }],
    });
    await sweepReminders(ctx.database.db, { now: ctx.clock.now() });
    const row = async () =>
      (
        await ctx.database.db
          .select()
          .from(reminderMessages)
          .where(eq(reminderMessages.userId, parent.id))
      )[0]!;

    whatsapp.state.failures = 1;
    ctx.clock.set(`${TODAY}T03:30:00.000Z`);
    expect(await sendDueReminders(ctx.deps)).toMatchObject({ retry: 1, sent: 0 });
    expect(await row()).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: 'WhatsApp answered 503',
    });
    expect((await row()).nextAttemptAt?.toISOString()).toBe(`${TODAY}T03:31:00.000Z`);
    expect(await sendDueReminders(ctx.deps)).toMatchObject({ retry: 0, sent: 0 }); // not before its time
    ctx.clock.advance(60_000);
    expect(await sendDueReminders(ctx.deps)).toMatchObject({ sent: 1 });
    expect(await row()).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(whatsapp.sent).toHaveLength(1);
    expect(whatsapp.sent[0]!.template).toMatchObject({
      name: 'tika_vaccine_reminder',
      language: 'en',
      bodyParams: ['Asha', expect.stringContaining('due in 7 days')],
    });
    expect(whatsapp.sent[0]!.template!.bodyParams.join(' ')).not.toMatch(/[\n\t]/);

    // Another parent whose sends keep failing: five tries, then 'failed'.
    ctx.clock.set(`${TODAY}T02:00:00.000Z`);
    const unlucky = await createParent(ctx, {
      children: [{ name: 'Kabir', dob: addOffset(TODAY, { days: -35 }), gender: 'boy' }],
    });
    await sweepReminders(ctx.database.db, { now: ctx.clock.now() });
    whatsapp.state.failures = 100;
    ctx.clock.set(`${TODAY}T03:30:00.000Z`);
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await sendDueReminders(ctx.deps)).retry + (attempt === 5 ? 1 : 0)).toBe(1);
      const [current] = await ctx.database.db
        .select()
        .from(reminderMessages)
        .where(eq(reminderMessages.userId, unlucky.id));
      if (current!.nextAttemptAt && current!.status === 'queued') {
        waits.push((current!.nextAttemptAt.getTime() - ctx.clock.now().getTime()) / 60_000);
        ctx.clock.set(current!.nextAttemptAt);
      }
    }
    expect(waits).toEqual([1, 5, 25, 125]);
    const [failed] = await ctx.database.db
      .select()
      .from(reminderMessages)
      .where(eq(reminderMessages.userId, unlucky.id));
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: 5,
      lastError: 'WhatsApp answered 503',
    });
    expect(whatsapp.sent).toHaveLength(1);
  });

  it('takes over a message whose worker died mid-send once its claim lapses, by the database clock', async () => {
    ctx.clock.set(`${TODAY}T02:00:00.000Z`);
    const parent = await createParent(ctx, {
      children: [{ name: 'Ira', dob: addOffset(TODAY, { days: -35 }), gender: 'girl' }],
    });
    await sweepReminders(ctx.database.db, { now: ctx.clock.now() });
    ctx.clock.set(`${TODAY}T04:00:00.000Z`);
    // A worker claimed it and vanished; its lease still runs (leases are in the database's time).
    const claimBy = (lockedUntil: ReturnType<typeof sql>) =>
      ctx.database.db
        .update(reminderMessages)
        .set({ status: 'sending', attempts: 1, claimedBy: 'gone-worker', lockedUntil })
        .where(eq(reminderMessages.userId, parent.id));
    await claimBy(sql`clock_timestamp() + interval '5 minutes'`);
    whatsapp.state.failures = 0;
    const before = whatsapp.sent.length;
    expect((await sendDueReminders(ctx.deps)).sent).toBe(0);
    await claimBy(sql`clock_timestamp() - interval '1 second'`);
    expect((await sendDueReminders(ctx.deps)).sent).toBe(1);
    expect(whatsapp.sent.length).toBe(before + 1);
  });

  it('leaves alone a message whose claim another worker took over before the send', async () => {
    ctx.clock.set(`${TODAY}T02:00:00.000Z`);
    const parent = await createParent(ctx, {
      children: [{ name: 'Dev', dob: addOffset(TODAY, { days: -35 }), gender: 'boy' }],
    });
    await sweepReminders(ctx.database.db, { now: ctx.clock.now() });
    ctx.clock.set(`${TODAY}T04:00:00.000Z`);
    const [claimed] = await claimDue(ctx.database.db, {
      workerId: 'slow-worker',
      leaseSeconds: 60,
      now: ctx.clock.now(),
      batch: 1,
    });
    expect(claimed?.userId).toBe(parent.id);
    // Its lease lapsed while it waited, and another worker claimed the message.
    await ctx.database.db
      .update(reminderMessages)
      .set({ claimedBy: 'other-worker' })
      .where(eq(reminderMessages.id, claimed!.id));
    expect(
      await renewClaim(ctx.database.db, claimed!.id, { workerId: 'slow-worker', leaseSeconds: 60 }),
    ).toBe(false);
    // Nor can the slow worker record an outcome over the other's claim.
    await finishClaim(ctx.database.db, claimed!.id, 'slow-worker', { status: 'failed' });
    const [row] = await ctx.database.db
      .select()
      .from(reminderMessages)
      .where(eq(reminderMessages.id, claimed!.id));
    expect(row).toMatchObject({ status: 'sending', claimedBy: 'other-worker' });
  });

  it("holds every send back for WhatsApp's Retry-After on a 429, without counting it as a failed try", async () => {
    ctx.clock.set(`${TODAY}T02:00:00.000Z`);
    const parent = await createParent(ctx, {
      children: [{ name: 'Tara', dob: addOffset(TODAY, { days: -35 }), gender: 'girl' }],
    });
    await sweepReminders(ctx.database.db, { now: ctx.clock.now() });
    ctx.clock.set(`${TODAY}T04:00:00.000Z`);
    whatsapp.state.throttleNext = 1;
    expect(await sendDueReminders(ctx.deps)).toMatchObject({ retry: 1, sent: 0 });
    const [row] = await ctx.database.db
      .select()
      .from(reminderMessages)
      .where(eq(reminderMessages.userId, parent.id));
    expect(row).toMatchObject({ status: 'queued', attempts: 0 });
    expect(row!.nextAttemptAt?.toISOString()).toBe(`${TODAY}T04:00:02.000Z`);
    // The shared slot moved past the Retry-After for every worker.
    const slots = (await ctx.database.db.execute(
      sql`select next_slot_at > clock_timestamp() + interval '1 second' as held from send_rate_slots`,
    )) as unknown as { rows: Array<{ held: boolean }> };
    expect(slots.rows[0]?.held).toBe(true);
  });
});
