import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { STORAGE_QUOTA_BYTES } from '@tika/contract';
import { medicalRecords } from '../../db/schema';
import { createFileStorage } from '../../plugins/storage';
import type { FileStorage } from '../../plugins/storage';
import { useTestApp } from '../../test/app';
import { createParent, type TestParent } from '../../test/factories';
import { multipart, pdfOfSize, SAMPLE_PDF, SAMPLE_PNG } from '../../test/multipart';

const PATH = '/api/vaccinetracker/dashboard/medicalrecords/';

/** Real local storage whose writes can be made to fail. */
const failing = { put: false };
const storage = (base: FileStorage): FileStorage => ({
  kind: base.kind,
  put: async (key, data, type) => {
    if (failing.put) throw new Error('disk full');
    return base.put(key, data, type);
  },
  get: (key) => base.get(key),
  delete: (key) => base.delete(key),
});

describe('medical records', () => {
  const ctx = useTestApp({ deps: ({ env }) => ({ storage: storage(createFileStorage(env)) }) });
  const storedFiles = () => {
    const root = path.join(ctx.env.DATA_DIR, 'files');
    return fs.existsSync(root) ? fs.readdirSync(root, { recursive: true }).filter((f) => String(f).includes('.')).length : 0;
  };
  async function parentWithChild(extra = 0) {
    const kids = [{ name: 'Ira', dob: '2025-01-01', gender: 'girl' as const }, ...Array.from({ length: extra }, () => ({ name: 'Kabir', dob: '2024-01-01', gender: 'boy' as const }))];
    const parent = await createParent(ctx, { children: kids });
    const ids = (await ctx.app.inject({ method: 'GET', url: '/api/vaccinetracker/onboarding/', headers: parent.headers })).json().children.map((c: { id: string }) => c.id) as string[];
    return { parent, childId: ids[0]!, otherChildId: ids[1] };
  }
  const upload = (parent: TestParent, fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }) => {
    const body = multipart(fields, file ? { field: 'record', ...file } : undefined);
    return ctx.app.inject({ method: 'POST', url: PATH, headers: { ...parent.headers, ...body.headers }, payload: body.payload });
  };
  const list = async (parent: TestParent, childId: string) => (await ctx.app.inject({ method: 'GET', url: `${PATH}?child_id=${childId}`, headers: parent.headers })).json().records;

  it('uploads a pdf and a photo, lists them newest first, and opens them by their links', async () => {
    const { parent, childId } = await parentWithChild();
    const pdf = await upload(parent, { child_id: childId, purpose: 'Fever', note: 'Paracetamol 3 days' }, { name: 'apollo-clinic-prescription.pdf', type: 'application/pdf', data: SAMPLE_PDF });
    expect(pdf.statusCode).toBe(201);
    expect(pdf.json().message).toBe('Medical record added');
    ctx.clock.advance(1000);
    const photo = await upload(parent, { child_id: childId, purpose: 'Blood test', note: 'CBC normal' }, { name: 'report.png', type: 'image/png', data: SAMPLE_PNG });
    expect(photo.statusCode).toBe(201);

    const records = await list(parent, childId);
    expect(records.map((r: { purpose: string }) => r.purpose)).toEqual(['Blood test', 'Fever']);
    expect(records[1]).toMatchObject({ record_description: 'Paracetamol 3 days', file_type: 'application/pdf', file_name: 'iption.pdf' });
    const opened = await ctx.app.inject({ method: 'GET', url: records[1].record_url });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(opened.headers['content-disposition']).toMatch(/^inline; filename=/);
    expect(opened.rawPayload.equals(SAMPLE_PDF)).toBe(true);
    const image = await ctx.app.inject({ method: 'GET', url: records[0].record_url });
    expect((await sharp(image.rawPayload).metadata()).format).toBe('png');
  });

  it.each([
    [{ purpose: '' }, 'Please enter the purpose'],
    [{ note: '' }, 'Please enter the remarks'],
    [{ purpose: undefined }, 'Please enter the purpose'],
  ])('requires purpose and remarks: %j', async (override, message) => {
    const { parent, childId } = await parentWithChild();
    const fields = Object.fromEntries(Object.entries({ child_id: childId, purpose: 'Fever', note: 'x', ...override }).filter(([, v]) => v !== undefined)) as Record<string, string>;
    const res = await upload(parent, fields, { name: 'a.pdf', type: 'application/pdf', data: SAMPLE_PDF });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await list(parent, childId)).toEqual([]);
  });

  it('requires the file', async () => {
    const { parent, childId } = await parentWithChild();
    const res = await upload(parent, { child_id: childId, purpose: 'Fever', note: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please attach the prescription or report');
  });

  it.each([
    ['a text file named .png', 'notes.png', 'image/png', Buffer.from('hello, I am text')],
    ['an HTML file named .pdf', 'x.pdf', 'application/pdf', Buffer.from('<html><body><script>alert(1)</script></body></html>')],
  ])('refuses %s (415) and stores nothing', async (_what, name, type, data) => {
    const { parent, childId } = await parentWithChild();
    const before = storedFiles();
    const res = await upload(parent, { child_id: childId, purpose: 'Fever', note: 'x' }, { name, type, data });
    expect(res.statusCode).toBe(415);
    expect(storedFiles()).toBe(before);
    expect(await list(parent, childId)).toEqual([]);
  });

  it("refuses a pdf over 5 MB with the spec's message", async () => {
    const { parent, childId } = await parentWithChild();
    const res = await upload(parent, { child_id: childId, purpose: 'Scan', note: 'x' }, { name: 'big.pdf', type: 'application/pdf', data: pdfOfSize(5 * 1024 * 1024 + 10) });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('File size should be less than 5MB');
  });

  it('keeps no row when the file cannot be stored', async () => {
    const { parent, childId } = await parentWithChild();
    failing.put = true;
    try {
      const res = await upload(parent, { child_id: childId, purpose: 'Fever', note: 'x' }, { name: 'a.pdf', type: 'application/pdf', data: SAMPLE_PDF });
      expect(res.statusCode).toBe(500);
    } finally {
      failing.put = false;
    }
    expect(await list(parent, childId)).toEqual([]);
  });

  it('deletes a record with its file, only through its own child and parent', async () => {
    const { parent, childId, otherChildId } = await parentWithChild(1);
    const recordId = (await upload(parent, { child_id: childId, purpose: 'Fever', note: 'x' }, { name: 'a.pdf', type: 'application/pdf', data: SAMPLE_PDF })).json().record.id;
    const before = storedFiles();
    const stranger = await createParent(ctx);
    expect((await ctx.app.inject({ method: 'DELETE', url: `${PATH}?child_id=${childId}&record_id=${recordId}`, headers: stranger.headers })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url: `${PATH}?child_id=${otherChildId}&record_id=${recordId}`, headers: parent.headers })).statusCode).toBe(404);
    const res = await ctx.app.inject({ method: 'DELETE', url: `${PATH}?child_id=${childId}&record_id=${recordId}`, headers: parent.headers });
    expect(res.json()).toEqual({ message: 'Medical record deleted' });
    expect(storedFiles()).toBe(before - 1);
  });

  it("never lists or accepts another parent's child", async () => {
    const { childId } = await parentWithChild();
    const stranger = await createParent(ctx);
    expect((await ctx.app.inject({ method: 'GET', url: `${PATH}?child_id=${childId}`, headers: stranger.headers })).statusCode).toBe(404);
    expect((await upload(stranger, { child_id: childId, purpose: 'Fever', note: 'x' }, { name: 'a.pdf', type: 'application/pdf', data: SAMPLE_PDF })).statusCode).toBe(404);
  });

  it('removes the files of a deleted child and of a deleted account', async () => {
    const { parent, childId, otherChildId } = await parentWithChild(1);
    await upload(parent, { child_id: childId, purpose: 'A', note: 'x' }, { name: 'a.pdf', type: 'application/pdf', data: SAMPLE_PDF });
    await upload(parent, { child_id: otherChildId!, purpose: 'B', note: 'x' }, { name: 'b.pdf', type: 'application/pdf', data: SAMPLE_PDF });
    const before = storedFiles();
    await ctx.app.inject({ method: 'DELETE', url: '/api/vaccinetracker/onboarding/', headers: parent.headers, payload: { child_id: childId } });
    expect(storedFiles()).toBe(before - 1);
    await ctx.app.inject({ method: 'DELETE', url: '/api/user/delete/', headers: parent.headers });
    expect(storedFiles()).toBe(before - 2);
  });

  it('keeps each parent within the storage quota', async () => {
    const { parent, childId } = await parentWithChild();
    // Pretend earlier uploads already used all but a few bytes.
    await ctx.database.db.insert(medicalRecords).values({ childId, purpose: 'old', note: 'old', fileKey: `${parent.id}/old.pdf`, fileType: 'application/pdf', fileName: 'old.pdf', fileSize: STORAGE_QUOTA_BYTES - 10 });
    const res = await upload(parent, { child_id: childId, purpose: 'Fever', note: 'x' }, { name: 'a.pdf', type: 'application/pdf', data: SAMPLE_PDF });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('quota_exceeded');
  });
});
