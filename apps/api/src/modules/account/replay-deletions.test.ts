import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { openPglite } from '../../db/open';
import { medicalRecords } from '../../db/schema';
import { createDeps } from '../../deps';
import { type TestContext, useTestApp } from '../../test/app';
import { copyTestDatabase, pgliteClient } from '../../test/database';
import { createParent, lastOtpTo } from '../../test/factories';
import { multipart, SAMPLE_PDF } from '../../test/multipart';
import { rowsNaming } from '../../test/rows-naming';
import { databaseUrl } from '../../test/worker-processes';
import { replayDeletions } from './replay-deletions';

const APP_SECRET = 'an-app-secret-for-the-replay-tests-32+';
const CLI = fileURLToPath(new URL('../../deletions-replay.ts', import.meta.url));

/**
 * A parent with two children, a growth record, a medical record with its file, and a login
 * code sent with a wrong guess at it (rows that name only the number).
 */
async function familyWithEverything(ctx: TestContext) {
  const parent = await createParent(ctx, {
    children: [
      { name: 'Ira', dob: '2026-01-01', gender: 'girl' },
      { name: 'Kabir', dob: '2024-05-01', gender: 'boy' },
    ],
  });
  const [ira] = parent.childIds;
  const growth = await ctx.app.inject({
    method: 'POST',
    url: '/api/vaccinetracker/dashboard/childgrowthreport/',
    headers: parent.headers,
    payload: { child_id: ira, weight: 7.1, height: 66, record_date: '2026-11-01' },
  });
  expect(growth.statusCode).toBe(201);
  const body = multipart(
    { child_id: ira!, purpose: 'Fever', note: 'x' },
    { field: 'record', name: 'a.pdf', type: 'application/pdf', data: SAMPLE_PDF },
  );
  const record = await ctx.app.inject({
    method: 'POST',
    url: '/api/vaccinetracker/dashboard/medicalrecords/',
    headers: { ...parent.headers, ...body.headers },
    payload: body.payload,
  });
  expect(record.statusCode).toBe(201);
  const number = parent.contactNumber!;
  await ctx.app.inject({ method: 'GET', url: `/api/user/login/?contact_number=${number}` });
  const wrong = (await lastOtpTo(ctx, number)) === '0000' ? '1111' : '0000';
  await ctx.app.inject({
    method: 'POST',
    url: '/api/user/login/',
    payload: { contact_number: number, otp: wrong },
  });
  const [file] = await ctx.database.db
    .select({ key: medicalRecords.fileKey })
    .from(medicalRecords)
    .where(eq(medicalRecords.childId, ira!));
  return { parent, number, fileKey: file!.key };
}

/**
 * A backup as an operator takes one: a copy of the database (dumped and restored in one step)
 * and of the files folder; restoring puts the files back and opens the copy.
 */
function backups(ctx: TestContext) {
  const opened: DatabaseHandle[] = [];
  afterAll(async () => {
    for (const database of opened) await database.close();
  });
  return async function takeBackup() {
    const database = await copyTestDatabase(ctx.database);
    opened.push(database);
    const filesDir = path.join(ctx.env.DATA_DIR, 'files');
    const filesCopy = fs.mkdtempSync(path.join(os.tmpdir(), 'tika-files-backup-'));
    fs.cpSync(filesDir, filesCopy, { recursive: true });
    return {
      restore() {
        fs.cpSync(filesCopy, filesDir, { recursive: true });
        fs.rmSync(filesCopy, { recursive: true, force: true });
        return database;
      },
    };
  };
}

const deleteAccount = (ctx: TestContext, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'DELETE', url: '/api/user/delete/', headers });

/** Everything a restored database holds of a family: rows naming any of these, and the file. */
async function whatIsLeft(
  ctx: TestContext,
  database: DatabaseHandle,
  family: Awaited<ReturnType<typeof familyWithEverything>>,
) {
  const rows: string[] = [];
  for (const text of [family.number, family.parent.id, ...family.parent.childIds])
    rows.push(...(await rowsNaming({ database }, text)).map((table) => `${text} in ${table}`));
  const file = await ctx.deps.storage.get(family.fileKey);
  return { rows, file: file !== null };
}

describe('a deletion survives a restore of a backup taken before it', () => {
  const ctx = useTestApp({ env: { APP_SECRET } });
  const takeBackup = backups(ctx);

  it('comes back with the restore, and the replay deletes it again, files too; twice is a no-op', async () => {
    const family = await familyWithEverything(ctx);
    const bystander = await createParent(ctx);
    await ctx.app.inject({
      method: 'GET',
      url: `/api/user/login/?contact_number=${bystander.contactNumber}`,
    });
    const backup = await takeBackup();

    expect((await deleteAccount(ctx, family.parent.headers)).statusCode).toBe(200);
    expect(await whatIsLeft(ctx, ctx.database, family)).toEqual({ rows: [], file: false });

    const restored = backup.restore();
    const left = await whatIsLeft(ctx, restored, family);
    expect(left.file).toBe(true);
    expect(left.rows).toEqual(
      expect.arrayContaining([
        `${family.parent.id} in users: 1`,
        `${family.number} in otp_events: 2`,
        `${family.number} in dev_outbox: 1`,
        `${family.parent.childIds[1]} in children: 1`,
        `${family.parent.childIds[0]} in growth_records: 1`,
        `${family.parent.childIds[0]} in medical_records: 1`,
      ]),
    );
    const bystanderRows = await rowsNaming({ database: restored }, bystander.contactNumber!);
    expect(bystanderRows).not.toEqual([]);

    const deps = createDeps({ env: ctx.env, database: restored, clock: ctx.clock });
    const first = await replayDeletions(deps);
    expect(first).toMatchObject({ accounts: 1, underOtherKey: 0 });
    expect(first.numberRows).toBeGreaterThanOrEqual(3);
    expect(await whatIsLeft(ctx, restored, family)).toEqual({ rows: [], file: false });
    expect(await rowsNaming({ database: restored }, bystander.contactNumber!)).toEqual(
      bystanderRows,
    );

    expect(await replayDeletions(deps)).toEqual({ ...first, accounts: 0, numberRows: 0 });
  });

  it('keeps a number registered again after the deletion, with its new rows', async () => {
    const family = await familyWithEverything(ctx);
    expect((await deleteAccount(ctx, family.parent.headers)).statusCode).toBe(200);
    ctx.clock.advance(60_000);
    const again = await createParent(ctx, { contactNumber: family.number });
    await ctx.app.inject({
      method: 'GET',
      url: `/api/user/login/?contact_number=${family.number}`,
    });
    const before = await rowsNaming(ctx, family.number);

    expect(await replayDeletions(ctx.deps)).toMatchObject({ accounts: 0, numberRows: 0 });
    expect(await rowsNaming(ctx, family.number)).toEqual(before);
    expect(await rowsNaming(ctx, again.id)).not.toEqual([]);
  });

  // Two processes of their own, each opening the database and checking its migrations.
  it(
    'is what npm run deletions:replay does, on the database the servers would open',
    { timeout: 90_000 },
    async () => {
      const family = await familyWithEverything(ctx);
      const backup = await takeBackup();
      expect((await deleteAccount(ctx, family.parent.headers)).statusCode).toBe(200);
      const restored = await asTheServersOpenIt(ctx, backup.restore());

      const first = await runReplay(ctx, restored.env);
      expect(first.code, first.output).toBe(0);
      expect(first.output).toMatch(/: 1 account\(s\) and [1-9]\d* row\(s\) naming their numbers/);
      const database = await restored.open();
      try {
        expect(await whatIsLeft(ctx, database, family)).toEqual({ rows: [], file: false });
      } finally {
        await restored.close(database);
      }
      const second = await runReplay(ctx, restored.env);
      expect(second.output).toMatch(/: 0 account\(s\) and 0 row\(s\)/);
    },
  );
});

describe('without APP_SECRET (development), a restore may lose the key kept in the database', () => {
  const ctx = useTestApp();
  const takeBackup = backups(ctx);

  it('still deletes the account by its id, with the rows naming the number its row holds', async () => {
    // Taken before any deletion: the ledger's key is not in it yet.
    const family = await familyWithEverything(ctx);
    const backup = await takeBackup();
    expect((await deleteAccount(ctx, family.parent.headers)).statusCode).toBe(200);

    const restored = backup.restore();
    const report = await replayDeletions(
      createDeps({ env: ctx.env, database: restored, clock: ctx.clock }),
    );
    expect(report).toMatchObject({ entries: 1, accounts: 1, underOtherKey: 1 });
    expect(await whatIsLeft(ctx, restored, family)).toEqual({ rows: [], file: false });
  });
});

/**
 * The restored database where `npm run deletions:replay` finds it: PostgreSQL at its URL;
 * PGlite written to DATA_DIR/pglite (unused by the test app, which runs in memory).
 */
async function asTheServersOpenIt(
  ctx: TestContext,
  restored: DatabaseHandle,
): Promise<{
  env: Record<string, string>;
  open: () => Promise<DatabaseHandle>;
  close: (database: DatabaseHandle) => Promise<void>;
}> {
  if (restored.kind === 'postgres')
    return {
      env: { DATABASE_URL: await databaseUrl({ database: restored }) },
      open: async () => restored,
      close: async () => undefined,
    };
  const onDisk = await PGlite.create(path.join(ctx.env.DATA_DIR, 'pglite'), {
    loadDataDir: await pgliteClient(restored).dumpDataDir('none'),
  });
  await onDisk.close();
  return {
    env: {},
    open: () => openPglite(ctx.env.DATA_DIR),
    close: (database: DatabaseHandle) => database.close(),
  };
}

/** The CLI as a process of its own, with the servers' settings. */
function runReplay(ctx: TestContext, extraEnv: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      PUBLIC_URL: 'http://localhost:8080',
      DATA_DIR: ctx.env.DATA_DIR,
      APP_SECRET,
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}
