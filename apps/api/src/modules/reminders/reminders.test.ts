import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addOffset } from '@tika/contract';
import { devOutbox, reminderItems, reminderMessages, users, vaccineEntries } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { createParent, type TestParent } from '../../test/factories';
import { reminderDays } from '../../test/reminder-days';
import { sendDueReminders } from './send-due';
import { sweepReminders } from './sweep';

// Today is 22 Nov 2026 in India. A baby born 35 days ago has the 6-week doses due on 29 Nov.
const TODAY = '2026-11-22';
const DOB = addOffset(TODAY, { days: -35 });
const SIX_WEEKS = 'DTwP/DTaP 1, Hep B 2, Hib 1, IPV 1, PCV 1, Rotavirus 1';
const ctx = useTestApp({ now: `${TODAY}T04:30:00.000Z` });

const { runDay, outboxOf, markGiven } = reminderDays(ctx);

/** Signs up on the morning of TODAY (children count as added then) with a baby born 35 days ago. */
const babyParent = (
  options: { firstName?: string; children?: Array<{ name: string; dob: string }> } = {},
) => {
  ctx.clock.set(`${TODAY}T02:00:00.000Z`);
  return createParent(ctx, {
    firstName: options.firstName ?? 'Asha',
    children: (options.children ?? [{ name: 'Aarav', dob: DOB }]).map((c) => ({
      ...c,
      gender: 'boy' as const,
    })),
  });
};

describe('WhatsApp vaccine reminders', () => {
  it('sends exactly four reminders as the days pass: 7 days before, the day before, on the day, and 3 days after; and one status check 3 days after the child is added', async () => {
    ctx.clock.set(`${TODAY}T04:30:00.000Z`);
    const parent = await babyParent();
    for (let day = 0; day <= 12; day++) await runDay(addOffset(TODAY, { days: day }));
    expect(await outboxOf(parent)).toEqual([
      `Hi Asha, vaccination reminder from Tika: Aarav: ${SIX_WEEKS} due in 7 days (29 Nov). Open Tika to mark a vaccine as given. Reply STOP to stop these reminders.`,
      // Birth doses were due before the child was added: the parent is asked once, OPV 0 (past its 15 days) is not listed.
      'Hi Asha, vaccination reminder from Tika: Aarav: BCG, Hep B 1 were due before you added your child: tell Tika whether they were given, as those not given yet can still be given. Open Tika to mark a vaccine as given. Reply STOP to stop these reminders.',
      `Hi Asha, vaccination reminder from Tika: Aarav: ${SIX_WEEKS} due tomorrow (29 Nov). Open Tika to mark a vaccine as given. Reply STOP to stop these reminders.`,
      `Hi Asha, vaccination reminder from Tika: Aarav: ${SIX_WEEKS} due today. Open Tika to mark a vaccine as given. Reply STOP to stop these reminders.`,
      `Hi Asha, vaccination reminder from Tika: Aarav: ${SIX_WEEKS} was due on 29 Nov and is not marked as given yet. Open Tika to mark a vaccine as given. Reply STOP to stop these reminders.`,
    ]);
    // The birth doses were already missed when the child was added: asked about once, never reminded as due.
    const reminders = (await outboxOf(parent)).filter(
      (m) => !m.includes('were due before you added'),
    );
    expect(reminders.join(' ')).not.toContain('BCG');
  });

  it("waits for 9:00 in the parent's time zone and never sends at night", async () => {
    const parent = await babyParent();
    // 00:30 in India on the 22nd is still the 21st in UTC: the parent's day counts.
    ctx.clock.set('2026-11-21T19:00:00.000Z');
    expect((await sweepReminders(ctx.database.db, { now: ctx.clock.now() })).items).toBeGreaterThan(
      0,
    );
    expect((await sendDueReminders(ctx.deps)).sent).toBe(0);
    ctx.clock.set('2026-11-22T03:29:00.000Z'); // 08:59
    expect((await sendDueReminders(ctx.deps)).sent).toBe(0);
    ctx.clock.set('2026-11-22T03:30:00.000Z'); // 09:00
    expect((await sendDueReminders(ctx.deps)).sent).toBe(1);
    expect(await outboxOf(parent)).toHaveLength(1);

    // A day whose message could not go out by 20:00 is dropped, not sent at night.
    const late = await babyParent();
    ctx.clock.set('2026-11-22T15:00:00.000Z'); // 20:30 in India
    await sweepReminders(ctx.database.db, { now: ctx.clock.now() });
    expect((await sendDueReminders(ctx.deps)).expired).toBeGreaterThanOrEqual(1);
    expect(await outboxOf(late)).toEqual([]);
  });

  it('combines all children into one message a day, in Hindi when chosen', async () => {
    const parent = await babyParent({
      children: [
        { name: 'Aarav', dob: DOB },
        { name: 'मीरा', dob: DOB },
      ],
    });
    await ctx.database.db
      .update(users)
      .set({ reminderLanguage: 'hi' })
      .where(eq(users.id, parent.id));
    await runDay(TODAY);
    const texts = await outboxOf(parent);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatch(
      /^नमस्ते Asha, Tika से टीकाकरण की याद: Aarav: .* 7 दिन बाद \(29 नव॰?\); मीरा: .* 7 दिन बाद/,
    );
    expect(texts[0]).toContain('STOP');
  });

  it('queues each reminder once, however often and however concurrently the sweep runs', async () => {
    const parent = await babyParent();
    ctx.clock.set(`${TODAY}T02:00:00.000Z`); // before 9:00, so nothing is sent in between
    const results = await Promise.all(
      Array.from({ length: 4 }, () => sweepReminders(ctx.database.db, { now: ctx.clock.now() })),
    );
    await sweepReminders(ctx.database.db, { now: ctx.clock.now() });
    const messages = await ctx.database.db
      .select()
      .from(reminderMessages)
      .where(eq(reminderMessages.userId, parent.id));
    expect(messages).toHaveLength(1);
    const items = await ctx.database.db
      .select()
      .from(reminderItems)
      .where(eq(reminderItems.messageId, messages[0]!.id));
    expect(items).toHaveLength(6);
    expect(results.reduce((sum, r) => sum + r.items, 0)).toBeGreaterThanOrEqual(6);

    // Two workers at once send it once. (On PGlite the two passes take turns; send-concurrency.test.ts
    // races two connections' claims on PostgreSQL.)
    ctx.clock.set(`${TODAY}T04:30:00.000Z`);
    const [a, b] = await Promise.all([sendDueReminders(ctx.deps), sendDueReminders(ctx.deps)]);
    expect(a.sent + b.sent).toBeGreaterThanOrEqual(1);
    expect(await outboxOf(parent)).toHaveLength(1);
    await runDay(TODAY);
    expect(await outboxOf(parent)).toHaveLength(1);
  });

  it("sweeps as of a given date for every parent (the operators' command)", async () => {
    const parent = await babyParent();
    ctx.clock.set(`${TODAY}T02:00:00.000Z`);
    await sweepReminders(ctx.database.db, { now: ctx.clock.now(), asOf: '2026-11-28' });
    const [message] = await ctx.database.db
      .select()
      .from(reminderMessages)
      .where(eq(reminderMessages.userId, parent.id));
    expect(message).toMatchObject({ sendOn: '2026-11-28', status: 'queued' });
    expect(message!.sendAt.toISOString()).toBe('2026-11-28T03:30:00.000Z');
    const kinds = await ctx.database.db
      .select({ kind: reminderItems.kind })
      .from(reminderItems)
      .where(eq(reminderItems.messageId, message!.id));
    expect(new Set(kinds.map((k) => k.kind))).toEqual(new Set(['day_before']));
  });

  describe('cancelling what is queued', () => {
    async function queuedFor(parent: TestParent) {
      ctx.clock.set(`${TODAY}T02:00:00.000Z`);
      await sweepReminders(ctx.database.db, { now: ctx.clock.now() });
      const [message] = await ctx.database.db
        .select()
        .from(reminderMessages)
        .where(eq(reminderMessages.userId, parent.id));
      return message!;
    }
    const statusOf = async (id: string) =>
      (await ctx.database.db.select().from(reminderMessages).where(eq(reminderMessages.id, id)))[0]!
        .status;
    const sendAtNine = async () => {
      ctx.clock.set(`${TODAY}T04:30:00.000Z`);
      await sendDueReminders(ctx.deps);
    };

    it('marking the vaccines given takes them out, and an emptied message is not sent', async () => {
      const parent = await babyParent();
      const message = await queuedFor(parent);
      const items = await ctx.database.db
        .select({ id: reminderItems.vaccineEntryId })
        .from(reminderItems)
        .where(eq(reminderItems.messageId, message.id));
      for (const [index, item] of items.entries()) {
        const res = await markGiven(parent, item.id);
        expect(res.statusCode, res.body).toBe(200);
        if (index === 0) expect(await statusOf(message.id)).toBe('queued');
      }
      expect(await statusOf(message.id)).toBe('cancelled');
      await sendAtNine();
      expect(await outboxOf(parent)).toEqual([]);
    });

    it('a vaccine given after queueing is left out of the text', async () => {
      const parent = await babyParent();
      const message = await queuedFor(parent);
      const [entry] = await ctx.database.db
        .select()
        .from(vaccineEntries)
        .innerJoin(reminderItems, eq(reminderItems.vaccineEntryId, vaccineEntries.id))
        .where(and(eq(vaccineEntries.name, 'PCV 1'), eq(reminderItems.messageId, message.id)));
      expect((await markGiven(parent, entry!.vaccine_entries.id)).statusCode).toBe(200);
      await sendAtNine();
      const [text] = await outboxOf(parent);
      expect(text).toContain('Rotavirus 1');
      expect(text).not.toContain('PCV 1');
    });

    it('deleting the child cancels its reminders', async () => {
      const parent = await babyParent({
        children: [
          { name: 'Aarav', dob: DOB },
          { name: 'Kabir', dob: '2020-01-01' },
        ],
      });
      const message = await queuedFor(parent);
      const me = (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/vaccinetracker/onboarding/',
          headers: parent.headers,
        })
      ).json();
      const aarav = (me.children ?? me).find((c: { name: string }) => c.name === 'Aarav');
      const res = await ctx.app.inject({
        method: 'DELETE',
        url: '/api/vaccinetracker/onboarding/',
        headers: parent.headers,
        payload: { child_id: aarav.id },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await statusOf(message.id)).toBe('cancelled');
      await sendAtNine();
      expect(await outboxOf(parent)).toEqual([]);
    });

    it('switching reminders off in the profile cancels them; on again, the next day reminds again', async () => {
      const parent = await babyParent();
      const message = await queuedFor(parent);
      const off = await ctx.app.inject({
        method: 'PUT',
        url: '/api/user/reminders/',
        headers: parent.headers,
        payload: { enabled: false, language: 'hi' },
      });
      expect(off.statusCode).toBe(200);
      expect(off.json()).toMatchObject({ enabled: false, language: 'hi', contact_verified: true });
      expect(await statusOf(message.id)).toBe('cancelled');
      await sendAtNine();
      expect(await outboxOf(parent)).toEqual([]);

      await ctx.app.inject({
        method: 'PUT',
        url: '/api/user/reminders/',
        headers: parent.headers,
        payload: { enabled: true, language: 'hi' },
      });
      await runDay('2026-11-28');
      expect(await outboxOf(parent)).toEqual([expect.stringContaining('कल (29')]);
    });

    it("switching off and on again the same day still sends that day's reminder, once", async () => {
      const parent = await babyParent();
      const message = await queuedFor(parent);
      const put = (enabled: boolean) =>
        ctx.app.inject({
          method: 'PUT',
          url: '/api/user/reminders/',
          headers: parent.headers,
          payload: { enabled, language: 'en' },
        });
      expect((await put(false)).statusCode).toBe(200);
      expect(await statusOf(message.id)).toBe('cancelled');
      expect((await put(true)).statusCode).toBe(200);

      await runDay(TODAY);
      expect(await outboxOf(parent)).toEqual([
        expect.stringContaining(`${SIX_WEEKS} due in 7 days (29 Nov)`),
      ]);
      expect(await statusOf(message.id)).toBe('sent');
      const items = await ctx.database.db
        .select()
        .from(reminderItems)
        .where(eq(reminderItems.messageId, message.id));
      expect(items).toHaveLength(6);
      // And only once: another sweep and pass that day add nothing.
      await runDay(TODAY, '06:00');
      expect(await outboxOf(parent)).toHaveLength(1);
    });

    it('a message the sender cancels (reminders off by the time it is claimed) frees its reminders for later that day', async () => {
      const parent = await babyParent();
      const message = await queuedFor(parent);
      // Switched off while a worker held the message: only the sender sees it.
      await ctx.database.db
        .update(users)
        .set({ remindersEnabled: false })
        .where(eq(users.id, parent.id));
      ctx.clock.set(`${TODAY}T04:30:00.000Z`);
      expect((await sendDueReminders(ctx.deps)).cancelled).toBeGreaterThanOrEqual(1);
      expect(await statusOf(message.id)).toBe('cancelled');
      await ctx.database.db
        .update(users)
        .set({ remindersEnabled: true })
        .where(eq(users.id, parent.id));
      await runDay(TODAY, '05:00');
      expect(await outboxOf(parent)).toEqual([expect.stringContaining('due in 7 days')]);
    });

    it('replying STOP on WhatsApp switches them off, START on again', async () => {
      const parent = await babyParent();
      const message = await queuedFor(parent);
      const stop = await ctx.app.inject({
        method: 'POST',
        url: '/api/dev/whatsapp/inbound/',
        payload: { from: parent.contactNumber, text: 'STOP' },
      });
      expect(stop.json()).toEqual({ outcome: 'reminders_off' });
      expect(await statusOf(message.id)).toBe('cancelled');
      const [reply] = await ctx.database.db
        .select()
        .from(devOutbox)
        .where(eq(devOutbox.to, parent.contactNumber!))
        .orderBy(asc(devOutbox.id));
      expect(reply!.text).toContain('reminders are off');
      const settings = (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/user/reminders/',
          headers: parent.headers,
        })
      ).json();
      expect(settings.enabled).toBe(false);

      const start = await ctx.app.inject({
        method: 'POST',
        url: '/api/dev/whatsapp/inbound/',
        payload: { from: parent.contactNumber, text: 'start' },
      });
      expect(start.json()).toEqual({ outcome: 'reminders_on' });
      expect(
        (
          await ctx.app.inject({
            method: 'GET',
            url: '/api/user/reminders/',
            headers: parent.headers,
          })
        ).json().enabled,
      ).toBe(true);
      // Back on the same morning: today's reminder still goes out.
      await runDay(TODAY);
      expect(await outboxOf(parent)).toEqual([
        expect.stringContaining('reminders are off'),
        expect.stringContaining('reminders are on again'),
        expect.stringContaining('due in 7 days'),
      ]);
    });

    it('answers STOP and START in the language the parent chose', async () => {
      const parent = await babyParent();
      await ctx.database.db
        .update(users)
        .set({ reminderLanguage: 'hi' })
        .where(eq(users.id, parent.id));
      for (const text of ['STOP', 'START'])
        await ctx.app.inject({
          method: 'POST',
          url: '/api/dev/whatsapp/inbound/',
          payload: { from: parent.contactNumber, text },
        });
      const replies = await ctx.database.db
        .select()
        .from(devOutbox)
        .where(eq(devOutbox.to, parent.contactNumber!))
        .orderBy(asc(devOutbox.id));
      expect(replies.map((r) => r.text)).toEqual([
        'Tika से टीकाकरण की याद अब बंद है। फिर से चालू करने के लिए START लिखें, या Tika में अपनी प्रोफ़ाइल से चालू करें।',
        'Tika से टीकाकरण की याद फिर से चालू है। बंद करने के लिए STOP लिखें।',
      ]);
    });
  });

  it('sends nothing to a parent whose number is not verified', async () => {
    const parent = await createParent(ctx, {
      verified: false,
      children: [{ name: 'Aarav', dob: DOB, gender: 'boy' }],
    });
    await runDay(TODAY);
    expect(await outboxOf(parent)).toEqual([]);
  });

  it('refuses settings it does not understand', async () => {
    const parent = await createParent(ctx);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/reminders/',
      headers: parent.headers,
      payload: { enabled: true, language: 'fr' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Choose English (en) or Hindi (hi)');
  });
});
