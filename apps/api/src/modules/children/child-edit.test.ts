import fs from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { children, sessions, users, vaccineEntries } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { createParent, type TestParent } from '../../test/factories';
import { multipart, SAMPLE_PNG } from '../../test/multipart';
import { getMe } from '../../test/requests';

describe('editing and deleting children, and deleting the account', () => {
  const ctx = useTestApp();
  const kids = async (parent: TestParent) =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/vaccinetracker/onboarding/',
        headers: parent.headers,
      })
    ).json().children as Array<{ id: string; name: string; dob: string; schedule: string }>;
  const put = (parent: TestParent, payload: object) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/vaccinetracker/onboarding/',
      headers: parent.headers,
      payload,
    });
  const del = (parent: TestParent, childId: string) =>
    ctx.app.inject({
      method: 'DELETE',
      url: '/api/vaccinetracker/onboarding/',
      headers: parent.headers,
      payload: { child_id: childId },
    });
  const board = async (parent: TestParent, childId: string) =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/vaccinetracker/dashboard/?child_id=${childId}`,
        headers: parent.headers,
      })
    ).json();
  const complete = (
    parent: TestParent,
    entryId: string,
    withFile = false,
    vaccinatedOn = '2026-10-01',
  ) => {
    const body = multipart(
      {
        vaccine_id: entryId,
        status: 'complete',
        vaccinated_on: vaccinatedOn,
        comment: 'given',
        confirm_early: 'true',
      },
      withFile
        ? { field: 'prescription', name: 'rx.png', type: 'image/png', data: SAMPLE_PNG }
        : undefined,
    );
    return ctx.app.inject({
      method: 'POST',
      url: '/api/vaccinetracker/dashboard/',
      headers: { ...parent.headers, ...body.headers },
      payload: body.payload,
    });
  };
  const storedFiles = () => {
    const root = path.join(ctx.env.DATA_DIR, 'files');
    return fs.existsSync(root)
      ? fs.readdirSync(root, { recursive: true }).filter((f) => String(f).includes('.')).length
      : 0;
  };

  it('renames a child', async () => {
    const parent = await createParent(ctx, {
      children: [{ name: 'Ira', dob: '2026-01-01', gender: 'girl' }],
    });
    const [child] = await kids(parent);
    const res = await put(parent, { id: child!.id, name: 'Ira Rao', dob: '2026-01-01' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Child Profile updated',
      child: expect.objectContaining({ name: 'Ira Rao', dob: '2026-01-01' }),
    });
  });

  it('recomputes due dates when the birth date changes, keeping doses already given', async () => {
    const parent = await createParent(ctx, {
      children: [{ name: 'Ira', dob: '2026-09-01', gender: 'girl' }],
    });
    const [child] = await kids(parent);
    const before = await board(parent, child!.id);
    const bcg = [
      ...before.missed_vaccines,
      ...before.upcoming_vaccine.flatMap((g: { vaccines: unknown[] }) => g.vaccines),
    ].find((v: { vaccine: { name: string } }) => v.vaccine.name === 'BCG');
    expect((await complete(parent, bcg.id)).statusCode).toBe(200);

    const res = await put(parent, {
      id: child!.id,
      name: 'Ira',
      dob: '2026-08-15',
      schedule: 'uip',
    });
    expect(res.statusCode).toBe(200);
    const after = await board(parent, child!.id);
    expect(
      after.completed_vaccines.map((v: { vaccine: { name: string }; vaccinated_on: string }) => [
        v.vaccine.name,
        v.vaccinated_on,
      ]),
    ).toEqual([['BCG', '2026-10-01']]);
    const names = [
      ...after.missed_vaccines,
      ...after.outstanding_vaccines,
      ...after.upcoming_vaccine.flatMap((g: { vaccines: unknown[] }) => g.vaccines),
    ].map((v: { vaccine: { name: string } }) => v.vaccine.name);
    expect(names).toContain('Pentavalent 1');
    expect(names).not.toContain('BCG');
    expect(names).not.toContain('Hib 1');
    const penta = after.upcoming_vaccine
      .flatMap((g: { vaccines: unknown[] }) => g.vaccines)
      .find((v: { vaccine: { name: string } }) => v.vaccine.name === 'Pentavalent 1');
    expect(
      penta?.date_of_vaccination ??
        after.missed_vaccines.find(
          (v: { vaccine: { name: string } }) => v.vaccine.name === 'Pentavalent 1',
        )?.date_of_vaccination,
    ).toBe('2026-09-26');
  });

  const entriesOf = async (childId: string) =>
    (await ctx.database.db.select().from(vaccineEntries).where(eq(vaccineEntries.childId, childId)))
      .map((r) => [r.name, r.dueDate, r.status, r.vaccinatedOn])
      .sort();

  it('refuses a birth date after a dose already given, naming it, and changes nothing', async () => {
    const parent = await createParent(ctx, {
      children: [{ name: 'Ira', dob: '2026-01-01', gender: 'girl' }],
    });
    const [child] = await kids(parent);
    const bcg = (await board(parent, child!.id)).missed_vaccines.find(
      (v: { vaccine: { name: string } }) => v.vaccine.name === 'BCG',
    );
    expect((await complete(parent, bcg.id, false, '2026-06-01')).statusCode).toBe(200);
    const before = await entriesOf(child!.id);

    const res = await put(parent, {
      id: child!.id,
      name: 'Ira Rao',
      dob: '2026-06-02',
      schedule: 'uip',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('BCG was given on 1 Jun 2026, before this birth date');
    expect((await kids(parent))[0]).toMatchObject({
      name: 'Ira',
      dob: '2026-01-01',
      schedule: 'iap-acvip-2023',
    });
    expect(await entriesOf(child!.id)).toEqual(before);

    // The day it was given is still a possible birth date.
    expect((await put(parent, { id: child!.id, name: 'Ira', dob: '2026-06-01' })).statusCode).toBe(
      200,
    );
  });

  it("refuses a birth date after one of the parent's own vaccines, and counts the others", async () => {
    const parent = await createParent(ctx, {
      children: [{ name: 'Ira', dob: '2026-01-01', gender: 'girl' }],
    });
    const [child] = await kids(parent);
    for (const [name, date] of [
      ['Cholera', '2026/03/01'],
      ['Typhoid booster', '2026/02/01'],
    ]) {
      const added = await ctx.app.inject({
        method: 'POST',
        url: '/api/vaccinetracker/dashboard/addvaccine/',
        headers: parent.headers,
        payload: { child_id: child!.id, vaccine_name: name, recommended_date: date },
      });
      expect(added.statusCode).toBe(201);
    }
    const before = await entriesOf(child!.id);
    const res = await put(parent, { id: child!.id, name: 'Ira', dob: '2026-04-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Typhoid booster is dated 1 Feb 2026, before this birth date (and 1 more vaccine)',
    );
    expect((await kids(parent))[0]!.dob).toBe('2026-01-01');
    expect(await entriesOf(child!.id)).toEqual(before);
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ dob: '1900-01-01' }, 'Please choose a date between 1980 and 2050'],
    [{ dob: '1979-12-31' }, 'Please choose a date between 1980 and 2050'],
    [{ name: 'A'.repeat(21) }, 'Name can have at most 20 letters'],
    [{ dob: '2026-11-23' }, 'Birth date cannot be in the future'],
    [{ dob: '2026-13-01' }, 'Please enter the date as YYYY-MM-DD'],
    [{ schedule: 'who' }, 'Please choose a vaccination schedule'],
  ])('refuses %j with "%s" and changes nothing', async (override, message) => {
    const parent = await createParent(ctx, {
      children: [{ name: 'Ira', dob: '2026-01-01', gender: 'girl' }],
    });
    const [child] = await kids(parent);
    const res = await put(parent, { id: child!.id, name: 'Ira', dob: '2026-01-01', ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await kids(parent))[0]).toMatchObject({
      name: 'Ira',
      dob: '2026-01-01',
      schedule: 'iap-acvip-2023',
    });
  });

  it('names the missing child_id when DELETE has no body', async () => {
    const parent = await createParent(ctx, {
      children: [
        { name: 'Ira', dob: '2026-01-01', gender: 'girl' },
        { name: 'Kabir', dob: '2025-01-01', gender: 'boy' },
      ],
    });
    const noBody = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/vaccinetracker/onboarding/',
      headers: parent.headers,
    });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().message).toBe('child_id is required');
    const emptyBody = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/vaccinetracker/onboarding/',
      headers: parent.headers,
      payload: {},
    });
    expect(emptyBody.statusCode).toBe(400);
    expect(emptyBody.json().message).toBe('child_id is required');
    expect((await del(parent, 'not-a-uuid')).json().message).toBe('Please choose a child');
    expect(await kids(parent)).toHaveLength(2);
  });

  it('will not delete the only child', async () => {
    const parent = await createParent(ctx, {
      children: [{ name: 'Ira', dob: '2026-01-01', gender: 'girl' }],
    });
    const [child] = await kids(parent);
    const res = await del(parent, child!.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Cannot delete the only child profile');
    expect(await kids(parent)).toHaveLength(1);
  });

  it('deletes a child with its records and files; two racing deletes leave one child', async () => {
    const parent = await createParent(ctx, {
      children: [
        { name: 'Ira', dob: '2026-09-01', gender: 'girl' },
        { name: 'Kabir', dob: '2025-01-01', gender: 'boy' },
      ],
    });
    const [ira, kabir] = await kids(parent);
    const entry =
      (await board(parent, ira!.id)).upcoming_vaccine[0]?.vaccines[0] ??
      (await board(parent, ira!.id)).missed_vaccines[0];
    expect((await complete(parent, entry.id, true)).statusCode).toBe(200);
    const filesBefore = storedFiles();

    const results = await Promise.all([del(parent, ira!.id), del(parent, kabir!.id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await kids(parent)).toHaveLength(1);
    const deleted = results[0]!.statusCode === 200 ? ira! : kabir!;
    const [{ n }] = (await ctx.database.db
      .select({ n: count() })
      .from(vaccineEntries)
      .where(eq(vaccineEntries.childId, deleted.id))) as [{ n: number }];
    expect(n).toBe(0);
    if (deleted === ira) expect(storedFiles()).toBe(filesBefore - 1);
  });

  it("cannot edit or delete another parent's child", async () => {
    const owner = await createParent(ctx, {
      children: [
        { name: 'Ira', dob: '2026-01-01', gender: 'girl' },
        { name: 'Kabir', dob: '2025-01-01', gender: 'boy' },
      ],
    });
    const [child] = await kids(owner);
    const stranger = await createParent(ctx, {
      children: [{ name: 'Mine', dob: '2025-01-01', gender: 'boy' }],
    });
    expect(
      (await put(stranger, { id: child!.id, name: 'Stolen', dob: '2026-01-01' })).statusCode,
    ).toBe(404);
    expect((await del(stranger, child!.id)).statusCode).toBe(404);
    expect(await kids(owner)).toHaveLength(2);
    expect((await kids(owner))[0]!.name).toBe('Ira');
  });

  it('deletes the whole account: rows, files and sessions', async () => {
    const parent = await createParent(ctx, {
      children: [{ name: 'Ira', dob: '2026-09-01', gender: 'girl' }],
    });
    const other = await createParent(ctx, {
      children: [{ name: 'Stays', dob: '2026-09-01', gender: 'girl' }],
    });
    const [child] = await kids(parent);
    const entry =
      (await board(parent, child!.id)).missed_vaccines[0] ??
      (await board(parent, child!.id)).upcoming_vaccine[0].vaccines[0];
    await complete(parent, entry.id, true);
    const filesBefore = storedFiles();

    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/user/delete/',
      headers: parent.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your account and all its data have been deleted');
    expect((await getMe(ctx, parent.headers)).statusCode).toBe(401);
    for (const table of [users, sessions]) {
      const idColumn = table === users ? users.id : sessions.userId;
      expect(
        await ctx.database.db.select().from(table).where(eq(idColumn, parent.id)),
      ).toHaveLength(0);
    }
    expect(
      await ctx.database.db.select().from(children).where(eq(children.userId, parent.id)),
    ).toHaveLength(0);
    expect(storedFiles()).toBe(filesBefore - 1);
    expect(await kids(other)).toHaveLength(1);
  });
});
