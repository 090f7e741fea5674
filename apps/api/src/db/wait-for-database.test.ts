import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { testDatabaseKind } from '../test/database';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import { openPostgres } from './open';
import {
  DatabaseUnreachableError,
  describeDatabaseUrl,
  waitForDatabase,
} from './wait-for-database';

const SRC = path.resolve(import.meta.dirname, '..');

describe('describeDatabaseUrl', () => {
  it('names host, port and database, never the user or the password', () => {
    expect(
      describeDatabaseUrl('postgres://tika:s3cret@db.internal:6543/tika?sslmode=require'),
    ).toBe('db.internal:6543/tika');
    expect(describeDatabaseUrl('postgresql://tika:s3cret@db.internal/tika')).toBe(
      'db.internal:5432/tika',
    );
    expect(describeDatabaseUrl('postgres://tika@localhost/tika?host=/var/run/postgresql')).toBe(
      '/var/run/postgresql:5432/tika',
    );
  });
});

/** A port on this machine that nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** An entry point (server.ts, worker.ts) under tsx, run to its exit: its code and all it printed. */
async function runToExit(entry: string, env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tika-startup-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(SRC, entry)], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://localhost:8080',
      PORT: '0',
      REMINDER_WORKER: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { code, output };
}

describe('start-up without the database', () => {
  it.each(['server.ts', 'worker.ts'])(
    '%s says what it waits for, then gives up with exit code 1 and a clear message',
    { timeout: 60_000 },
    async (entry) => {
      const port = await closedPort();
      const { code, output } = await runToExit(entry, {
        DATABASE_URL: `postgres://tika:s3cret-pass@127.0.0.1:${port}/tika`,
        DATABASE_STARTUP_TIMEOUT_MS: '1500',
      });
      expect(code, output).toBe(1);
      expect(output, output).toContain(`waiting for the database at 127.0.0.1:${port}/tika`);
      expect(output, output).toContain(
        `The database at 127.0.0.1:${port}/tika did not answer within 1.5 s (connect ECONNREFUSED`,
      );
      expect(output).toContain('Check DATABASE_URL');
      expect(output).not.toContain('s3cret-pass');
      // A message, not a stack trace.
      expect(output).not.toMatch(/^\s+at /m);
    },
  );
});

describe('waitForDatabase', () => {
  it('gives up after the time it has, naming the database and the reason', async () => {
    const port = await closedPort();
    const database = openPostgres(`postgres://tika:pw@127.0.0.1:${port}/tika`, { poolSize: 1 });
    const log = { warn: () => undefined, info: () => undefined };
    const waiting = waitForDatabase(database, {
      target: `127.0.0.1:${port}/tika`,
      timeoutMs: 300,
      log,
      retryEveryMs: 50,
    });
    await expect(waiting).rejects.toThrow(DatabaseUnreachableError);
    await expect(waiting).rejects.toThrow(/did not answer within 0.3 s \(connect ECONNREFUSED/);
    await database.close();
  });
});

describe.skipIf(testDatabaseKind !== 'postgres')(
  'waitForDatabase, PostgreSQL behind a proxy',
  () => {
    let proxy: TcpProxy | undefined;
    afterAll(() => proxy?.close());

    it('waits for a database that comes up, and says so', async () => {
      const target = new URL(inject('postgresTemplate').adminUrl);
      proxy = await startTcpProxy({
        host: target.hostname || 'localhost',
        port: Number(target.port || 5432),
      });
      proxy.refuse();
      const viaProxy = new URL(target);
      viaProxy.hostname = '127.0.0.1';
      viaProxy.port = String(proxy.port);
      const database = openPostgres(viaProxy.toString(), { poolSize: 1, connectTimeoutMs: 2_000 });
      const lines: string[] = [];
      const log = {
        // The database comes up once the wait has been announced.
        warn: (_details: object, message: string) => {
          lines.push(message);
          proxy!.forward();
        },
        info: (_details: object, message: string) => void lines.push(message),
      };
      await waitForDatabase(database, {
        target: 'the test database',
        timeoutMs: 15_000,
        log,
        retryEveryMs: 50,
      });
      await database.close();
      expect(lines).toEqual([
        'waiting for the database at the test database (up to 15 s in all)',
        'the database at the test database answers',
      ]);
    });
  },
);
