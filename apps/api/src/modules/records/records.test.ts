import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { STORAGE_QUOTA_BYTES } from '@tika/contract';
import { children, medicalRecords } from '../../db/schema';
import { createFileStorage } from '../../adapters/storage';
import type { FileStorage } from '../../adapters/storage';
import { useTestApp } from '../../test/app';
import { createParent, type TestParent } from '../../test/factories';
import { multipart, pdfOfSize, SAMPLE_PDF, SAMPLE_PNG } from '../../test/multipart';

const PATH = '/api/vaccinetracker/dashboard/medicalrecords/';

/** Real local storage whose writes can be made to fail, or to run something once written. */
const failing = { put: false };
const hooks: { afterPut?: (key: string) => Promise<void> } = {};
const storage = (base: FileStorage): FileStorage => ({
  kind: base.kind,
  putFile: async (key, source, type) => {
    if (failing.put) throw new Error('disk full');
    await base.putFile(key, source, type);
    await hooks.afterPut?.(key);
  },
  get: (key) => base.get(key),
  getStream: (key) => base.getStream(key),
  delete: (key) => base.delete(key),
  listWrittenBefore: (cutoff) => base.listWrittenBefore(cutoff),
});

describe('medical records', () => {
  const ctx = useTestApp({ deps: ({ env }) => ({ storage: storage(createFileStorage(env)) }) });
  const storedFiles = () => {
    const root = path.join(ctx.env.DATA_DIR, 'files');
    return fs.existsSync(root)
      ? fs.readdirSync(root, { recursive: true }).filter((f) => String(f).includes('.')).length
      : 0;
  };
  async function parentWithChild(extra = 0) {
    const kids = [
      { name: 'Ira', dob: '2025-01-01', gender: 'girl' as const },
      ...Array.from({ length: extra }, () => ({
        name: 'Kabir',
        dob: '2024-01-01',
        gender: 'boy' as const,
      })),
    ];
    const parent = await createParent(ctx, { children: kids });
    return { parent, childId: parent.childIds[0]!, otherChildId: parent.childIds[1] };
  }
  /** The upload most tests need: a small PDF with a purpose and a note. */
  const uploadSamplePdf = (parent: TestParent, childId: string) =>
    upload(
      parent,
      { child_id: childId, purpose: 'Fever', note: 'x' },
      { name: 'a.pdf', type: 'application/pdf', data: SAMPLE_PDF },
    );
  /** Pretends earlier uploads of the parent already used all of the quota but `room` bytes. */
  const leaveQuotaRoom = (parent: TestParent, childId: string, room: number) =>
    ctx.database.db.insert(medicalRecords).values({
      childId,
      purpose: 'old',
      note: 'old',
      fileKey: `${parent.id}/old.pdf`,
      fileType: 'application/pdf',
      fileName: 'old.pdf',
      fileSize: STORAGE_QUOTA_BYTES - room,
    });
  const upload = (
    parent: TestParent,
    fields: Record<string, string>,
    file?: { name: string; type: string; data: Buffer },
  ) => {
    const body = multipart(fields, file ? { field: 'record', ...file } : undefined);
    return ctx.app.inject({
      method: 'POST',
      url: PATH,
      headers: { ...parent.headers, ...body.headers },
      payload: body.payload,
    });
  };
  const list = async (parent: TestParent, childId: string) =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: `${PATH}?child_id=${childId}`,
        headers: parent.headers,
      })
    ).json().records;

  it('uploads a pdf and a photo, lists them newest first, and opens them by their links', async () => {
    const { parent, childId } = await parentWithChild();
    const pdf = await upload(
      parent,
      { child_id: childId, purpose: 'Fever', note: 'Paracetamol 3 days' },
      { name: 'apollo-clinic-prescription.pdf', type: 'application/pdf', data: SAMPLE_PDF },
    );
    expect(pdf.statusCode).toBe(201);
    expect(pdf.json().message).toBe('Medical record added');
    ctx.clock.advance(1000);
    const photo = await upload(
      parent,
      { child_id: childId, purpose: 'Blood test', note: 'CBC normal' },
      { name: 'report.png', type: 'image/png', data: SAMPLE_PNG },
    );
    expect(photo.statusCode).toBe(201);

    const records = await list(parent, childId);
    expect(records.map((r: { purpose: string }) => r.purpose)).toEqual(['Blood test', 'Fever']);
    expect(records[1]).toMatchObject({
      record_description: 'Paracetamol 3 days',
      file_type: 'application/pdf',
      file_name: 'iption.pdf',
    });
    const opened = await ctx.app.inject({
      method: 'GET',
      url: records[1].record_url,
      headers: parent.headers,
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(opened.headers['content-disposition']).toMatch(/^inline; filename=/);
    expect(opened.headers['x-content-type-options']).toBe('nosniff');
    expect(opened.rawPayload.equals(SAMPLE_PDF)).toBe(true);
    const image = await ctx.app.inject({
      method: 'GET',
      url: records[0].record_url,
      headers: parent.headers,
    });
    expect((await sharp(image.rawPayload).metadata()).format).toBe('png');
  });

  describe('record_url', () => {
    async function recordOf(parent: TestParent, childId: string) {
      const created = await uploadSamplePdf(parent, childId);
      return created.json().record as { id: string; record_url: string };
    }
    const open = (url: string, headers: Record<string, string> = {}) =>
      ctx.app.inject({ method: 'GET', url, headers });
    /** What a browser sends with an <img> or a link opened from our own page: the cookie. */
    const sameOriginCookie = (parent: TestParent) => ({
      cookie: `access_token=${parent.token}`,
      'sec-fetch-site': 'same-origin',
    });

    it("opens for the owner's session: the bearer header, or the cookie on a same-origin request", async () => {
      const { parent, childId } = await parentWithChild();
      const { record_url } = await recordOf(parent, childId);
      expect((await open(record_url, parent.headers)).statusCode).toBe(200);
      const byCookie = await open(record_url, sameOriginCookie(parent));
      expect(byCookie.statusCode).toBe(200);
      expect(byCookie.rawPayload.equals(SAMPLE_PDF)).toBe(true);
    });

    it('needs a session (401), and the cookie only counts from our own site', async () => {
      const { parent, childId } = await parentWithChild();
      const { record_url } = await recordOf(parent, childId);
      expect((await open(record_url)).statusCode).toBe(401);
      expect(
        (
          await open(record_url, {
            cookie: `access_token=${parent.token}`,
            'sec-fetch-site': 'cross-site',
          })
        ).statusCode,
      ).toBe(401);
    });

    it('never opens for another parent (404), by bearer or by cookie', async () => {
      const { parent, childId } = await parentWithChild();
      const { record_url } = await recordOf(parent, childId);
      const stranger = await createParent(ctx);
      const asStranger = await open(record_url, stranger.headers);
      expect(asStranger.statusCode).toBe(404);
      expect(asStranger.rawPayload.includes(SAMPLE_PDF.subarray(0, 8))).toBe(false);
      expect((await open(record_url, sameOriginCookie(stranger))).statusCode).toBe(404);
    });

    it('expires after 15 minutes (404), and shows nothing once the record is deleted', async () => {
      const { parent, childId } = await parentWithChild();
      const { id, record_url } = await recordOf(parent, childId);
      ctx.clock.advance(14 * 60_000);
      expect((await open(record_url, parent.headers)).statusCode).toBe(200);
      ctx.clock.advance(60_000 + 1000);
      const expired = await open(record_url, parent.headers);
      expect(expired.statusCode).toBe(404);
      expect(expired.json().message).toBe('This link has expired. Please open the record again.');

      const fresh = (await list(parent, childId))[0].record_url as string;
      await ctx.app.inject({
        method: 'DELETE',
        url: `${PATH}?child_id=${childId}&record_id=${id}`,
        headers: parent.headers,
      });
      expect((await open(fresh, parent.headers)).statusCode).toBe(404);
    });

    it('shows a browser that opens a link no longer working a page with its message and the way back', async () => {
      const { parent, childId } = await parentWithChild();
      const { record_url } = await recordOf(parent, childId);
      ctx.clock.advance(15 * 60_000 + 1000);
      const navigation = {
        ...sameOriginCookie(parent),
        'sec-fetch-mode': 'navigate',
        accept: 'text/html',
      };
      const page = await open(record_url, navigation);
      expect(page.statusCode).toBe(404);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.body).toContain(
        '<p style="margin:0;font-size:1.1rem">This link has expired. Please open the record again.</p>',
      );
      expect(page.body).toContain('<a href="/dashboard"');
      expect(page.body).toContain('<html lang="en">');

      const hindi = await open(record_url, { ...navigation, 'accept-language': 'hi' });
      expect(hindi.body).toContain('यह लिंक पुराना हो गया है। कृपया रिकॉर्ड दोबारा खोलें।');
      expect(hindi.body).toContain('Tika खोलें');
      expect(hindi.body).toContain('<html lang="hi">');

      // Another family's link reads as a missing file, as it does to a script; the app's own
      // request keeps the JSON.
      const stranger = await createParent(ctx);
      const { record_url: fresh } = await recordOf(parent, childId);
      const foreign = await open(fresh, {
        ...sameOriginCookie(stranger),
        'sec-fetch-mode': 'navigate',
        accept: 'text/html',
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.body).toContain('>File not found</p>');
      expect((await open(record_url, parent.headers)).json().message).toBe(
        'This link has expired. Please open the record again.',
      );
    });

    it('names neither the storage key nor the parent, and cannot be altered', async () => {
      const { parent, childId } = await parentWithChild();
      const { record_url } = await recordOf(parent, childId);
      const [key] = (
        await ctx.database.db
          .select({ key: medicalRecords.fileKey })
          .from(medicalRecords)
          .where(eq(medicalRecords.childId, childId))
      ).map((r) => r.key);
      const body = record_url.replace('/api/files/', '').split('.')[0]!;
      const decoded = Buffer.from(body, 'base64url').toString('latin1');
      for (const secret of [key!, parent.id, key!.split('/')[1]!, 'application/pdf']) {
        expect(record_url).not.toContain(secret);
        expect(decoded).not.toContain(secret);
      }
      const flipped = `${record_url.slice(0, 12)}${record_url[12] === 'A' ? 'B' : 'A'}${record_url.slice(13)}`;
      expect((await open(flipped, parent.headers)).statusCode).toBe(404);
    });
  });

  it.each([
    [{ purpose: '' }, 'Please enter the purpose'],
    [{ note: '' }, 'Please enter the remarks'],
    [{ purpose: undefined }, 'Please enter the purpose'],
  ])('requires purpose and remarks: %j', async (override, message) => {
    const { parent, childId } = await parentWithChild();
    const fields = Object.fromEntries(
      Object.entries({ child_id: childId, purpose: 'Fever', note: 'x', ...override }).filter(
        ([, v]) => v !== undefined,
      ),
    ) as Record<string, string>;
    const res = await upload(parent, fields, {
      name: 'a.pdf',
      type: 'application/pdf',
      data: SAMPLE_PDF,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await list(parent, childId)).toEqual([]);
  });

  it('requires the file', async () => {
    const { parent, childId } = await parentWithChild();
    const res = await upload(parent, { child_id: childId, purpose: 'Fever', note: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Please attach the prescription or report',
      field: 'record',
    });
  });

  it.each([
    ['a text file named .png', 'notes.png', 'image/png', Buffer.from('hello, I am text')],
    [
      'an HTML file named .pdf',
      'x.pdf',
      'application/pdf',
      Buffer.from('<html><body><script>alert(1)</script></body></html>'),
    ],
    [
      'an HTML page behind a PDF header',
      'x.pdf',
      'application/pdf',
      Buffer.from('%PDF-1.4\n<html><body><script>alert(1)</script></body></html>\n%%EOF\n'),
    ],
  ])('refuses %s (415) and stores nothing', async (_what, name, type, data) => {
    const { parent, childId } = await parentWithChild();
    const before = storedFiles();
    const res = await upload(
      parent,
      { child_id: childId, purpose: 'Fever', note: 'x' },
      { name, type, data },
    );
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'unsupported_media_type', field: 'record' });
    expect(storedFiles()).toBe(before);
    expect(await list(parent, childId)).toEqual([]);
  });

  it("refuses a pdf over 5 MB with the spec's message", async () => {
    const { parent, childId } = await parentWithChild();
    const res = await upload(
      parent,
      { child_id: childId, purpose: 'Scan', note: 'x' },
      { name: 'big.pdf', type: 'application/pdf', data: pdfOfSize(5 * 1024 * 1024 + 10) },
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('File size should be less than 5MB');
  });

  it.each([
    [
      'a pdf over the 10 MB read cap',
      'scan.pdf',
      pdfOfSize(12 * 1024 * 1024),
      413,
      'File size should be less than 5MB',
    ],
    [
      'an image over 10 MB',
      'photo.png',
      Buffer.concat([SAMPLE_PNG, Buffer.alloc(10 * 1024 * 1024 + 100)]),
      413,
      'Image size should be less than 10MB',
    ],
    [
      'a text file over 10 MB',
      'notes.pdf',
      Buffer.alloc(12 * 1024 * 1024, 0x61),
      415,
      'Please upload a PNG, JPEG or PDF file',
    ],
  ])(
    'answers %s by its type, from the bytes read before the cap',
    async (_what, name, data, status, message) => {
      const { parent, childId } = await parentWithChild();
      const before = storedFiles();
      const res = await upload(
        parent,
        { child_id: childId, purpose: 'Scan', note: 'x' },
        { name, type: 'application/octet-stream', data },
      );
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toBe(message);
      expect(storedFiles()).toBe(before);
    },
  );

  it('removes the written file when its row cannot be saved (no file without a row)', async () => {
    const { parent, childId } = await parentWithChild();
    const before = storedFiles();
    let written = '';
    // The child is deleted while its file is being written: the row then cannot be inserted.
    hooks.afterPut = async (key) => {
      written = key;
      await ctx.database.db.delete(children).where(eq(children.id, childId));
    };
    try {
      const res = await uploadSamplePdf(parent, childId);
      expect(res.statusCode).toBe(500);
    } finally {
      hooks.afterPut = undefined;
    }
    expect(written).not.toBe('');
    expect(await ctx.deps.storage.get(written)).toBeNull();
    expect(storedFiles()).toBe(before);
    expect(
      await ctx.database.db
        .select()
        .from(medicalRecords)
        .where(eq(medicalRecords.childId, childId)),
    ).toEqual([]);
  });

  it('keeps no row when the file cannot be stored', async () => {
    const { parent, childId } = await parentWithChild();
    failing.put = true;
    try {
      const res = await uploadSamplePdf(parent, childId);
      expect(res.statusCode).toBe(500);
    } finally {
      failing.put = false;
    }
    expect(await list(parent, childId)).toEqual([]);
  });

  it('deletes a record with its file, only through its own child and parent', async () => {
    const { parent, childId, otherChildId } = await parentWithChild(1);
    const recordId = (await uploadSamplePdf(parent, childId)).json().record.id;
    const before = storedFiles();
    const stranger = await createParent(ctx);
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `${PATH}?child_id=${childId}&record_id=${recordId}`,
          headers: stranger.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `${PATH}?child_id=${otherChildId}&record_id=${recordId}`,
          headers: parent.headers,
        })
      ).statusCode,
    ).toBe(404);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `${PATH}?child_id=${childId}&record_id=${recordId}`,
      headers: parent.headers,
    });
    expect(res.json()).toEqual({ message: 'Medical record deleted' });
    expect(storedFiles()).toBe(before - 1);
  });

  it("never lists or accepts another parent's child", async () => {
    const { childId } = await parentWithChild();
    const stranger = await createParent(ctx);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `${PATH}?child_id=${childId}`,
          headers: stranger.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await upload(
          stranger,
          { child_id: childId, purpose: 'Fever', note: 'x' },
          { name: 'a.pdf', type: 'application/pdf', data: SAMPLE_PDF },
        )
      ).statusCode,
    ).toBe(404);
  });

  it('removes the files of a deleted child and of a deleted account', async () => {
    const { parent, childId, otherChildId } = await parentWithChild(1);
    await upload(
      parent,
      { child_id: childId, purpose: 'A', note: 'x' },
      { name: 'a.pdf', type: 'application/pdf', data: SAMPLE_PDF },
    );
    await upload(
      parent,
      { child_id: otherChildId!, purpose: 'B', note: 'x' },
      { name: 'b.pdf', type: 'application/pdf', data: SAMPLE_PDF },
    );
    const before = storedFiles();
    await ctx.app.inject({
      method: 'DELETE',
      url: '/api/vaccinetracker/onboarding/',
      headers: parent.headers,
      payload: { child_id: childId },
    });
    expect(storedFiles()).toBe(before - 1);
    const folder = path.join(ctx.env.DATA_DIR, 'files', parent.id);
    expect(fs.existsSync(folder)).toBe(true);
    await ctx.app.inject({ method: 'DELETE', url: '/api/user/delete/', headers: parent.headers });
    expect(storedFiles()).toBe(before - 2);
    // The parent's emptied folder goes too; nothing named after them is left on disk.
    expect(fs.existsSync(folder)).toBe(false);
  });

  it('keeps each parent within the storage quota', async () => {
    const { parent, childId } = await parentWithChild();
    await leaveQuotaRoom(parent, childId, 10);
    const res = await uploadSamplePdf(parent, childId);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('quota_exceeded');
  });

  it('holds the quota when two uploads arrive at once', async () => {
    const { parent, childId } = await parentWithChild();
    // Room for one more sample file, not two.
    await leaveQuotaRoom(parent, childId, Math.floor(SAMPLE_PDF.length * 1.5));
    const before = storedFiles();
    // Both files are written before either row: both passed the first quota check.
    const arrived: Array<() => void> = [];
    hooks.afterPut = () =>
      new Promise<void>((resolve) => {
        arrived.push(resolve);
        if (arrived.length === 2) arrived.forEach((go) => go());
      });
    let results;
    try {
      results = await Promise.all([1, 2].map(() => uploadSamplePdf(parent, childId)));
    } finally {
      hooks.afterPut = undefined;
    }
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 413]);
    expect(results.find((r) => r.statusCode === 413)!.json().code).toBe('quota_exceeded');
    expect(storedFiles()).toBe(before + 1);
    expect(await list(parent, childId)).toHaveLength(2);
  });
});
