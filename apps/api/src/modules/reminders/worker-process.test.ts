import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, inject } from 'vitest';
import { addOffset } from '@tika/contract';
import { devOutbox } from '../../db/schema';
import { TEST_START, useTestApp } from '../../test/app';
import { testDatabaseKind } from '../../test/database';
import { createParent } from '../../test/factories';
import { startReminderWorker } from './worker';
import { sweepReminders } from './sweep';

const FIXTURE = fileURLToPath(new URL('./worker-process.fixture.ts', import.meta.url));
const POOL_IDLE_MS = 100;
const ctx = useTestApp({ now: TEST_START });

/** This test file's own database as a URL another process can open (PostgreSQL only). */
async function databaseUrl(): Promise<string> {
  const result = await ctx.database.db.execute(sql`select current_database() as name`);
  const url = new URL(inject('postgresTemplate').adminUrl);
  url.pathname = `/${(result as unknown as { rows: Array<{ name: string }> }).rows[0]!.name}`;
  return url.toString();
}

interface WorkerProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

const isRunning = (worker: WorkerProcess) =>
  worker.child.exitCode === null && worker.child.signalCode === null;

const started: WorkerProcess[] = [];
afterEach(() => {
  for (const { child } of started.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/** `npm run worker`'s code in a process of its own, on this file's database (or a PGlite folder of its own). */
async function startWorkerProcess(): Promise<WorkerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tika-worker-'));
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:8080',
    WORKER_TEST_NOW: TEST_START,
    WORKER_TEST_POOL_IDLE_MS: String(POOL_IDLE_MS),
    ...(testDatabaseKind === 'postgres' ? { DATABASE_URL: await databaseUrl() } : {}),
  };
  const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  void exited.then(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const worker = { child, output: () => output, exited };
  started.push(worker);
  // Migrating a new PGlite folder takes a while on a busy machine.
  await waitUntil(
    () => output.includes('reminder worker started') || !isRunning(worker),
    () => `the worker did not start:\n${output}`,
    45_000,
  );
  expect(isRunning(worker), `the worker exited at start:\n${output}`).toBe(true);
  return worker;
}

async function waitUntil(
  check: () => boolean | Promise<boolean>,
  message: () => string,
  timeoutMs = 5_000,
) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(message());
    await sleep(50);
  }
}

describe('the standalone reminder worker (npm run worker)', () => {
  it(
    'keeps running once the database pool has closed its idle connections, and stops cleanly on SIGTERM',
    { timeout: 90_000 },
    async () => {
      const worker = await startWorkerProcess();
      // Several pool idle timeouts: an unref'd timer would have let the process exit (with code 0) by now.
      await sleep(POOL_IDLE_MS * 8);
      expect(isRunning(worker), worker.output()).toBe(true);

      worker.child.kill('SIGTERM');
      const code = await Promise.race([worker.exited, sleep(5_000).then(() => 'still running')]);
      expect(code, worker.output()).toBe(0);
      expect(worker.output()).toContain('reminder worker stopped');
    },
  );

  it.skipIf(testDatabaseKind !== 'postgres')(
    'sends a reminder that comes due after the pool went idle',
    { timeout: 90_000 },
    async () => {
      const worker = await startWorkerProcess();
      await sleep(POOL_IDLE_MS * 8);

      // A baby with the 6-week doses due in 7 days; queued now, at 12:00 in India.
      const parent = await createParent(ctx, {
        children: [
          { name: 'Aarav', dob: addOffset(TEST_START.slice(0, 10), { days: -35 }), gender: 'boy' },
        ],
      });
      expect(
        (await sweepReminders(ctx.database.db, { now: ctx.clock.now() })).items,
      ).toBeGreaterThan(0);

      const sent = () =>
        ctx.database.db
          .select()
          .from(devOutbox)
          .where(and(eq(devOutbox.to, parent.contactNumber!), eq(devOutbox.kind, 'reminder')));
      await waitUntil(
        async () => (await sent()).length > 0,
        () => `nothing sent:\n${worker.output()}`,
      );
      expect((await sent()).map((m) => m.text)).toEqual([
        expect.stringContaining('Aarav: DTwP/DTaP 1'),
      ]);
      expect(isRunning(worker)).toBe(true);
      worker.child.kill('SIGTERM');
      expect(await worker.exited).toBe(0);
    },
  );

  it('holds the process open only when it runs on its own, not inside the server', async () => {
    const log = { info: () => undefined, error: () => undefined };
    const inServer = startReminderWorker(ctx.deps, log);
    const standalone = startReminderWorker(ctx.deps, log, { keepProcessAlive: true });
    expect(inServer.keepsProcessAlive).toBe(false);
    expect(standalone.keepsProcessAlive).toBe(true);
    await Promise.all([inServer.stop(), standalone.stop()]);
  });
});
