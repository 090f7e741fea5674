import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SHARE_LINK_MESSAGES, SHARE_LINKS_PER_CHILD, type SharedRecord } from '@tika/contract';
import { shareLinks } from '../../db/schema';
import { sha256 } from '../../lib/crypto';
import { useTestApp } from '../../test/app';
import { createParent, createParentWithChild, type TestParent } from '../../test/factories';
import { multipart } from '../../test/multipart';
import { SAMPLE_PDF } from '../../test/sample-pdf';

const LINKS = '/api/share-links/';
const RECORDS = '/api/vaccinetracker/dashboard/medicalrecords/';
// 06:30 UTC = 12:00 in India on 22 Nov 2026.
const NOW = '2026-11-22T06:30:00.000Z';
const HOUR = 60 * 60 * 1000;

describe('record links for the doctor', () => {
  const ctx = useTestApp({ now: NOW });

  const create = (parent: TestParent, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: LINKS, headers: parent.headers, payload });
  const list = (parent: TestParent, childId: string) =>
    ctx.app.inject({ method: 'GET', url: `${LINKS}?child_id=${childId}`, headers: parent.headers });
  const revoke = (parent: TestParent, id: string) =>
    ctx.app.inject({ method: 'DELETE', url: LINKS, headers: parent.headers, payload: { id } });
  /** The record as the doctor's browser asks for it: no session, the token from the URL. */
  const open = (url: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/shared/${url.split('/shared/')[1]}/`,
      headers,
      // Each test its own address, so the guessing limit of one does not reach another.
      remoteAddress: remoteAddress ?? `203.0.113.${++address}`,
    });
  let address = 0;
  const linksOf = (childId: string) =>
    ctx.database.db.select().from(shareLinks).where(eq(shareLinks.childId, childId));

  async function childAtOneYear() {
    // 12 months old: rotavirus is past its last age, not "overdue".
    return createParentWithChild(ctx, { name: 'Ira Sharma', dob: '2025-11-20', gender: 'girl' });
  }

  it('makes a link that opens the child’s record without a session, and shows nothing of the parent', async () => {
    const { parent, childId } = await childAtOneYear();
    const res = await create(parent, { child_id: childId, expires_in_hours: 24 });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      include_files: false,
      expires_at: new Date(new Date(NOW).getTime() + 24 * HOUR).toISOString(),
      message: SHARE_LINK_MESSAGES.created,
    });
    expect(created.url).toMatch(/^http:\/\/[^/]+\/shared\/[A-Za-z0-9_-]{43}$/);

    // Only the token's hash is kept.
    const token = created.url.split('/shared/')[1];
    const [row] = await ctx.database.db
      .select()
      .from(shareLinks)
      .where(eq(shareLinks.id, created.id));
    expect(row!.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token);

    const page = await open(created.url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['cache-control']).toContain('no-store');
    const record = page.json() as SharedRecord;
    expect(record.child).toEqual({
      first_name: 'Ira',
      dob: '2025-11-20',
      gender: 'girl',
      schedule: 'iap-acvip-2023',
    });
    expect(record.as_of).toBe('2026-11-22');
    expect(record.files).toBeNull();
    expect(record.latest_growth).toBeNull();
    expect(page.body).not.toContain('Sharma');
    expect(page.body).not.toContain(parent.contactNumber!);
    expect(page.body).not.toContain('Asha');
    const rota = record.doses.filter((d) => d.name.startsWith('Rotavirus'));
    expect(rota.length).toBeGreaterThan(0);
    for (const dose of rota) expect(dose.state).not.toBe('overdue');
    expect(record.doses.find((d) => d.name === 'BCG')).toMatchObject({
      full_name: expect.any(String),
    });
  });

  it('speaks the doctor’s language: Hindi names and age groups for accept-language: hi', async () => {
    const { parent, childId } = await childAtOneYear();
    const { url } = (await create(parent, { child_id: childId, expires_in_hours: 1 })).json();
    const record = (await open(url, { 'accept-language': 'hi' })).json() as SharedRecord;
    const bcg = record.doses.find((d) => d.name === 'BCG')!;
    expect(bcg.full_name).toMatch(/[\u0900-\u097F]/);
    expect(bcg.age_range).toMatch(/[\u0900-\u097F]/);
  });

  it('refuses a time outside 1 hour to 30 days and another parent’s child, changing nothing', async () => {
    const { parent, childId } = await childAtOneYear();
    for (const hours of [0, 721, 1.5, '24']) {
      const res = await create(parent, { child_id: childId, expires_in_hours: hours });
      expect(res.statusCode, String(hours)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', field: 'expires_in_hours' });
    }
    const other = await createParent(ctx);
    const res = await create(other, { child_id: childId, expires_in_hours: 24 });
    expect(res.statusCode).toBe(404);
    expect((await list(other, childId)).statusCode).toBe(404);
    expect(await linksOf(childId)).toHaveLength(0);
  });

  it('lists live links newest first without the link itself; a revoked link opens nothing from the next request', async () => {
    const { parent, childId } = await childAtOneYear();
    const first = (await create(parent, { child_id: childId, expires_in_hours: 1 })).json();
    ctx.clock.advance(1000);
    const second = (
      await create(parent, { child_id: childId, expires_in_hours: 720, include_files: true })
    ).json();
    const listed = (await list(parent, childId)).json();
    expect(listed.links.map((l: { id: string }) => l.id)).toEqual([second.id, first.id]);
    expect(JSON.stringify(listed)).not.toMatch(/url|token|hash/);

    // Another parent cannot revoke it: 404, and it still works.
    const other = await createParent(ctx);
    expect((await revoke(other, second.id)).statusCode).toBe(404);
    expect((await open(second.url)).statusCode).toBe(200);

    const res = await revoke(parent, second.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: SHARE_LINK_MESSAGES.revoked });
    const gone = await open(second.url);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'not_found', message: SHARE_LINK_MESSAGES.notFound });
    expect((await revoke(parent, second.id)).statusCode).toBe(404);
    expect((await list(parent, childId)).json().links).toHaveLength(1);
  });

  it('stops working when it expires, to the second', async () => {
    const { parent, childId } = await childAtOneYear();
    const { url } = (await create(parent, { child_id: childId, expires_in_hours: 1 })).json();
    ctx.clock.advance(HOUR - 1000);
    expect((await open(url)).statusCode).toBe(200);
    ctx.clock.advance(1000);
    expect((await open(url)).statusCode).toBe(404);
    expect((await list(parent, childId)).json().links).toEqual([]);
  });

  it('keeps at most 10 live links per child; a revoked one makes room', async () => {
    const { parent, childId } = await childAtOneYear();
    const made = await Promise.all(
      Array.from({ length: SHARE_LINKS_PER_CHILD + 2 }, () =>
        create(parent, { child_id: childId, expires_in_hours: 24 }),
      ),
    );
    expect(made.filter((r) => r.statusCode === 201)).toHaveLength(SHARE_LINKS_PER_CHILD);
    const refused = made.find((r) => r.statusCode === 409)!;
    expect(refused.json()).toMatchObject({
      code: 'share_link_limit',
      message: SHARE_LINK_MESSAGES.tooMany,
    });
    await revoke(parent, made.find((r) => r.statusCode === 201)!.json().id);
    expect((await create(parent, { child_id: childId, expires_in_hours: 24 })).statusCode).toBe(
      201,
    );
  });

  it('is gone with the child', async () => {
    const parent = await createParent(ctx, {
      children: [
        { name: 'Ira', dob: '2025-11-20', gender: 'girl' },
        { name: 'Kabir', dob: '2024-01-02', gender: 'boy' },
      ],
    });
    const childId = parent.childIds[0]!;
    const { url } = (await create(parent, { child_id: childId, expires_in_hours: 24 })).json();
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/vaccinetracker/onboarding/',
      headers: parent.headers,
      payload: { child_id: childId },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await open(url)).statusCode).toBe(404);
    expect(await linksOf(childId)).toHaveLength(0);
  });

  it('answers every made-up token with the same 404, and stops an address that keeps guessing', async () => {
    const guesser = '198.51.100.7';
    const guesses = ['short', 'x'.repeat(43), `${'A'.repeat(42)}!`, 'A'.repeat(43)];
    for (const token of guesses) {
      const res = await open(`/shared/${token}`, {}, guesser);
      expect(res.statusCode, token).toBe(404);
      expect(res.json()).toMatchObject({ message: SHARE_LINK_MESSAGES.notFound });
    }
    let last = 404;
    for (let i = 0; i < 40 && last !== 429; i++) {
      last = (await open(`/shared/${'B'.repeat(43)}`, {}, guesser)).statusCode;
    }
    expect(last).toBe(429);
    // Even the 404s and 429s are neither kept nor indexed.
    const refused = await open(`/shared/${'B'.repeat(43)}`, {}, guesser);
    expect(refused.headers['cache-control']).toBe('private, no-store');
    expect(refused.headers['x-robots-tag']).toBe('noindex, nofollow');
    // A live link still opens from that address: only failures are held back.
    const { parent, childId } = await childAtOneYear();
    const { url } = (await create(parent, { child_id: childId, expires_in_hours: 1 })).json();
    expect((await open(url, {}, guesser)).statusCode).toBe(200);
    // Another address is not held back.
    expect((await open(`/shared/${'B'.repeat(43)}`, {}, '198.51.100.8')).statusCode).toBe(404);
  });

  it('includes prescriptions and reports only when asked, each opened through the link alone', async () => {
    const { parent, childId } = await childAtOneYear();
    const body = multipart(
      { child_id: childId, purpose: 'Fever visit', note: 'Paracetamol' },
      { field: 'record', name: 'visit.pdf', type: 'application/pdf', data: SAMPLE_PDF },
    );
    const upload = await ctx.app.inject({
      method: 'POST',
      url: RECORDS,
      headers: { ...parent.headers, ...body.headers },
      payload: body.payload,
    });
    expect(upload.statusCode).toBe(201);

    const without = (await create(parent, { child_id: childId, expires_in_hours: 24 })).json();
    expect((await open(without.url)).json().files).toBeNull();

    const withFiles = (
      await create(parent, { child_id: childId, expires_in_hours: 24, include_files: true })
    ).json();
    const record = (await open(withFiles.url)).json() as SharedRecord;
    expect(record.files).toEqual([
      {
        kind: 'record',
        label: 'Fever visit',
        url: expect.stringMatching(/^\/api\/shared\/[A-Za-z0-9_-]{43}\/files\/.+/),
        file_type: 'application/pdf',
        date: '2026-11-22',
      },
    ]);
    const fileUrl = record.files![0]!.url;
    const file = await ctx.app.inject({ method: 'GET', url: fileUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    // Not kept by the doctor's browser: revoking the link takes the file with it.
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.rawPayload.equals(SAMPLE_PDF)).toBe(true);

    // The same file link under the link without files, or after revoking, opens nothing.
    const fileToken = fileUrl.split('/files/')[1];
    const withoutToken = without.url.split('/shared/')[1];
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/shared/${withoutToken}/files/${fileToken}`,
        })
      ).statusCode,
    ).toBe(404);
    await revoke(parent, withFiles.id);
    expect((await ctx.app.inject({ method: 'GET', url: fileUrl })).statusCode).toBe(404);
  });

  it('never opens another family’s file through a link', async () => {
    const a = await childAtOneYear();
    const b = await childAtOneYear();
    const body = multipart(
      { child_id: b.childId, purpose: 'Report', note: 'Blood test' },
      { field: 'record', name: 'blood.pdf', type: 'application/pdf', data: SAMPLE_PDF },
    );
    await ctx.app.inject({
      method: 'POST',
      url: RECORDS,
      headers: { ...b.parent.headers, ...body.headers },
      payload: body.payload,
    });
    const bLink = (
      await create(b.parent, { child_id: b.childId, expires_in_hours: 24, include_files: true })
    ).json();
    const bFile = ((await open(bLink.url)).json() as SharedRecord).files![0]!.url;
    const aLink = (
      await create(a.parent, { child_id: a.childId, expires_in_hours: 24, include_files: true })
    ).json();
    const aToken = aLink.url.split('/shared/')[1];
    const crossed = `/api/shared/${aToken}/files/${bFile.split('/files/')[1]}`;
    expect((await ctx.app.inject({ method: 'GET', url: crossed })).statusCode).toBe(404);
  });
});
