// `npm run dev`: the API (tsx watch, restarts on change) and the web app (Vite, hot reload)
// as two processes. Open the Vite URL; it proxies /api to the API.
//   PORT      API port (default 8080)        WEB_PORT  Vite port (default 5173)
// Everything else (DATA_DIR, DATABASE_URL, integrations) is read by the API as in production.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.PORT ?? '8080';
const webPort = process.env.WEB_PORT ?? '5173';
// The browser talks to Vite's origin; the API's same-origin checks and links must use it.
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${webPort}`;

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: apiPort,
      PUBLIC_URL: publicUrl,
      NODE_ENV: process.env.NODE_ENV ?? 'development',
    },
  }),
  spawn('npx', ['vite', '--port', webPort, '--strictPort'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
    env: { ...process.env, TIKA_API_URL: `http://127.0.0.1:${apiPort}` },
  }),
];

console.log(`Tika dev: open ${publicUrl} (API on :${apiPort})`);
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
