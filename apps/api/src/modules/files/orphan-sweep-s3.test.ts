import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { S3FileStorage } from '../../adapters/storage/s3-storage';
import { medicalRecords, vaccineEntries } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { SAMPLE_PDF, storeBytes } from '../../test/multipart';
import { TEST_BUCKET, useS3rver } from '../../test/s3rver';
import {
  addMedicalRecord,
  entriesOf,
  markGiven,
  parentWithChild,
} from '../take-along/test-helpers';
import { ORPHAN_MIN_AGE_MS, sweepOrphanFiles, sweepOrphanFilesInTurn } from './orphan-sweep';

describe('the orphan file sweep on S3', () => {
  const s3 = useS3rver();
  const ctx = useTestApp({
    env: () => s3.env(),
    // Two keys a listing page, so the sweep has to follow ListObjectsV2's continuation tokens.
    deps: () => ({
      storage: new S3FileStorage({
        endpoint: s3.endpoint,
        bucket: TEST_BUCKET,
        region: 'us-east-1',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        listPageSize: 2,
      }),
    }),
  });
  const old = ORPHAN_MIN_AGE_MS + 60_000;
  const put = async (key: string, ageMs: number) => {
    await storeBytes(ctx.deps.storage, key, SAMPLE_PDF);
    s3.age(key, ageMs);
  };
  const exists = async (key: string) => (await ctx.deps.storage.get(key)) !== null;

  it('removes old objects no row points at; keeps young ones, referenced ones and what Tika did not make', async () => {
    const { parent, childId } = await parentWithChild(ctx, {
      name: 'Ira',
      dob: '2025-06-01',
      gender: 'girl',
    });
    const record = await addMedicalRecord(ctx, parent, childId, 'Check-up', {
      name: 'report.pdf',
      type: 'application/pdf',
      data: SAMPLE_PDF,
    });
    const [row] = await ctx.database.db
      .select()
      .from(medicalRecords)
      .where(eq(medicalRecords.id, record.id));
    const entry = (await entriesOf(ctx, parent, childId)).get('BCG')!;
    await markGiven(ctx, parent, entry.id, '2025-06-02', {
      name: 'card.pdf',
      type: 'application/pdf',
      data: SAMPLE_PDF,
    });
    const [vaccine] = await ctx.database.db
      .select()
      .from(vaccineEntries)
      .where(eq(vaccineEntries.id, entry.id));
    s3.age(row!.fileKey, old);
    s3.age(vaccine!.fileKey!, old);

    const orphan = `${parent.id}/${randomUUID()}.pdf`;
    const lonely = `${randomUUID()}/${randomUUID()}.jpg`;
    const young = `${parent.id}/${randomUUID()}.pdf`;
    const notOurs = 'backups/2026-11-01.sql';
    await put(orphan, old);
    await put(lonely, old);
    await put(young, 60_000);
    await put(notOurs, old);

    expect(await sweepOrphanFiles(ctx.deps)).toEqual({ removed: 2 });
    expect([await exists(orphan), await exists(lonely)]).toEqual([false, false]);
    for (const kept of [row!.fileKey, vaccine!.fileKey!, young, notOurs])
      expect(await exists(kept), kept).toBe(true);
    expect(await sweepOrphanFiles(ctx.deps)).toEqual({ removed: 0 });
  });

  it('is run by one server per period on a shared bucket', async () => {
    const first = `${randomUUID()}/${randomUUID()}.png`;
    const second = `${randomUUID()}/${randomUUID()}.png`;
    await put(first, old);
    expect(await sweepOrphanFilesInTurn(ctx.deps)).toEqual({ removed: 1 });
    // Another server's turn in the same period finds the period taken and leaves the bucket alone.
    await put(second, old);
    expect(await sweepOrphanFilesInTurn(ctx.deps)).toEqual({ removed: 0 });
    expect(await exists(second)).toBe(true);
  });
});
