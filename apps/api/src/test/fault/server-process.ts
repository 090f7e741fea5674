import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { openDatabase } from '../../db/open';
import { testDatabaseKind } from '../database';

const SERVER = path.resolve(import.meta.dirname, '../../server.ts');

/** Where a crashed-and-restarted server keeps its data: a PGlite folder, or a fresh PostgreSQL database too. */
export interface ServerData {
  dataDir: string;
  databaseUrl?: string;
}

export async function newServerData(): Promise<ServerData> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tika-fault-'));
  if (testDatabaseKind !== 'postgres') {
    // The run's migrated snapshot, unpacked where the server keeps PGlite: a fresh folder would migrate first (slow).
    fs.mkdirSync(path.join(dataDir, 'pglite'));
    execFileSync('tar', ['-xf', inject('pgliteSnapshot'), '-C', path.join(dataDir, 'pglite')], {
      stdio: 'ignore',
    });
    return { dataDir };
  }
  // A database of its own, from the run's migrated template; the run's teardown drops it by prefix.
  const { adminUrl, template, prefix } = inject('postgresTemplate');
  const name = `${prefix}_fault_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}" template "${template}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { dataDir, databaseUrl: url.toString() };
}

/** The data, opened by the test once no server holds it (PGlite allows one process). */
export const openServerData = (data: ServerData): Promise<DatabaseHandle> =>
  openDatabase({ databaseUrl: data.databaseUrl, dataDir: data.dataDir });

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<void>;
  /** SIGKILL: no shutdown hook runs, as in a power cut or an OOM kill. */
  crash: () => Promise<void>;
  /** SIGTERM: the graceful stop (releases the PGlite lock). */
  stop: () => Promise<void>;
  waitForOutput: (text: string, timeoutMs?: number) => Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `npm run dev`'s server (src/server.ts under tsx) in a process of its own, on the given data. */
export async function startServer(
  data: ServerData,
  extraEnv: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const webDist = path.join(data.dataDir, 'web');
  fs.mkdirSync(webDist, { recursive: true });
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: data.dataDir,
    WEB_DIST_DIR: webDist,
    REMINDER_WORKER: 'off',
    ...(data.databaseUrl ? { DATABASE_URL: data.databaseUrl } : {}),
    ...extraEnv,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;
  const waitForOutput = async (text: string, timeoutMs = 15_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!output.includes(text)) {
      if (!running()) throw new Error(`the server exited before "${text}":\n${output}`);
      if (Date.now() > deadline) throw new Error(`no "${text}" within ${timeoutMs} ms:\n${output}`);
      await sleep(20);
    }
  };
  const server: ServerProcess = {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    exited,
    crash: async () => {
      if (running()) child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (running()) child.kill('SIGTERM');
      await exited;
    },
    waitForOutput,
  };
  // A crashed predecessor's PGlite lock goes stale only after 10 s: the restart waits that out.
  const deadline = Date.now() + 40_000;
  for (;;) {
    if (!running()) throw new Error(`the server exited at start:\n${output}`);
    const health = await fetch(`${server.url}/api/health/`).catch(() => null);
    if (health?.ok) return server;
    if (Date.now() > deadline) {
      await server.crash();
      throw new Error(`the server did not start:\n${output}`);
    }
    await sleep(100);
  }
}

/** A parent signed in the way the app does it in dev mode (WhatsApp stand-in, sign-in link), with one child. */
export async function signedInParentWithChild(
  server: ServerProcess,
): Promise<{ headers: { authorization: string }; childId: string }> {
  const from = `9${String(Date.now() % 1_000_000_000).padStart(9, '0')}`;
  const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const inbound = await post('/api/dev/whatsapp/inbound/', {
    from,
    text: 'Hi Tika!',
    name: 'Fault Parent',
  });
  if (!inbound.ok) throw new Error(`inbound: ${inbound.status} ${await inbound.text()}`);
  const outbox = (await (await fetch(`${server.url}/api/dev/outbox/?to=${from}`)).json()) as Array<{
    kind: string;
    text: string;
  }>;
  const link = outbox.find((m) => m.kind === 'sign_in_link')?.text.match(/token=(\S+)/)?.[1];
  if (!link) throw new Error(`no sign-in link in ${JSON.stringify(outbox)}`);
  const session = await post('/api/auth/link/verify/', { token: link });
  const { access_token } = (await session.json()) as { access_token: string };
  const headers = { authorization: `Bearer ${access_token}` };
  const child = await post(
    '/api/vaccinetracker/onboarding/',
    { name: 'Anaya', dob: '2025-01-15', gender: 'girl' },
    headers,
  );
  if (child.status !== 201) throw new Error(`onboarding: ${child.status} ${await child.text()}`);
  return { headers, childId: ((await child.json()) as { id: string }).id };
}

/** Every file under DATA_DIR/files, as storage keys. */
export function storedFiles(data: ServerData): string[] {
  const root = path.join(data.dataDir, 'files');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}
