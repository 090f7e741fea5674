import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterEach, expect, inject } from 'vitest';
import type { TestContext } from './app';
import { testDatabaseKind } from './database';

const FIXTURE = fileURLToPath(
  new URL('../modules/reminders/worker-process.fixture.ts', import.meta.url),
);

/** A test file's own database as a URL another process can open (PostgreSQL only). */
export async function databaseUrl(ctx: Pick<TestContext, 'database'>): Promise<string> {
  const result = await ctx.database.db.execute(sql`select current_database() as name`);
  const url = new URL(inject('postgresTemplate').adminUrl);
  url.pathname = `/${(result as unknown as { rows: Array<{ name: string }> }).rows[0]!.name}`;
  return url.toString();
}

export interface WorkerProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

export const isRunning = (worker: WorkerProcess) =>
  worker.child.exitCode === null && worker.child.signalCode === null;

export async function waitUntil(
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

/**
 * Runs `npm run worker`'s code (worker-process.fixture.ts) as processes of their own, on the
 * test file's database (or a PGlite folder of their own), and kills what is left after each test.
 */
export function useWorkerProcesses(ctx: TestContext, options: { now: string; poolIdleMs: number }) {
  const started: WorkerProcess[] = [];
  afterEach(() => {
    for (const { child } of started.splice(0))
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });

  return async function startWorkerProcess(
    extraEnv: Record<string, string> = {},
  ): Promise<WorkerProcess> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tika-worker-'));
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://localhost:8080',
      WORKER_TEST_NOW: options.now,
      WORKER_TEST_POOL_IDLE_MS: String(options.poolIdleMs),
      ...(testDatabaseKind === 'postgres' ? { DATABASE_URL: await databaseUrl(ctx) } : {}),
      ...extraEnv,
    };
    const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) =>
      child.on('exit', (code) => resolve(code)),
    );
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
  };
}
