import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { vaccineEntries } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { createParent, createParentWithChild, type TestParent } from '../../test/factories';
import { multipart, pdfOfSize, SAMPLE_PDF, SAMPLE_PNG } from '../../test/multipart';

const TODAY = '2026-11-22';

describe('marking vaccines complete and pending', () => {
  const ctx = useTestApp();

  async function childWithDashboard(dob = '2026-09-01') {
    const { parent, childId } = await createParentWithChild(ctx, { dob });
    const board = await ctx.app.inject({
      method: 'GET',
      url: `/api/vaccinetracker/dashboard/?child_id=${childId}`,
      headers: parent.headers,
    });
    const all = [
      ...board.json().missed_vaccines,
      ...board.json().upcoming_vaccine.flatMap((g: { vaccines: unknown[] }) => g.vaccines),
    ];
    return { parent, childId, entryId: (all[0] as { id: string }).id, dob };
  }
  const post = (
    parent: TestParent,
    fields: Record<string, string>,
    file?: Parameters<typeof multipart>[1],
  ) => {
    const body = multipart(fields, file);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/vaccinetracker/dashboard/',
      headers: { ...parent.headers, ...body.headers },
      payload: body.payload,
    });
  };
  const filesOf = () => {
    const root = path.join(ctx.env.DATA_DIR, 'files');
    return fs.existsSync(root)
      ? fs.readdirSync(root, { recursive: true }).filter((f) => String(f).includes('.'))
      : [];
  };

  it('marks a vaccine complete with a date, a note and a prescription, and serves the file only to its owner, by its signed link', async () => {
    const { parent, entryId } = await childWithDashboard();
    const res = await post(
      parent,
      {
        vaccine_id: entryId,
        status: 'complete',
        vaccinated_on: '2026-09-02',
        comment: 'Left thigh, no fever',
      },
      {
        field: 'prescription',
        name: 'my-prescription-scan.png',
        type: 'image/png',
        data: SAMPLE_PNG,
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Vaccine marked as complete');
    const vaccine = res.json().vaccine;
    expect(vaccine).toMatchObject({
      id: entryId,
      status: 'complete',
      vaccinated_on: '2026-09-02',
      comment: 'Left thigh, no fever',
    });
    expect(vaccine.image_url).toMatch(/^\/api\/files\/[\w-]+\.[0-9a-f]{64}$/);

    const file = await ctx.app.inject({
      method: 'GET',
      url: vaccine.image_url,
      headers: parent.headers,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toBe('inline; filename="n-scan.png"');
    // Re-encoded on the way in (metadata dropped), still the same picture.
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 1,
      height: 1,
    });

    // Only for the owner's session: none is 401, another parent's 404.
    expect((await ctx.app.inject({ method: 'GET', url: vaccine.image_url })).statusCode).toBe(401);
    const stranger = await createParent(ctx);
    expect(
      (await ctx.app.inject({ method: 'GET', url: vaccine.image_url, headers: stranger.headers }))
        .statusCode,
    ).toBe(404);

    // A tampered link, and the link after 15 minutes, show nothing.
    const lastChar = vaccine.image_url.slice(-1);
    const tampered = `${vaccine.image_url.slice(0, -1)}${lastChar === '0' ? '1' : '0'}`;
    expect(
      (await ctx.app.inject({ method: 'GET', url: tampered, headers: parent.headers })).statusCode,
    ).toBe(404);
    ctx.clock.advance(15 * 60_000 + 1000);
    try {
      expect(
        (await ctx.app.inject({ method: 'GET', url: vaccine.image_url, headers: parent.headers }))
          .statusCode,
      ).toBe(404);
    } finally {
      ctx.clock.advance(-(15 * 60_000 + 1000));
    }
  });

  it('marks it pending again, clearing date, note and file (the file is deleted)', async () => {
    const { parent, entryId } = await childWithDashboard();
    await post(
      parent,
      { vaccine_id: entryId, status: 'complete', vaccinated_on: '2026-09-02', comment: 'x' },
      { field: 'prescription', name: 'a.pdf', type: 'application/pdf', data: SAMPLE_PDF },
    );
    const before = filesOf().length;
    const res = await post(parent, {
      vaccine_id: entryId,
      status: 'pending',
      vaccinated_on: '',
      comment: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Vaccine marked as incomplete');
    expect(res.json().vaccine).toMatchObject({
      status: 'pending',
      vaccinated_on: null,
      comment: '',
      image_url: null,
    });
    expect(filesOf().length).toBe(before - 1);
  });

  it.each([
    [{ vaccinated_on: '2026-11-23' }, 'Vaccination date cannot be in the future'],
    [{ vaccinated_on: '2026-08-31' }, 'Vaccination date cannot be before the birth date'],
    [{ vaccinated_on: '' }, 'Please choose the vaccination date'],
    [{ vaccinated_on: '02/09/2026' }, 'Please enter the date as YYYY-MM-DD'],
    [{ vaccinated_on: '1900-01-01' }, 'Please choose a date between 1980 and 2050'],
    [{ vaccinated_on: '9999-12-31' }, 'Please choose a date between 1980 and 2050'],
    [{ status: 'done' }, 'Status must be complete, pending, not_needed or not_given'],
    [{ vaccine_id: 'abc' }, 'Please choose a vaccine'],
  ])('refuses %j with "%s" and changes nothing', async (override, message) => {
    const { parent, entryId } = await childWithDashboard();
    const res = await post(parent, {
      vaccine_id: entryId,
      status: 'complete',
      vaccinated_on: '2026-09-02',
      comment: '',
      ...override,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    // The input at fault is named for the form: the date, or the field zod refused.
    expect(res.json().field).toBe(Object.keys(override)[0]);
    const [row] = await ctx.database.db
      .select()
      .from(vaccineEntries)
      .where(eq(vaccineEntries.id, entryId));
    expect(row!.status).toBe('pending');
  });

  it('accepts today as the date (in India)', async () => {
    const { parent, entryId } = await childWithDashboard();
    expect(
      (
        await post(parent, {
          vaccine_id: entryId,
          status: 'complete',
          vaccinated_on: TODAY,
          comment: '',
        })
      ).statusCode,
    ).toBe(200);
  });

  it.each([
    [
      'a text file named .png',
      'notes.png',
      'image/png',
      Buffer.from('just some text, not an image'),
    ],
    [
      'an HTML page named .pdf',
      'report.pdf',
      'application/pdf',
      Buffer.from('<!doctype html><script>alert(1)</script>'),
    ],
    [
      'a GIF',
      'x.gif',
      'image/gif',
      Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
    ],
  ])('refuses %s with 415, storing nothing', async (_what, name, type, data) => {
    const { parent, entryId } = await childWithDashboard();
    const before = filesOf().length;
    const res = await post(
      parent,
      { vaccine_id: entryId, status: 'complete', vaccinated_on: '2026-09-02', comment: '' },
      { field: 'prescription', name, type, data },
    );
    expect(res.statusCode).toBe(415);
    expect(filesOf().length).toBe(before);
  });

  it("refuses a pdf over 5 MB with the spec's message", async () => {
    const { parent, entryId } = await childWithDashboard();
    const res = await post(
      parent,
      { vaccine_id: entryId, status: 'complete', vaccinated_on: '2026-09-02', comment: '' },
      {
        field: 'prescription',
        name: 'big.pdf',
        type: 'application/pdf',
        data: pdfOfSize(5 * 1024 * 1024 + 1),
      },
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('File size should be less than 5MB');
  });

  it("answers another parent's vaccine as not found and leaves it alone", async () => {
    const { entryId } = await childWithDashboard();
    const stranger = await createParent(ctx);
    const res = await post(stranger, {
      vaccine_id: entryId,
      status: 'complete',
      vaccinated_on: '2026-09-02',
      comment: 'mine now',
    });
    expect(res.statusCode).toBe(404);
    const [row] = await ctx.database.db
      .select()
      .from(vaccineEntries)
      .where(eq(vaccineEntries.id, entryId));
    expect(row!.status).toBe('pending');
  });

  it("will not let another parent mark a given vaccine pending: the owner's date, note and file stay", async () => {
    const { parent, entryId } = await childWithDashboard();
    const given = await post(
      parent,
      {
        vaccine_id: entryId,
        status: 'complete',
        vaccinated_on: '2026-09-02',
        comment: 'City Clinic',
      },
      { field: 'prescription', name: 'rx.png', type: 'image/png', data: SAMPLE_PNG },
    );
    expect(given.statusCode).toBe(200);
    const [before] = await ctx.database.db
      .select()
      .from(vaccineEntries)
      .where(eq(vaccineEntries.id, entryId));
    const files = filesOf();

    const stranger = await createParent(ctx);
    const res = await post(stranger, {
      vaccine_id: entryId,
      status: 'pending',
      vaccinated_on: '',
      comment: '',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Vaccine not found');
    const [after] = await ctx.database.db
      .select()
      .from(vaccineEntries)
      .where(eq(vaccineEntries.id, entryId));
    expect(after).toMatchObject({
      status: 'complete',
      vaccinatedOn: '2026-09-02',
      comment: 'City Clinic',
      fileKey: before!.fileKey,
    });
    expect(before!.fileKey).toBeTruthy();
    expect(filesOf()).toEqual(files);
    expect(files.some((f) => before!.fileKey!.endsWith(path.basename(String(f))))).toBe(true);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: given.json().vaccine.image_url,
          headers: parent.headers,
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('adding a vaccine of your own', () => {
  const ctx = useTestApp();
  const add = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/vaccinetracker/dashboard/addvaccine/',
      headers,
      payload,
    });

  it('adds it to the lists like any other', async () => {
    const { parent, childId } = await createParentWithChild(ctx, { dob: '2026-01-10' });
    const res = await add(parent.headers, {
      child_id: childId,
      vaccine_name: 'Meningococcal',
      description: 'Travel',
      recommended_date: '2026/12/01',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Vaccine added successfully');
    const board = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/vaccinetracker/dashboard/?child_id=${childId}`,
        headers: parent.headers,
      })
    ).json();
    const upcoming = board.upcoming_vaccine.find(
      (g: { due_date: string }) => g.due_date === '2026-12-01',
    );
    expect(upcoming.vaccines.map((v: { vaccine: { name: string } }) => v.vaccine.name)).toContain(
      'Meningococcal',
    );
  });

  it.each([
    [{ vaccine_name: '' }, 'Vaccine name is required'],
    [{ recommended_date: '' }, 'Please enter the date as YYYY/MM/DD'],
    [{ recommended_date: '2026-12-01' }, 'Please enter the date as YYYY/MM/DD'],
    [{ recommended_date: '2026/02/30' }, 'Please enter a real date'],
    [{ recommended_date: '2026/01/09' }, 'The date cannot be before the birth date'],
    [{ recommended_date: '9999/12/31' }, 'Please choose a date between 1980 and 2050'],
    [{ recommended_date: '2051/01/01' }, 'Please choose a date between 1980 and 2050'],
  ])('refuses %j with "%s"', async (override, message) => {
    const { parent, childId } = await createParentWithChild(ctx, { dob: '2026-01-10' });
    const res = await add(parent.headers, {
      child_id: childId,
      vaccine_name: 'Meningococcal',
      description: '',
      recommended_date: '2026/12/01',
      ...override,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("refuses another parent's child", async () => {
    const { parent: owner, childId } = await createParentWithChild(ctx, { dob: '2026-01-10' });
    const ownersList = async () =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/vaccinetracker/dashboard/?child_id=${childId}`,
          headers: owner.headers,
        })
      ).json();
    const before = await ownersList();
    const stranger = await createParent(ctx, {
      children: [{ name: 'Mine', dob: '2026-01-10', gender: 'boy' }],
    });
    const res = await add(stranger.headers, {
      child_id: childId,
      vaccine_name: 'Planted',
      recommended_date: '2026/12/01',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Child not found');
    expect(await ownersList()).toEqual(before);
    expect(JSON.stringify(before)).not.toContain('Planted');
  });
});
