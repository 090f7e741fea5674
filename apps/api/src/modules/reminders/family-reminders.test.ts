import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addOffset } from '@tika/contract';
import {
  childMembers,
  reminderItems,
  reminderMessages,
  users,
  vaccineEntries,
} from '../../db/schema';
import { useTestApp } from '../../test/app';
import { createParent, joinFamily, type TestParent } from '../../test/factories';
import { reminderDays } from '../../test/reminder-days';
import { sweepReminders } from './sweep';

// Today is 22 Nov 2026. A baby born 35 days ago has the six 6-week doses due on 29 Nov.
const TODAY = '2026-11-22';
const DOB = addOffset(TODAY, { days: -35 });
const SIX_WEEK_DOSES = 6;
const ctx = useTestApp({ now: `${TODAY}T02:00:00.000Z` });
const { runDay, outboxOf, markGiven } = reminderDays(ctx);
/** Set up per test by useTestApp. */
const db = () => ctx.database.db;

interface Family {
  owner: TestParent;
  /** Follows in Hindi, and also has a child of her own. */
  papa: TestParent;
  /** Follows from Dubai: her day and her 09:00 are her own. */
  nani: TestParent;
  viewer: TestParent;
  childId: string;
}

/**
 * Asha's baby Aarav, followed by two caregivers and a viewer; Asha has an older child too (so
 * she may delete Aarav). Made on the morning of TODAY, before 9:00 everywhere.
 */
async function sharedBaby(): Promise<Family> {
  ctx.clock.set(`${TODAY}T02:00:00.000Z`);
  const owner = await createParent(ctx, {
    firstName: 'Asha',
    children: [
      { name: 'Aarav', dob: DOB, gender: 'boy' },
      { name: 'Kabir', dob: '2020-01-01', gender: 'boy' },
    ],
  });
  const papa = await createParent(ctx, {
    firstName: 'Ravi',
    children: [{ name: 'Meera', dob: DOB, gender: 'girl' }],
  });
  const nani = await createParent(ctx, { firstName: 'Kamla' });
  const viewer = await createParent(ctx, { firstName: 'Vinod' });
  await db().update(users).set({ reminderLanguage: 'hi' }).where(eq(users.id, papa.id));
  await db().update(users).set({ timeZone: 'Asia/Dubai' }).where(eq(users.id, nani.id));
  const childId = owner.childIds[0]!;
  await joinFamily(ctx, owner, childId, papa, { label: 'Papa' });
  await joinFamily(ctx, owner, childId, nani, { label: 'Nani' });
  await joinFamily(ctx, owner, childId, viewer, { role: 'viewer', label: 'Chacha' });
  return { owner, papa, nani, viewer, childId };
}

const sweep = () => sweepReminders(db(), { now: ctx.clock.now() });

/** Each person's messages (by user id), with the names of the vaccines queued in them. */
async function queuedFor(people: TestParent[]) {
  const messages = await db()
    .select()
    .from(reminderMessages)
    .where(
      inArray(
        reminderMessages.userId,
        people.map((p) => p.id),
      ),
    );
  const items = await db()
    .select({
      messageId: reminderItems.messageId,
      userId: reminderItems.userId,
      childId: vaccineEntries.childId,
      vaccine: vaccineEntries.name,
    })
    .from(reminderItems)
    .innerJoin(vaccineEntries, eq(vaccineEntries.id, reminderItems.vaccineEntryId))
    .where(
      inArray(
        reminderItems.messageId,
        messages.map((m) => m.id),
      ),
    );
  return people.map((person) =>
    messages
      .filter((m) => m.userId === person.id)
      .map((m) => ({
        status: m.status,
        language: m.language,
        sendOn: m.sendOn,
        sendAt: m.sendAt.toISOString(),
        items: items.filter((i) => i.messageId === m.id),
      })),
  );
}

const setRole = (family: Family, member: TestParent, role: 'caregiver' | 'viewer') =>
  ctx.app.inject({
    method: 'PATCH',
    url: '/api/family/members/',
    headers: family.owner.headers,
    payload: { child_id: family.childId, user_id: member.id, role, label: 'Papa' },
  });

const entryOf = async (childId: string, name: string) =>
  (
    await db()
      .select({ id: vaccineEntries.id })
      .from(vaccineEntries)
      .where(and(eq(vaccineEntries.childId, childId), eq(vaccineEntries.name, name)))
  )[0]!.id;

describe('reminders about a shared child', () => {
  it("go to the owner and each caregiver, once a day each, in each one's language and on each one's day; never to a viewer", async () => {
    const family = await sharedBaby();
    const { owner, papa, nani, viewer } = family;
    // However often and however concurrently the sweep runs, each person gets one message.
    await Promise.all(Array.from({ length: 4 }, sweep));
    const afterConcurrentSweeps = await queuedFor([owner, papa, nani, viewer]);
    await sweep();

    const [ashas, ravis, kamlas, vinods] = await queuedFor([owner, papa, nani, viewer]);
    expect([ashas, ravis, kamlas, vinods]).toEqual(afterConcurrentSweeps);
    expect(vinods).toEqual([]);
    for (const messages of [ashas, ravis, kamlas]) {
      expect(messages).toHaveLength(1);
      expect(messages?.[0]).toMatchObject({ status: 'queued', sendOn: TODAY });
    }
    expect(ashas![0]!.items).toHaveLength(SIX_WEEK_DOSES);
    expect(kamlas![0]!.items).toHaveLength(SIX_WEEK_DOSES);
    // Ravi follows Aarav and has Meera: both in his one message.
    expect(ravis![0]!.items).toHaveLength(2 * SIX_WEEK_DOSES);
    expect(new Set(ravis![0]!.items.map((i) => i.childId))).toEqual(
      new Set([family.childId, papa.childIds[0]]),
    );
    expect(ravis![0]!.items.every((i) => i.userId === papa.id)).toBe(true);
    expect([ashas, ravis, kamlas].map((m) => m![0]!.language)).toEqual(['en', 'hi', 'en']);
    // 09:00 in India, and 09:00 in Dubai.
    expect(ashas![0]!.sendAt).toBe(`${TODAY}T03:30:00.000Z`);
    expect(kamlas![0]!.sendAt).toBe(`${TODAY}T05:00:00.000Z`);

    // 10:00 in India (08:30 in Dubai): Asha and Ravi get theirs, Kamla not yet.
    await runDay(TODAY, '04:30');
    expect(await outboxOf(owner)).toEqual([expect.stringMatching(/^Hi Asha, .*Aarav: .*29 Nov/)]);
    expect(await outboxOf(papa)).toEqual([
      expect.stringMatching(/^नमस्ते Ravi, .*Aarav: .*; Meera: /),
    ]);
    expect(await outboxOf(nani)).toEqual([]);
    await runDay(TODAY, '05:30');
    await runDay(TODAY, '06:30');
    expect(await outboxOf(nani)).toEqual([expect.stringMatching(/^Hi Kamla, .*Aarav: /)]);
    expect(await outboxOf(owner)).toHaveLength(1);
    expect(await outboxOf(papa)).toHaveLength(1);
    expect(await outboxOf(viewer)).toEqual([]);
  });

  it('skip a caregiver who switched reminders off, and still reach the others', async () => {
    const family = await sharedBaby();
    const off = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/reminders/',
      headers: family.papa.headers,
      payload: { enabled: false, language: 'hi' },
    });
    expect(off.statusCode, off.body).toBe(200);
    await sweep();
    const [ashas, ravis, kamlas] = await queuedFor([family.owner, family.papa, family.nani]);
    expect(ravis).toEqual([]);
    expect(ashas).toHaveLength(1);
    expect(kamlas).toHaveLength(1);
  });

  it('are taken back from a caregiver who is removed, leaves or is made a viewer', async () => {
    const family = await sharedBaby();
    const { owner, papa, nani } = family;
    await sweep();

    // Made a viewer: Ravi's items about Aarav go, those about his own Meera stay.
    expect((await setRole(family, papa, 'viewer')).statusCode).toBe(200);
    let [ravis] = await queuedFor([papa]);
    expect(ravis![0]!.status).toBe('queued');
    expect(ravis![0]!.items.map((i) => i.childId)).toEqual(
      Array(SIX_WEEK_DOSES).fill(papa.childIds[0]),
    );
    // A caregiver again the same day: the next sweep reminds him again.
    expect((await setRole(family, papa, 'caregiver')).statusCode).toBe(200);
    await sweep();
    [ravis] = await queuedFor([papa]);
    expect(ravis![0]!.items).toHaveLength(2 * SIX_WEEK_DOSES);

    // Removed by the owner.
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/family/members/',
      headers: owner.headers,
      payload: { child_id: family.childId, user_id: papa.id },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    [ravis] = await queuedFor([papa]);
    expect(ravis![0]!.items.every((i) => i.childId === papa.childIds[0])).toBe(true);
    expect(ravis![0]!.items).toHaveLength(SIX_WEEK_DOSES);

    // Kamla leaves: her day's message, only about Aarav, is left empty and cancelled.
    const left = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/family/members/',
      headers: nani.headers,
      payload: { child_id: family.childId, user_id: nani.id },
    });
    expect(left.statusCode, left.body).toBe(200);
    const [kamlas] = await queuedFor([nani]);
    expect(kamlas).toMatchObject([{ status: 'cancelled', items: [] }]);

    await sweep();
    await runDay(TODAY, '06:30');
    expect(await outboxOf(nani)).toEqual([]);
    expect(await outboxOf(papa)).toEqual([expect.not.stringContaining('Aarav')]);
    expect(await outboxOf(owner)).toEqual([expect.stringContaining('Aarav')]);
  });

  it('are left out by the sender for someone who no longer follows the child, even if nothing was taken back', async () => {
    const family = await sharedBaby();
    await sweep();
    // As if the removal's clean-up had not run.
    await db()
      .delete(childMembers)
      .where(
        and(eq(childMembers.childId, family.childId), eq(childMembers.userId, family.nani.id)),
      );
    await runDay(TODAY, '06:30');
    expect(await outboxOf(family.nani)).toEqual([]);
    expect(await outboxOf(family.owner)).toHaveLength(1);
  });

  it('a dose marked given by a caregiver is taken back from everyone reminded of it', async () => {
    const family = await sharedBaby();
    const { owner, papa, nani } = family;
    await sweep();
    const pcv = await entryOf(family.childId, 'PCV 1');
    const marked = await markGiven(papa, pcv);
    expect(marked.statusCode, marked.body).toBe(200);

    const queued = await queuedFor([owner, papa, nani]);
    for (const messages of queued) {
      expect(messages).toHaveLength(1);
      const aboutAarav = messages[0]!.items.filter((i) => i.childId === family.childId);
      expect(aboutAarav.map((i) => i.vaccine)).not.toContain('PCV 1');
      expect(aboutAarav).toHaveLength(SIX_WEEK_DOSES - 1);
    }

    await runDay(TODAY, '06:30');
    for (const person of [owner, nani]) {
      const [text] = await outboxOf(person);
      expect(text).toContain('Rotavirus 1');
      expect(text).not.toContain('PCV 1');
    }
    // Ravi's own Meera still has hers due.
    const [ravis] = await outboxOf(papa);
    expect(ravis!.match(/PCV 1/g)).toHaveLength(1);
  });

  it("deleting the child cancels every follower's day left empty", async () => {
    const family = await sharedBaby();
    const { owner, papa, nani } = family;
    await sweep();
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/vaccinetracker/onboarding/',
      headers: owner.headers,
      payload: { child_id: family.childId },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [ashas, ravis, kamlas] = await queuedFor([owner, papa, nani]);
    expect(ashas).toMatchObject([{ status: 'cancelled' }]);
    expect(kamlas).toMatchObject([{ status: 'cancelled' }]);
    // Ravi's own Meera is still due.
    expect(ravis).toMatchObject([{ status: 'queued' }]);
    expect(ravis![0]!.items).toHaveLength(SIX_WEEK_DOSES);
  });
});
