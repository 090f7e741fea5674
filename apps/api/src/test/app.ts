import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App } from '../app';
import type { DatabaseHandle } from '../db/client';
import { type AppDeps, createDeps } from '../deps';
import { parseEnv, type Env } from '../env';
import { fixedClock } from '../lib/clock';
import { createTestDatabase } from './database';

export interface TestContext {
  app: App;
  deps: AppDeps;
  database: DatabaseHandle;
  env: Env;
  clock: ReturnType<typeof fixedClock>;
}

/** Environment for tests: dev mode, no integrations configured, nothing written to ./data. */
export function testEnv(overrides: Record<string, string> = {}): Env {
  return parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/tika-test-unused',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:8080',
    ...overrides,
  });
}

export interface TestAppOptions {
  /** Overrides of the test environment; a function is read when the app is built (e.g. a port known only then). */
  env?: Record<string, string> | (() => Record<string, string>);
  /** The moment the app's clock starts at (UTC ISO); tests move it with ctx.clock. */
  now?: string;
  /** Keep the app's log lines (info and up) in this array, to look into, instead of silencing them. */
  logs?: string[];
  deps?:
    | Partial<Omit<AppDeps, 'env' | 'database' | 'clock'>>
    | ((base: { env: Env }) => Partial<Omit<AppDeps, 'env' | 'database' | 'clock'>>);
}

export const TEST_START = '2026-11-22T06:30:00.000Z';

/**
 * One app on its own database per test file (outline's pattern: API tests next to the code,
 * against a real Postgres). Returns a context filled in before the first test runs.
 */
export function useTestApp(options: TestAppOptions = {}): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    // Uploaded files go to a folder of this test file's own.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tika-api-test-'));
    ctx.env = testEnv({
      DATA_DIR: dataDir,
      ...(typeof options.env === 'function' ? options.env() : options.env),
    });
    ctx.database = await createTestDatabase();
    ctx.clock = fixedClock(options.now ?? TEST_START);
    const overrides =
      typeof options.deps === 'function' ? options.deps({ env: ctx.env }) : options.deps;
    ctx.deps = createDeps({ env: ctx.env, database: ctx.database, clock: ctx.clock }, overrides);
    // Every response goes through the fast serializer and zod's, and must come out the same.
    const logging = options.logs
      ? { logLevel: 'info', logStream: { write: (line: string) => void options.logs!.push(line) } }
      : { logLevel: 'silent' };
    ctx.app = await buildApp(ctx.deps, { ...logging, verifyResponseSerializers: true });
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.close();
    if (ctx.env) fs.rmSync(ctx.env.DATA_DIR, { recursive: true, force: true });
  });
  return ctx;
}
