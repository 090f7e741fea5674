import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { medicalRecords, vaccineEntries } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { createParent, lastOtpTo, type TestParent } from '../../test/factories';
import { pdfOfSize, SAMPLE_PDF, SAMPLE_PNG } from '../../test/multipart';
import { writeStoryLibrary } from '../../test/story-fixtures';
import { addGrowth, addMedicalRecord, entriesOf, markGiven, parentWithChild } from './test-helpers';

const NOW = '2026-11-22T06:30:00.000Z';
const PATH = '/api/user/export/';
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

type FileRef = { path: string | null; size?: number; sha256?: string; missing?: true };
type ExportData = {
  format: string;
  exported_at: string;
  parent: Record<string, unknown>;
  children: Array<{
    name: string;
    vaccines: Array<{
      name: string;
      status: string;
      vaccinated_on: string | null;
      comment: string;
      prescription: { file: FileRef; file_type: string } | null;
    }>;
    growth_records: Array<{
      record_date: string;
      weight_kg: number | null;
      height_cm: number | null;
    }>;
    medical_records: Array<{
      id: string;
      purpose: string;
      note: string;
      file: FileRef;
      file_type: string;
      file_name: string;
    }>;
  }>;
  stories: { plans: Array<{ kind: string }>; unlocks: Array<{ story_code: string }> };
  payment_orders: Array<{ plan: string; amount_paise: number; status: string }>;
  reminder_messages: unknown[];
};

describe('the full data export (zip)', () => {
  // Enough stories that a 7-story plan can still be sold beside the trial's.
  const ctx = useTestApp({ now: NOW, deps: { stories: writeStoryLibrary(10).library } });
  const download = async (parent: TestParent) => {
    const res = await ctx.app.inject({ method: 'GET', url: PATH, headers: parent.headers });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const zip = await JSZip.loadAsync(res.rawPayload);
    const data = JSON.parse(await zip.file('data.json')!.async('string')) as ExportData;
    return {
      res,
      zip,
      data,
      names: Object.keys(zip.files)
        .filter((n) => !zip.files[n]!.dir)
        .sort(),
    };
  };
  const stored = async (key: string) => (await ctx.deps.storage.get(key))!;

  it('holds data.json, a README and every uploaded file, byte for byte', async () => {
    const { parent, childId } = await parentWithChild(ctx, {
      name: 'आरव',
      dob: '2026-05-01',
      gender: 'boy',
    });
    const ira = await ctx.app.inject({
      method: 'POST',
      url: '/api/vaccinetracker/onboarding/',
      headers: parent.headers,
      payload: { name: 'Ira Sharma', dob: '2024-02-10', gender: 'girl', schedule: 'uip' },
    });
    const iraId = ira.json().id as string;

    const entries = await entriesOf(ctx, parent, childId);
    await markGiven(
      ctx,
      parent,
      entries.get('BCG')!.id,
      '2026-05-02',
      { name: 'bcg-card.png', type: 'image/png', data: SAMPLE_PNG },
      'Left arm',
    );
    await markGiven(ctx, parent, entries.get('Hep B 1')!.id, '2026-05-02');
    await addGrowth(ctx, parent, childId, { weight: 7.9, height: 67, record_date: '2026-11-01' });
    const bigPdf = pdfOfSize(4 * 1024 * 1024 + 123);
    const report = await addMedicalRecord(ctx, parent, childId, 'Fever check-up', {
      name: 'blood-report.pdf',
      type: 'application/pdf',
      data: bigPdf,
    });
    const photo = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#7a5' },
    })
      .jpeg()
      .toBuffer();
    await addMedicalRecord(ctx, parent, iraId, 'Rash', {
      name: 'rash.jpg',
      type: 'image/jpeg',
      data: photo,
    });
    await addMedicalRecord(ctx, parent, iraId, 'Rash', {
      name: 'prescription.pdf',
      type: 'application/pdf',
      data: SAMPLE_PDF,
    });
    // A plan and a story (the trial starts on the first visit), and an order.
    await ctx.app.inject({
      method: 'GET',
      url: '/api/features/meal-stories/',
      headers: parent.headers,
    });
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/features/meal-stories/payments/?plan=plan_7',
          headers: parent.headers,
        })
      ).statusCode,
    ).toBe(200);

    const { res, zip, data, names } = await download(parent);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="tika-export-2026-11-22.zip"',
    );
    expect(names).toHaveLength(6);
    expect(names).toEqual(
      expect.arrayContaining([
        'README.txt',
        'data.json',
        expect.stringMatching(
          /^files\/1-child\/medical-records\/2026-11-22-fever-check-up-[0-9a-f]{8}\.pdf$/,
        ),
        expect.stringMatching(/^files\/1-child\/prescriptions\/bcg-[0-9a-f]{8}\.png$/),
        expect.stringMatching(/^files\/2-ira\/medical-records\/2026-11-22-rash-[0-9a-f]{8}\.jpg$/),
        expect.stringMatching(/^files\/2-ira\/medical-records\/2026-11-22-rash-[0-9a-f]{8}\.pdf$/),
      ]),
    );
    expect(await zip.file('README.txt')!.async('string')).toContain('Exported on 2026-11-22');

    expect(data).toMatchObject({ format: 'tika-export', exported_at: NOW });
    expect(data.parent).toMatchObject({
      first_name: 'Asha',
      last_name: 'Parent',
      contact_number: parent.contactNumber,
      reminders: { enabled: true, language: 'en' },
    });
    expect(data.children.map((c) => c.name)).toEqual(['आरव', 'Ira Sharma']);
    const [aarav, iraData] = data.children;
    expect(
      aarav!.vaccines
        .filter((v) => v.status === 'complete')
        .map((v) => [v.name, v.vaccinated_on, v.comment]),
    ).toEqual([
      ['BCG', '2026-05-02', 'Left arm'],
      ['Hep B 1', '2026-05-02', ''],
    ]);
    expect(aarav!.growth_records).toEqual([
      expect.objectContaining({ record_date: '2026-11-01', weight_kg: 7.9, height_cm: 67 }),
    ]);
    expect(iraData!.vaccines.some((v) => v.name === 'Pentavalent 1')).toBe(true);
    expect(data.stories.plans.map((p) => p.kind)).toEqual(['trial']);
    expect(data.stories.unlocks).toHaveLength(1);
    expect(data.payment_orders).toEqual([
      expect.objectContaining({ plan: 'plan_7', amount_paise: 5782, status: 'created' }),
    ]);

    // Every file referenced from data.json, the same bytes as in storage (PDFs: as uploaded).
    const [bcgRow] = await ctx.database.db
      .select()
      .from(vaccineEntries)
      .where(eq(vaccineEntries.id, entries.get('BCG')!.id));
    const prescription = aarav!.vaccines.find((v) => v.name === 'BCG')!.prescription!;
    expect(prescription.file_type).toBe('image/png');
    const png = await zip.file(prescription.file.path!)!.async('nodebuffer');
    expect(png.equals(await stored(bcgRow!.fileKey!))).toBe(true);
    expect(prescription.file).toEqual({
      path: prescription.file.path,
      size: png.length,
      sha256: sha256(png),
    });

    const reportRef = aarav!.medical_records.find((r) => r.id === report.id)!;
    expect(reportRef).toMatchObject({
      purpose: 'Fever check-up',
      note: 'Fever check-up note',
      file_type: 'application/pdf',
      file_name: 'report.pdf',
    });
    const reportZipped = await zip.file(reportRef.file.path!)!.async('nodebuffer');
    expect(reportZipped.equals(bigPdf)).toBe(true);
    expect(reportRef.file.sha256).toBe(sha256(bigPdf));

    const rows = await ctx.database.db
      .select()
      .from(medicalRecords)
      .where(eq(medicalRecords.childId, iraId));
    for (const record of iraData!.medical_records) {
      const row = rows.find((r) => r.id === record.id)!;
      const zipped = await zip.file(record.file.path!)!.async('nodebuffer');
      expect(zipped.equals(await stored(row.fileKey))).toBe(true);
    }
    const iraPdf = iraData!.medical_records.find((r) => r.file_type === 'application/pdf')!;
    expect((await zip.file(iraPdf.file.path!)!.async('nodebuffer')).equals(SAMPLE_PDF)).toBe(true);
  });

  it('keeps secrets and other parents out', async () => {
    const { parent } = await parentWithChild(ctx, {
      name: 'Kabir',
      dob: '2026-01-01',
      gender: 'boy',
    });
    const other = await createParent(ctx, {
      firstName: 'Zoya',
      children: [{ name: 'Rehaan', dob: '2025-03-03', gender: 'boy' }],
    });
    // An OTP sent to this parent's number exists in the database now.
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/user/login/?contact_number=${parent.contactNumber}`,
        })
      ).statusCode,
    ).toBe(200);
    const otp = await lastOtpTo(ctx, parent.contactNumber!);

    const { zip, data, names } = await download(parent);
    expect(names).toEqual(['README.txt', 'data.json']);
    const json = await zip.file('data.json')!.async('string');
    expect(json).not.toContain(parent.token);
    expect(json).not.toContain(other.token);
    expect(json).not.toContain(other.contactNumber!);
    expect(json).not.toContain('Rehaan');
    expect(json).not.toContain('Zoya');
    expect(json).not.toMatch(new RegExp(`"${otp}"`));
    const keys = new Set<string>();
    JSON.parse(json, (key, value: unknown) => (keys.add(key), value));
    for (const secret of [
      'token',
      'token_hash',
      'otp',
      'code_hmac',
      'session',
      'sessions',
      'google_sub',
      'referred_by_user_id',
      'calendar_feed_version',
    ]) {
      expect(keys.has(secret), secret).toBe(false);
    }
    expect(data.children.map((c) => c.name)).toEqual(['Kabir']);
  });

  it('works for a parent with no children and no records', async () => {
    const parent = await createParent(ctx);
    const { data, names } = await download(parent);
    expect(names).toEqual(['README.txt', 'data.json']);
    expect(data).toMatchObject({
      children: [],
      payment_orders: [],
      reminder_messages: [],
      stories: { plans: [], unlocks: [] },
    });
  });

  it('still exports when a stored file has gone missing, and says so', async () => {
    const { parent, childId } = await parentWithChild(ctx, {
      name: 'Tara',
      dob: '2026-03-01',
      gender: 'girl',
    });
    const record = await addMedicalRecord(ctx, parent, childId, 'X-ray', {
      name: 'xray.pdf',
      type: 'application/pdf',
      data: SAMPLE_PDF,
    });
    const [row] = await ctx.database.db
      .select()
      .from(medicalRecords)
      .where(eq(medicalRecords.id, record.id));
    await ctx.deps.storage.delete(row!.fileKey);
    const { data, names } = await download(parent);
    expect(names).toEqual(['README.txt', 'data.json']);
    expect(data.children[0]!.medical_records[0]!.file).toEqual({ path: null, missing: true });
  });

  it('needs a session and allows ten exports an hour per parent', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: PATH })).statusCode).toBe(401);
    const parent = await createParent(ctx);
    for (let i = 0; i < 10; i++)
      expect(
        (await ctx.app.inject({ method: 'GET', url: PATH, headers: parent.headers })).statusCode,
      ).toBe(200);
    const limited = await ctx.app.inject({ method: 'GET', url: PATH, headers: parent.headers });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
    // Another parent on the same network is not held back.
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: PATH,
          headers: (await createParent(ctx)).headers,
        })
      ).statusCode,
    ).toBe(200);
  });
});
