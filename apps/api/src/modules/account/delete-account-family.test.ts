import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { childMembers, children, users, vaccineEntries } from '../../db/schema';
import { createDeps } from '../../deps';
import { useTestApp } from '../../test/app';
import { copyTestDatabase } from '../../test/database';
import { createParent, joinFamily, type TestParent } from '../../test/factories';
import { SAMPLE_PDF } from '../../test/multipart';
import { sweepOrphanFiles } from '../files/orphan-sweep';
import { addGrowth, entriesOf, markGiven } from '../take-along/test-helpers';
import { replayDeletions } from './replay-deletions';

/**
 * Deleting an account in a shared family (docs/product/family.md): the owner's children go to
 * a caregiver when the owner says so, else they go for everyone; a member's deletion ends only
 * their membership; what they did keeps its label.
 */
const ctx = useTestApp({ env: { APP_SECRET: 'an-app-secret-for-the-family-deletion-tests' } });

const PDF = { name: 'report.pdf', type: 'application/pdf', data: SAMPLE_PDF };
/** A child born early in 2024, so doses can be marked given in 2026. */
const child = (name: string) => ({ name, dob: '2024-01-01', gender: 'girl' as const });

const call = (parent: TestParent, method: 'GET' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: parent.headers, ...(payload ? { payload } : {}) });

const handover = async (parent: TestParent) => {
  const res = await call(parent, 'GET', '/api/user/handover/');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().children as Array<{
    child_id: string;
    name: string;
    caregiver: { user_id: string; label: string } | null;
  }>;
};
const deleteAccount = (parent: TestParent, body?: { hand_over: string[] }) =>
  call(parent, 'DELETE', '/api/user/delete/', body);
const childrenOf = async (parent: TestParent) =>
  ((await call(parent, 'GET', '/api/vaccinetracker/onboarding/')).json().children as Array<{
    id: string;
    role: string;
    shared_by: string | null;
  }>) ?? [];
const familyOf = (parent: TestParent, childId: string) =>
  call(parent, 'GET', `/api/family/?child_id=${childId}`);
const userExists = async (id: string) =>
  (await ctx.database.db.select().from(users).where(eq(users.id, id))).length === 1;
const childRow = async (id: string) =>
  (await ctx.database.db.select().from(children).where(eq(children.id, id)))[0];
const ledgerEntryOf = async (userId: string) => {
  for await (const entry of ctx.deps.deletionLedger.entries())
    if (entry.userId === userId) return entry;
  return undefined;
};

describe('the owner deletes their account', () => {
  it('hands a child to its caregiver: ownership, a free slot, members, records and files stay', async () => {
    const asha = await createParent(ctx, {
      firstName: 'Asha',
      children: [child('Ira'), child('Kabir')],
    });
    const [ira, kabir] = asha.childIds as [string, string];
    const ravi = await createParent(ctx, { firstName: 'Ravi', children: [child('Mira')] });
    const dadi = await createParent(ctx, { firstName: 'Kamla' });
    await joinFamily(ctx, asha, ira, ravi, { role: 'caregiver', label: 'Papa' });
    await joinFamily(ctx, asha, ira, dadi, { role: 'viewer', label: 'Dadi' });
    // Kabir has only a viewer: nobody can take him over.
    await joinFamily(ctx, asha, kabir, dadi, { role: 'viewer', label: 'Dadi' });

    const [dose] = [...(await entriesOf(ctx, asha, ira)).values()];
    await markGiven(ctx, asha, dose!.id, '2026-02-01', PDF);
    await addGrowth(ctx, ravi, ira, { weight: 7.2, record_date: '2026-10-01' });
    const [kabirDose] = [...(await entriesOf(ctx, asha, kabir)).values()];
    await markGiven(ctx, asha, kabirDose!.id, '2026-02-01', PDF);
    const fileOf = async (entryId: string) =>
      (
        await ctx.database.db
          .select({ key: vaccineEntries.fileKey })
          .from(vaccineEntries)
          .where(eq(vaccineEntries.id, entryId))
      )[0]!.key!;
    const iraFile = await fileOf(dose!.id);
    const kabirFile = await fileOf(kabirDose!.id);
    expect(iraFile.startsWith(`${asha.id}/`)).toBe(true);
    // An invitation still open when Asha leaves: withdrawn with the handover.
    const invite = await ctx.app.inject({
      method: 'POST',
      url: '/api/family/invites/',
      headers: asha.headers,
      payload: { child_id: ira, role: 'viewer', label: 'Nani' },
    });
    expect(invite.statusCode).toBe(201);

    expect(await handover(asha)).toEqual([
      { child_id: ira, name: 'Ira', caregiver: { user_id: ravi.id, label: 'Papa' } },
      { child_id: kabir, name: 'Kabir', caregiver: null },
    ]);
    const res = await deleteAccount(asha, { hand_over: [ira] });
    expect(res.statusCode, res.body).toBe(200);
    expect(await userExists(asha.id)).toBe(false);

    // Ravi owns Ira now, in his free slot; he is no longer a member of his own child.
    expect(await childRow(ira)).toMatchObject({ userId: ravi.id, slot: 2 });
    expect(await childRow(kabir)).toBeUndefined();
    expect((await childrenOf(ravi)).find((c) => c.id === ira)).toMatchObject({
      role: 'owner',
      shared_by: null,
    });
    const family = (await familyOf(ravi, ira)).json();
    expect(
      family.members.map((m: { user_id: string; role: string }) => [m.user_id, m.role]),
    ).toEqual([
      [ravi.id, 'owner'],
      [dadi.id, 'viewer'],
    ]);
    expect(family.invites).toEqual([]);
    const preview = await ctx.app.inject({
      method: 'POST',
      url: '/api/family/invites/preview/',
      headers: dadi.headers,
      payload: { code: invite.json().code },
    });
    expect(preview.statusCode).toBe(404);
    // Dadi still follows Ira, now shared by Ravi; Kabir is gone for her.
    expect((await childrenOf(dadi)).map((c) => [c.id, c.shared_by])).toEqual([[ira, 'Ravi']]);
    expect((await familyOf(dadi, kabir)).statusCode).toBe(404);

    // Records stay, and what Asha did keeps her name without pointing at her account.
    const entry = (await entriesOf(ctx, ravi, ira)).get(dose!.vaccine.name) as unknown as {
      changed_by: string | null;
      image_url: string;
    };
    expect(entry.changed_by).toBe('Asha');
    const growth = await call(
      ravi,
      'GET',
      `/api/vaccinetracker/dashboard/childgrowthreport/?child_id=${ira}`,
    );
    expect(growth.json().records).toHaveLength(1);
    const fileOpens = await ctx.app.inject({
      method: 'GET',
      url: entry.image_url,
      headers: ravi.headers,
    });
    expect(fileOpens.statusCode).toBe(200);

    // Ira's file (stored under Asha's prefix) stays, even through the orphan sweep; Kabir's went.
    await sweepOrphanFiles(ctx.deps, ctx.clock.now(), 0);
    expect(await ctx.deps.storage.get(iraFile)).not.toBeNull();
    expect(await ctx.deps.storage.get(kabirFile)).toBeNull();

    // The ledger names the handover by ids, so a replay after a restore repeats it.
    expect((await ledgerEntryOf(asha.id))?.handedOver).toEqual([
      { childId: ira, toUserId: ravi.id },
    ]);
  });

  it('gives the child to the caregiver who joined first among those with fewer than three', async () => {
    const asha = await createParent(ctx, { firstName: 'Asha', children: [child('Ira')] });
    const [ira] = asha.childIds as [string];
    const full = await createParent(ctx, {
      children: [child('A'), child('B'), child('C')],
    });
    const meena = await createParent(ctx, { firstName: 'Meena' });
    const sunil = await createParent(ctx, { firstName: 'Sunil' });
    await joinFamily(ctx, asha, ira, full, { label: 'Papa' });
    ctx.clock.advance(1000);
    await joinFamily(ctx, asha, ira, meena, { label: 'Mummy' });
    ctx.clock.advance(1000);
    await joinFamily(ctx, asha, ira, sunil, { label: 'Chacha' });

    expect((await handover(asha))[0]!.caregiver).toEqual({ user_id: meena.id, label: 'Mummy' });
    expect((await deleteAccount(asha, { hand_over: [ira] })).statusCode).toBe(200);
    expect(await childRow(ira)).toMatchObject({ userId: meena.id, slot: 1 });
    const members = (await familyOf(meena, ira)).json().members as Array<{ user_id: string }>;
    expect(members.map((m) => m.user_id).sort()).toEqual([meena.id, full.id, sunil.id].sort());
  });

  it('deletes the child when its only caregiver already has three children', async () => {
    const asha = await createParent(ctx, { firstName: 'Asha', children: [child('Ira')] });
    const [ira] = asha.childIds as [string];
    const full = await createParent(ctx, {
      children: [child('A'), child('B'), child('C')],
    });
    await joinFamily(ctx, asha, ira, full, { label: 'Papa' });

    expect(await handover(asha)).toEqual([{ child_id: ira, name: 'Ira', caregiver: null }]);
    const refused = await deleteAccount(asha, { hand_over: [ira] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'handover_no_caregiver', field: 'hand_over' });
    expect(await userExists(asha.id)).toBe(true);

    expect((await deleteAccount(asha)).statusCode).toBe(200);
    expect(await childRow(ira)).toBeUndefined();
    expect((await familyOf(full, ira)).statusCode).toBe(404);
    expect((await childrenOf(full)).map((c) => c.id)).not.toContain(ira);
  });

  it('deletes the child for everyone when the owner chooses to', async () => {
    const asha = await createParent(ctx, { firstName: 'Asha', children: [child('Ira')] });
    const [ira] = asha.childIds as [string];
    const ravi = await createParent(ctx, { firstName: 'Ravi' });
    await joinFamily(ctx, asha, ira, ravi, { label: 'Papa' });
    expect((await handover(asha))[0]!.caregiver).not.toBeNull();

    expect((await deleteAccount(asha, { hand_over: [] })).statusCode).toBe(200);
    expect(await childRow(ira)).toBeUndefined();
    expect((await familyOf(ravi, ira)).statusCode).toBe(404);
    expect(await childrenOf(ravi)).toEqual([]);
    expect(
      await ctx.database.db.select().from(childMembers).where(eq(childMembers.userId, ravi.id)),
    ).toEqual([]);
    expect((await ledgerEntryOf(asha.id))?.handedOver).toBeUndefined();
  });

  it('refuses a child that is not theirs, or one nobody can take, and changes nothing', async () => {
    const asha = await createParent(ctx, { firstName: 'Asha', children: [child('Ira')] });
    const [ira] = asha.childIds as [string];
    const other = await createParent(ctx, { children: [child('Zoya')] });
    const [zoya] = other.childIds as [string];
    // A child Asha follows is not hers to give away either.
    await joinFamily(ctx, other, zoya, asha, { label: 'Masi' });

    for (const [handOver, code] of [
      [[zoya], 'handover_not_owner'],
      [['7a3e2b64-1111-4222-8333-944455556666'], 'handover_not_owner'],
      [[ira], 'handover_no_caregiver'],
      [[ira, zoya], 'handover_no_caregiver'],
    ] as const) {
      const res = await deleteAccount(asha, { hand_over: [...handOver] });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code, field: 'hand_over' });
    }
    const malformed = await deleteAccount(asha, { hand_over: ['not-an-id'] });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('validation_failed');

    expect(await userExists(asha.id)).toBe(true);
    expect(await childRow(ira)).toMatchObject({ userId: asha.id });
    expect(await childRow(zoya)).toMatchObject({ userId: other.id });
    expect((await childrenOf(asha)).map((c) => c.id)).toEqual([ira, zoya]);
    expect(await ledgerEntryOf(asha.id)).toBeUndefined();
  });

  it('never gives a caregiver a fourth child, even when two owners hand over at once', async () => {
    const ravi = await createParent(ctx, { children: [child('A'), child('B')] });
    const owners = await Promise.all(
      ['Asha', 'Leela'].map((firstName) =>
        createParent(ctx, { firstName, children: [child(`${firstName} Junior`)] }),
      ),
    );
    for (const owner of owners) await joinFamily(ctx, owner, owner.childIds[0]!, ravi);
    for (const owner of owners)
      expect((await handover(owner))[0]!.caregiver?.user_id).toBe(ravi.id);

    const results = await Promise.all(
      owners.map((owner) => deleteAccount(owner, { hand_over: [owner.childIds[0]!] })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.statusCode === 400)!.json().code).toBe('handover_no_caregiver');
    const owned = await ctx.database.db
      .select({ slot: children.slot })
      .from(children)
      .where(eq(children.userId, ravi.id));
    expect(owned.map((c) => c.slot).sort()).toEqual([1, 2, 3]);
  });
});

describe('a member deletes their account', () => {
  it('ends only their membership: the child, its records and their label stay with the owner', async () => {
    const asha = await createParent(ctx, { firstName: 'Asha', children: [child('Ira')] });
    const [ira] = asha.childIds as [string];
    const ravi = await createParent(ctx, { firstName: 'Ravi' });
    await joinFamily(ctx, asha, ira, ravi, { label: 'Papa' });
    const [dose] = [...(await entriesOf(ctx, ravi, ira)).values()];
    await markGiven(ctx, ravi, dose!.id, '2026-02-01');
    await addGrowth(ctx, ravi, ira, { height: 70, record_date: '2026-10-01' });

    expect(await handover(ravi)).toEqual([]);
    const gone = await deleteAccount(ravi);
    expect(gone.statusCode, gone.body).toBe(200);

    expect(await childRow(ira)).toMatchObject({ userId: asha.id });
    const members = (await familyOf(asha, ira)).json().members as Array<{ user_id: string }>;
    expect(members.map((m) => m.user_id)).toEqual([asha.id]);
    // "Marked given by Papa" outlives Ravi's account, which it no longer points at.
    expect((await entriesOf(ctx, asha, ira)).get(dose!.vaccine.name)).toMatchObject({
      changed_by: 'Papa',
    });
    const [row] = await ctx.database.db
      .select()
      .from(vaccineEntries)
      .where(eq(vaccineEntries.id, dose!.id));
    expect(row).toMatchObject({ byUserId: null, byLabel: 'Papa', status: 'complete' });
    const growth = await call(
      asha,
      'GET',
      `/api/vaccinetracker/dashboard/childgrowthreport/?child_id=${ira}`,
    );
    expect(growth.json().records).toMatchObject([{ added_by: 'Papa' }]);
    // Ravi's ledger entry names neither his label nor his name.
    const entry = await ledgerEntryOf(ravi.id);
    expect(entry).toBeDefined();
    expect(JSON.stringify(entry)).not.toMatch(/Papa|Ravi/);
  });
});

describe('the owner deletes a child', () => {
  it('is gone for the family too', async () => {
    const asha = await createParent(ctx, {
      firstName: 'Asha',
      children: [child('Ira'), child('Kabir')],
    });
    const [ira] = asha.childIds as [string];
    const ravi = await createParent(ctx);
    await joinFamily(ctx, asha, ira, ravi, { label: 'Papa' });
    const deleted = await call(asha, 'DELETE', '/api/vaccinetracker/onboarding/', {
      child_id: ira,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await familyOf(ravi, ira)).statusCode).toBe(404);
    expect(
      (await call(ravi, 'GET', `/api/vaccinetracker/dashboard/?child_id=${ira}`)).statusCode,
    ).toBe(404);
    expect(await childrenOf(ravi)).toEqual([]);
  });
});

describe('a restore of a backup taken before the handover', () => {
  const opened: DatabaseHandle[] = [];
  afterAll(async () => {
    for (const database of opened) await database.close();
  });

  it('is replayed as a handover: the child stays with the caregiver, the rest goes', async () => {
    const asha = await createParent(ctx, {
      firstName: 'Asha',
      children: [child('Ira'), child('Kabir')],
    });
    const [ira, kabir] = asha.childIds as [string, string];
    const ravi = await createParent(ctx, { firstName: 'Ravi' });
    await joinFamily(ctx, asha, ira, ravi, { label: 'Papa' });
    const restored = await copyTestDatabase(ctx.database);
    opened.push(restored);
    expect((await deleteAccount(asha, { hand_over: [ira] })).statusCode).toBe(200);

    const report = await replayDeletions(
      createDeps({ env: ctx.env, database: restored, clock: ctx.clock }),
    );
    expect(report.accounts).toBe(1);
    const rows = await restored.db.select().from(children).where(eq(children.userId, ravi.id));
    expect(rows.map((r) => [r.id, r.slot])).toEqual([[ira, 1]]);
    expect(await restored.db.select().from(children).where(eq(children.id, kabir))).toEqual([]);
    expect(
      await restored.db.select().from(childMembers).where(eq(childMembers.childId, ira)),
    ).toEqual([]);
  });
});
