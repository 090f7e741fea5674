import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { medicalRecords } from '../../db/schema';
import { testEnv, useTestApp } from '../../test/app';
import { createParentWithChild } from '../../test/factories';
import { multipart, SAMPLE_PDF } from '../../test/multipart';
import { createFileStorage } from './index';
import { S3FileStorage } from './s3-storage';

/** A local S3-compatible server (s3rver) speaking the real S3 protocol on loopback. */
let server: S3rver;
let endpoint = '';
const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'tika-s3-'));

beforeAll(async () => {
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: 'tika-files', configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await server.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

describe('S3 file storage', () => {
  const storage = () =>
    new S3FileStorage({
      endpoint,
      bucket: 'tika-files',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });

  it('puts, gets and deletes files', async () => {
    const data = Buffer.from('%PDF-1.4 a report');
    await storage().put('parent-1/abc.pdf', data, 'application/pdf');
    expect((await storage().get('parent-1/abc.pdf'))?.equals(data)).toBe(true);
    await storage().delete('parent-1/abc.pdf');
    expect(await storage().get('parent-1/abc.pdf')).toBeNull();
  });

  it('answers null for a key that was never stored', async () => {
    expect(await storage().get('parent-1/nothing.png')).toBeNull();
  });

  it('is chosen when S3 is configured, the local folder otherwise', () => {
    expect(
      createFileStorage(
        testEnv({
          S3_ENDPOINT: endpoint,
          S3_BUCKET: 'tika-files',
          S3_ACCESS_KEY_ID: 'a',
          S3_SECRET_ACCESS_KEY: 'b',
        }),
      ).kind,
    ).toBe('s3');
    expect(createFileStorage(testEnv()).kind).toBe('local');
  });
});

describe('medical records kept in S3', () => {
  const ctx = useTestApp({
    env: () => ({
      S3_ENDPOINT: endpoint,
      S3_BUCKET: 'tika-files',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    }),
  });

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
