// Shared by scripts/bench.mjs and scripts/scale.mjs: build the API if its sources changed (the
// same content-hash stamp as scripts/start.mjs, API only), then run the built server as a child
// process on a free loopback port with a database and data folder of its own.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { ensureBuilt, root } from '../lib/builds.mjs';

export { root };

const API_OUTPUT = 'apps/api/dist/server.js';

/** Builds apps/api/dist unless its stamp matches the sources (what `npm start` would run). */
export const ensureApiBuild = () => ensureBuilt(['api']);

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts `node apps/api/dist/server.js` (NODE_ENV=test so the dev sign-in stand-ins answer,
 * LOG_LEVEL=warn, REMINDER_WORKER=off so no sweep runs during a measurement). Resolves when
 * /api/health/ answers; `stop()` ends it with SIGTERM. `nodeArgs` e.g. ['--cpu-prof'] to profile;
 * `checkout` another checkout's root to run its build instead (scripts/bench/compare.mjs).
 */
export async function startServer({
  dataDir,
  databaseUrl,
  env = {},
  nodeArgs = [],
  checkout = root,
}) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', ...nodeArgs, path.join(checkout, API_OUTPUT)],
    {
      cwd: checkout,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        REMINDER_WORKER: 'off',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: baseUrl,
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl ?? '',
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  let exited = null;
  child.on('exit', (code) => (exited = code ?? 'signal'));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited !== null) throw new Error(`The server exited (${exited}) before it answered`);
    try {
      const res = await fetch(`${baseUrl}/api/health/`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error('The server did not answer /api/health/ within 60 s');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        if (exited !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
