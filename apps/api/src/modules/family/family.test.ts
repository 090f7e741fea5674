import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  type Child,
  FAMILY_MESSAGES,
  type FamilyResponse,
  INVITES_PER_CHILD,
  type VaccineEntry,
} from '@tika/contract';
import { childMembers, familyInvites } from '../../db/schema';
import { sha256 } from '../../lib/crypto';
import { useTestApp } from '../../test/app';
import {
  createParent,
  createParentWithChild,
  joinFamily,
  type TestParent,
} from '../../test/factories';
import { multipart } from '../../test/multipart';

const INVITES = '/api/family/invites/';
const ACCEPT = '/api/family/invites/accept/';
const PREVIEW = '/api/family/invites/preview/';
const MEMBERS = '/api/family/members/';
const DASHBOARD = '/api/vaccinetracker/dashboard/';
const GROWTH = '/api/vaccinetracker/dashboard/childgrowthreport/';
const CHILDREN = '/api/vaccinetracker/onboarding/';
const DAY = 24 * 60 * 60 * 1000;

describe('family sharing', () => {
  const ctx = useTestApp();
  let address = 0;
  const call = (
    parent: TestParent,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    remoteAddress = `198.51.100.${++address % 250}`,
  ) => ctx.app.inject({ method, url, headers: parent.headers, payload, remoteAddress });
  const invite = (owner: TestParent, childId: string, role = 'caregiver', label = 'Papa') =>
    call(owner, 'POST', INVITES, { child_id: childId, role, label });
  const membersOf = (childId: string) =>
    ctx.database.db.select().from(childMembers).where(eq(childMembers.childId, childId));
  const childrenOf = async (parent: TestParent) =>
    (await call(parent, 'GET', CHILDREN)).json().children as Child[];
  const dashboard = (parent: TestParent, childId: string) =>
    call(parent, 'GET', `${DASHBOARD}?child_id=${childId}`);
  /** A dose due before the child was added, which counts given today (Hep B 1, given at birth). */
  const givenable = async (parent: TestParent, childId: string, code = 'hepb-1') =>
    ((await dashboard(parent, childId)).json().missed_vaccines as VaccineEntry[]).find(
      (e) => e.dose_code === code,
    )!;
  const markGiven = (parent: TestParent, entryId: string, date = '2026-11-22') => {
    const form = multipart({ vaccine_id: entryId, status: 'complete', vaccinated_on: date });
    return ctx.app.inject({
      method: 'POST',
      url: DASHBOARD,
      headers: { ...parent.headers, ...form.headers },
      payload: form.payload,
    });
  };

  async function family() {
    const { parent: owner, childId } = await createParentWithChild(ctx, { dob: '2026-01-01' });
    const member = await createParent(ctx, { firstName: 'Ravi' });
    return { owner, childId, member };
  }

  it('invites by a WhatsApp link and a code, keeping only their hashes', async () => {
    const { owner, childId } = await family();
    const res = await invite(owner, childId, 'caregiver', ' Dadi ');
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      role: 'caregiver',
      label: 'Dadi',
      expires_at: new Date(ctx.clock.now().getTime() + 7 * DAY).toISOString(),
      message: FAMILY_MESSAGES.inviteCreated,
    });
    expect(created.code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    expect(created.url).toMatch(/^http:\/\/[^/]+\/invite\/[A-Za-z0-9_-]{43}$/);
    expect(created.whatsapp_url).toBe(
      `https://wa.me/?text=${encodeURIComponent(
        `Join me on Tika to keep Ira’s vaccines and health records together: ${created.url}\nOr sign in to Tika and enter the code ${created.code}. It works for 7 days.`,
      )}`,
    );
    const [row] = await ctx.database.db
      .select()
      .from(familyInvites)
      .where(eq(familyInvites.id, created.id));
    const token = created.url.split('/invite/')[1];
    expect(row!.tokenHash).toBe(sha256(token));
    expect(row!.codeHash).toBe(sha256(created.code.replace('-', '')));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(created.code.replace('-', ''));
  });

  it('refuses a bad role or label, and a child that is not the parent’s own', async () => {
    const { owner, childId, member } = await family();
    const badRole = await invite(owner, childId, 'admin');
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json()).toMatchObject({ message: FAMILY_MESSAGES.roleInvalid, field: 'role' });
    const noLabel = await invite(owner, childId, 'viewer', '  ');
    expect(noLabel.json()).toMatchObject({
      message: FAMILY_MESSAGES.labelRequired,
      field: 'label',
    });
    expect((await invite(owner, childId, 'viewer', 'x'.repeat(31))).json().field).toBe('label');
    expect((await invite(member, childId)).statusCode).toBe(404);
    await joinFamily(ctx, owner, childId, member);
    const byMember = await invite(member, childId);
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().message).toBe(FAMILY_MESSAGES.ownerOnly);
    expect(
      await ctx.database.db.select().from(familyInvites).where(eq(familyInvites.childId, childId)),
    ).toHaveLength(1);
  });

  it('lets the invited parent preview and accept through the link, and shows the child as shared', async () => {
    const { owner, childId, member } = await family();
    const { url } = (await invite(owner, childId, 'caregiver', 'Papa')).json();
    const token = url.split('/invite/')[1];
    const preview = await call(member, 'POST', PREVIEW, { code: token });
    expect(preview.json()).toMatchObject({
      child_name: 'Ira',
      invited_by: 'Asha',
      role: 'caregiver',
      label: 'Papa',
    });
    // Before accepting, the child is not theirs to see.
    expect((await dashboard(member, childId)).statusCode).toBe(404);
    const accepted = await call(member, 'POST', ACCEPT, { code: token });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({
      child_id: childId,
      role: 'caregiver',
      message: FAMILY_MESSAGES.accepted,
    });
    expect(await childrenOf(member)).toEqual([
      expect.objectContaining({ id: childId, role: 'caregiver', shared_by: 'Asha' }),
    ]);
    expect(await childrenOf(owner)).toEqual([
      expect.objectContaining({ id: childId, role: 'owner', shared_by: null }),
    ]);
    // A parent who owns no child but follows one goes to the dashboard.
    expect((await call(member, 'GET', '/api/user/me/')).json().children_count).toBe(1);
    expect((await dashboard(member, childId)).statusCode).toBe(200);
  });

  it('accepts a code typed in any case, with spaces, once', async () => {
    const { owner, childId, member } = await family();
    const { code } = (await invite(owner, childId)).json();
    const typed = ` ${code.toLowerCase().replace('-', ' ')} `;
    expect((await call(member, 'POST', ACCEPT, { code: typed })).statusCode).toBe(200);
    const other = await createParent(ctx);
    const reused = await call(other, 'POST', ACCEPT, { code });
    expect(reused.statusCode).toBe(404);
    expect(reused.json().message).toBe(FAMILY_MESSAGES.inviteNotFound);
    expect((await dashboard(other, childId)).statusCode).toBe(404);
  });

  it('opens nothing once expired or withdrawn, and keeps it open when its owner tries it', async () => {
    const { owner, childId, member } = await family();
    const expiring = (await invite(owner, childId)).json();
    const withdrawn = (await invite(owner, childId, 'viewer', 'Nani')).json();
    const ownTry = await call(owner, 'POST', ACCEPT, { code: withdrawn.code });
    expect(ownTry.statusCode).toBe(409);
    expect(ownTry.json()).toMatchObject({
      code: 'already_family',
      message: FAMILY_MESSAGES.ownChild,
    });
    expect((await call(owner, 'DELETE', INVITES, { id: withdrawn.id })).json().message).toBe(
      FAMILY_MESSAGES.inviteWithdrawn,
    );
    expect((await call(member, 'POST', ACCEPT, { code: withdrawn.code })).statusCode).toBe(404);
    expect((await call(owner, 'DELETE', INVITES, { id: withdrawn.id })).statusCode).toBe(404);

    ctx.clock.advance(7 * DAY - 1000);
    expect((await call(member, 'POST', PREVIEW, { code: expiring.code })).statusCode).toBe(200);
    ctx.clock.advance(1000);
    expect((await call(member, 'POST', ACCEPT, { code: expiring.code })).statusCode).toBe(404);
    expect(await membersOf(childId)).toEqual([]);
  });

  it('makes one member when two people accept one invitation at once', async () => {
    const { owner, childId, member } = await family();
    const other = await createParent(ctx);
    const { code } = (await invite(owner, childId)).json();
    const answers = await Promise.all([
      call(member, 'POST', ACCEPT, { code }),
      call(other, 'POST', ACCEPT, { code }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404]);
    expect(await membersOf(childId)).toHaveLength(1);
  });

  it('lets a caregiver mark doses and add growth, and tells the family who did', async () => {
    const { owner, childId, member } = await family();
    await joinFamily(ctx, owner, childId, member, { label: 'Papa' });
    const dose = await givenable(owner, childId);
    const marked = await markGiven(member, dose.id);
    expect(marked.statusCode).toBe(200);
    expect(marked.json().vaccine.changed_by).toBeNull();
    const seenBy = async (parent: TestParent) =>
      ((await dashboard(parent, childId)).json().completed_vaccines as VaccineEntry[]).find(
        (e) => e.id === dose.id,
      )!.changed_by;
    expect(await seenBy(owner)).toBe('Papa');
    expect(await seenBy(member)).toBeNull();

    const growth = await call(member, 'POST', GROWTH, {
      child_id: childId,
      weight: 7.5,
      record_date: '2026-11-20',
    });
    expect(growth.statusCode).toBe(201);
    const ownerGrowth = (await call(owner, 'GET', `${GROWTH}?child_id=${childId}`)).json();
    expect(ownerGrowth.records[0].added_by).toBe('Papa');
    // The owner's own marks show the owner's first name to the member.
    const another = await givenable(owner, childId, 'bcg');
    await markGiven(owner, another.id);
    const memberView = (await dashboard(member, childId)).json()
      .completed_vaccines as VaccineEntry[];
    expect(memberView.find((e) => e.id === another.id)!.changed_by).toBe('Asha');
  });

  it('lets a viewer read everything and change nothing', async () => {
    const { owner, childId, member } = await family();
    await joinFamily(ctx, owner, childId, member, { role: 'viewer', label: 'Nani' });
    expect((await dashboard(member, childId)).statusCode).toBe(200);
    expect((await call(member, 'GET', `${GROWTH}?child_id=${childId}`)).statusCode).toBe(200);
    const dose = await givenable(member, childId);
    const refused = await markGiven(member, dose.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'forbidden',
      message: FAMILY_MESSAGES.viewerReadOnly,
    });
    const growth = await call(member, 'POST', GROWTH, {
      child_id: childId,
      weight: 7.5,
      record_date: '2026-11-20',
    });
    expect(growth.statusCode).toBe(403);
    const rename = await call(member, 'PUT', CHILDREN, {
      id: childId,
      name: 'Mira',
      dob: '2026-01-01',
      gender: 'girl',
    });
    expect(rename.statusCode).toBe(403);
    expect((await call(member, 'DELETE', CHILDREN, { child_id: childId })).statusCode).toBe(403);
    expect((await givenable(owner, childId)).vaccinated_on).toBeNull();
  });

  it('lists the family for everyone in it, invitations for the owner only, and no numbers', async () => {
    const { owner, childId, member } = await family();
    await joinFamily(ctx, owner, childId, member, { label: 'Papa' });
    await invite(owner, childId, 'viewer', 'Nani');
    const ownerView = (
      await call(owner, 'GET', `/api/family/?child_id=${childId}`)
    ).json() as FamilyResponse;
    expect(ownerView.members.map((m) => [m.role, m.label, m.is_you])).toEqual([
      ['owner', 'Asha', true],
      ['caregiver', 'Papa', false],
    ]);
    expect(ownerView.invites.map((i) => [i.role, i.label])).toEqual([['viewer', 'Nani']]);
    const memberRes = await call(member, 'GET', `/api/family/?child_id=${childId}`);
    const memberView = memberRes.json() as FamilyResponse;
    expect(memberView.members.map((m) => m.is_you)).toEqual([false, true]);
    expect(memberView.invites).toEqual([]);
    expect(memberRes.body).not.toContain(owner.contactNumber!);
    const stranger = await createParent(ctx);
    expect((await call(stranger, 'GET', `/api/family/?child_id=${childId}`)).statusCode).toBe(404);
  });

  it('changes a member’s role, and a removed member reads nothing from the next request on', async () => {
    const { owner, childId, member } = await family();
    await joinFamily(ctx, owner, childId, member);
    const toViewer = await call(owner, 'PATCH', MEMBERS, {
      child_id: childId,
      user_id: member.id,
      role: 'viewer',
      label: 'Papa ji',
    });
    expect(toViewer.statusCode).toBe(200);
    const dose = await givenable(member, childId);
    expect((await markGiven(member, dose.id)).statusCode).toBe(403);
    // A member cannot change roles, not even their own.
    const selfPromote = await call(member, 'PATCH', MEMBERS, {
      child_id: childId,
      user_id: member.id,
      role: 'caregiver',
      label: 'Papa',
    });
    expect(selfPromote.statusCode).toBe(403);

    const removed = await call(owner, 'DELETE', MEMBERS, { child_id: childId, user_id: member.id });
    expect(removed.json().message).toBe(FAMILY_MESSAGES.memberRemoved);
    expect((await dashboard(member, childId)).statusCode).toBe(404);
    expect((await call(member, 'GET', `${GROWTH}?child_id=${childId}`)).statusCode).toBe(404);
    expect((await call(member, 'GET', `/api/family/?child_id=${childId}`)).statusCode).toBe(404);
    expect(await childrenOf(member)).toEqual([]);
    expect(
      (await call(owner, 'DELETE', MEMBERS, { child_id: childId, user_id: member.id })).statusCode,
    ).toBe(404);
  });

  it('lets a member leave, and never the owner', async () => {
    const { owner, childId, member } = await family();
    await joinFamily(ctx, owner, childId, member);
    const ownerLeaves = await call(owner, 'DELETE', MEMBERS, {
      child_id: childId,
      user_id: owner.id,
    });
    expect(ownerLeaves.statusCode).toBe(404);
    const left = await call(member, 'DELETE', MEMBERS, { child_id: childId, user_id: member.id });
    expect(left.json().message).toBe(FAMILY_MESSAGES.left);
    expect(await childrenOf(member)).toEqual([]);
    expect(await childrenOf(owner)).toHaveLength(1);
  });

  it('counts only owned children against the limit of three', async () => {
    const { owner, childId, member } = await family();
    await joinFamily(ctx, owner, childId, member);
    for (const name of ['Anu', 'Binu', 'Chinu']) {
      const res = await call(member, 'POST', CHILDREN, { name, dob: '2026-01-01', gender: 'boy' });
      expect(res.statusCode).toBe(201);
    }
    const fourth = await call(member, 'POST', CHILDREN, {
      name: 'Dinu',
      dob: '2026-01-01',
      gender: 'boy',
    });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().code).toBe('max_children');
    expect(await childrenOf(member)).toHaveLength(4);
    expect((await childrenOf(member))[3]).toMatchObject({ id: childId, role: 'caregiver' });
  });

  it(`keeps at most ${INVITES_PER_CHILD} open invitations per child`, async () => {
    const { owner, childId } = await family();
    for (let i = 0; i < INVITES_PER_CHILD; i++)
      expect((await invite(owner, childId)).statusCode).toBe(201);
    const over = await invite(owner, childId);
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('invite_limit');
  });

  it('stops an address, and an account, guessing codes', async () => {
    const { owner, childId, member } = await family();
    const { code } = (await invite(owner, childId)).json();
    const guesser = await createParent(ctx);
    for (let i = 0; i < 20; i++) {
      const res = await call(guesser, 'POST', ACCEPT, { code: 'AAAA-AAAA' }, '203.0.113.7');
      expect(res.statusCode).toBe(404);
    }
    expect(
      (await call(guesser, 'POST', ACCEPT, { code: 'AAAA-AAAA' }, '203.0.113.7')).statusCode,
    ).toBe(429);
    // The same account from elsewhere is stopped too; someone else from elsewhere is not.
    expect(
      (await call(guesser, 'POST', PREVIEW, { code: 'AAAA-AAAA' }, '203.0.113.8')).statusCode,
    ).toBe(429);
    expect((await call(member, 'POST', ACCEPT, { code }, '203.0.113.9')).statusCode).toBe(200);
  });
});
