import { randomUUID } from 'node:crypto';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { medicalRecords } from '../../db/schema';
import { testEnv, useTestApp } from '../../test/app';
import { createParentWithChild } from '../../test/factories';
import { multipart, SAMPLE_PDF, storeBytes } from '../../test/multipart';
import { TEST_BUCKET, useS3rver } from '../../test/s3rver';
import { createFileStorage } from './index';
import { S3FileStorage } from './s3-storage';

const s3 = useS3rver();

describe('S3 file storage', () => {
  const storage = (listPageSize?: number) =>
    new S3FileStorage({
      endpoint: s3.endpoint,
      bucket: TEST_BUCKET,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      listPageSize,
    });

  it('puts, gets and deletes files', async () => {
    const data = Buffer.from('%PDF-1.4 a report');
    await storeBytes(storage(), 'parent-1/abc.pdf', data);
    expect((await storage().get('parent-1/abc.pdf'))?.equals(data)).toBe(true);
    await storage().delete('parent-1/abc.pdf');
    expect(await storage().get('parent-1/abc.pdf')).toBeNull();
  });

  it('opens a file as a stream with its size, and answers null for a key never stored', async () => {
    await storeBytes(storage(), 'parent-1/streamed.pdf', Buffer.from('%PDF-1.4 streamed'));
    const file = await storage().getStream('parent-1/streamed.pdf');
    expect(file?.size).toBe(17);
    expect(await text(file!.stream)).toBe('%PDF-1.4 streamed');
    expect(await storage().getStream('parent-1/nothing.png')).toBeNull();
    expect(await storage().get('parent-1/nothing.png')).toBeNull();
  });

  it('lists, page by page, the files it made that are older than a moment, and nothing else', async () => {
    const key = () => `${randomUUID()}/${randomUUID()}.pdf`;
    const old = [key(), key(), key()];
    const young = key();
    for (const k of [...old, young, 'backups/2026-11-01.sql'])
      await storeBytes(storage(), k, SAMPLE_PDF);
    for (const k of [...old, 'backups/2026-11-01.sql']) s3.age(k, 2 * 60 * 60 * 1000);

    const pages: string[][] = [];
    for await (const page of storage(2).listWrittenBefore(new Date(Date.now() - 60 * 60 * 1000)))
      pages.push(page);
    expect(pages.flat().sort()).toEqual(expect.arrayContaining([...old].sort()));
    expect(pages.flat()).not.toContain(young);
    expect(pages.flat()).not.toContain('backups/2026-11-01.sql');
    expect(pages.every((page) => page.length <= 2)).toBe(true);
    for (const k of [...old, young, 'backups/2026-11-01.sql']) await storage().delete(k);
  });

  it('is chosen by STORAGE=s3, the local folder otherwise', () => {
    expect(createFileStorage(testEnv(s3.env())).kind).toBe('s3');
    expect(createFileStorage(testEnv()).kind).toBe('local');
  });
});

describe('medical records kept in S3', () => {
  const ctx = useTestApp({ env: () => s3.env() });

  it('stores the upload in the bucket, serves it by its link, and deletes it with the record', async () => {
    const { parent, childId } = await createParentWithChild(ctx, { dob: '2025-01-01' });
    const body = multipart(
      { child_id: childId, purpose: 'Fever', note: 'x' },
      { field: 'record', name: 'a.pdf', type: 'application/pdf', data: SAMPLE_PDF },
    );
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/vaccinetracker/dashboard/medicalrecords/',
      headers: { ...parent.headers, ...body.headers },
      payload: body.payload,
    });
    expect(created.statusCode).toBe(201);
    expect(ctx.deps.storage.kind).toBe('s3');
    const opened = await ctx.app.inject({
      method: 'GET',
      url: created.json().record.record_url,
      headers: parent.headers,
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(opened.headers['content-length']).toBe(String(SAMPLE_PDF.length));
    expect(opened.rawPayload.equals(SAMPLE_PDF)).toBe(true);

    const [row] = await ctx.database.db.select().from(medicalRecords);
    expect((await ctx.deps.storage.get(row!.fileKey))?.equals(SAMPLE_PDF)).toBe(true);
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/vaccinetracker/dashboard/medicalrecords/?child_id=${childId}&record_id=${row!.id}`,
      headers: parent.headers,
    });
    expect(await ctx.deps.storage.get(row!.fileKey)).toBeNull();
  });
});
