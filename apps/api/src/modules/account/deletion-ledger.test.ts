import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testEnv, useTestApp } from '../../test/app';
import { createParent } from '../../test/factories';
import { TEST_BUCKET, useS3rver } from '../../test/s3rver';
import { sweepOrphanFiles } from '../files/orphan-sweep';
import type { DeletionEntry } from './deletion-entry';
import { createDeletionLedger, type DeletionLedger } from './deletion-ledger';
import { LEDGER_PREFIX } from './deletion-ledger-bucket';

const entry = (deletedAt: string): DeletionEntry => ({
  version: 1,
  userId: randomUUID(),
  deletedAt,
  keyId: '0123456789abcdef',
  contactNumberHmac: 'ab'.repeat(32),
});

async function entriesOf(ledger: DeletionLedger): Promise<DeletionEntry[]> {
  const entries: DeletionEntry[] = [];
  for await (const e of ledger.entries()) entries.push(e);
  return entries;
}

describe('the deletion ledger in a folder', () => {
  const folder = () => fs.mkdtempSync(path.join(os.tmpdir(), 'tika-ledger-'));

  it('is DATA_DIR/deletion-ledger, beside the files folder and never in it, unless DELETION_LEDGER_DIR says', () => {
    const dataDir = folder();
    expect(createDeletionLedger(testEnv({ DATA_DIR: dataDir })).where).toBe(
      path.join(dataDir, 'deletion-ledger'),
    );
    const elsewhere = folder();
    expect(
      createDeletionLedger(testEnv({ DATA_DIR: dataDir, DELETION_LEDGER_DIR: elsewhere })).where,
    ).toBe(elsewhere);
  });

  it('keeps one file per deletion and reads them back in time order; an empty ledger has none', async () => {
    const ledger = createDeletionLedger(testEnv({ DELETION_LEDGER_DIR: folder() }));
    expect(await entriesOf(ledger)).toEqual([]);
    const later = entry('2026-11-22T06:30:00.000Z');
    const earlier = entry('2026-11-21T06:30:00.000Z');
    await ledger.append(later);
    await ledger.append(earlier);
    await ledger.append(later);
    expect(fs.readdirSync(ledger.where)).toHaveLength(3);
    expect(await entriesOf(ledger)).toEqual([earlier, later, later]);
  });

  it('stops at an entry it cannot read, naming it, rather than skip an account', async () => {
    const ledger = createDeletionLedger(testEnv({ DELETION_LEDGER_DIR: folder() }));
    await ledger.append(entry('2026-11-22T06:30:00.000Z'));
    fs.writeFileSync(path.join(ledger.where, 'broken.json'), '{"version":1,');
    // A write interrupted before its rename is not an entry.
    fs.writeFileSync(path.join(ledger.where, 'half.json.tmp'), '{');
    await expect(entriesOf(ledger)).rejects.toThrow(/broken\.json cannot be read/);
  });
});

describe('the deletion ledger in the bucket (STORAGE=s3)', () => {
  const s3 = useS3rver();
  const ctx = useTestApp({
    env: () => ({ ...s3.env(), APP_SECRET: 'an-app-secret-for-the-bucket-ledger' }),
  });

  it('holds each deletion under deletion-ledger/, ids and hashes only, and the orphan sweep leaves it', async () => {
    expect(ctx.deps.deletionLedger.where).toBe(`s3 bucket ${TEST_BUCKET}, prefix ${LEDGER_PREFIX}`);
    const parent = await createParent(ctx, { firstName: 'Meera' });
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/user/delete/',
      headers: parent.headers,
    });
    expect(deleted.statusCode).toBe(200);

    const bucket = path.join(s3.directory, TEST_BUCKET, 'deletion-ledger');
    const objects = fs.readdirSync(bucket).filter((name) => name.endsWith('._S3rver_object'));
    expect(objects).toHaveLength(1);
    const bytes = fs.readFileSync(path.join(bucket, objects[0]!), 'latin1');
    expect(bytes).toContain(parent.id);
    expect(bytes).not.toContain(parent.contactNumber!);
    expect(bytes).not.toContain('Meera');

    const key = `${LEDGER_PREFIX}${objects[0]!.replace(/\._S3rver_object$/, '')}`;
    s3.age(key, 24 * 60 * 60 * 1000);
    await sweepOrphanFiles(ctx.deps);
    expect((await entriesOf(ctx.deps.deletionLedger)).map((e) => e.userId)).toEqual([parent.id]);
  });
});
