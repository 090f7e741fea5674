// `npm start`: build whatever is missing or older than its sources, then serve SPA + API.
// `node scripts/start.mjs worker|reminders-sweep [args]` runs another API entry point the same
// way (`npm run worker`, `npm run reminders:sweep -- --date YYYY-MM-DD`).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

/**
 * A hash of every source file's path and content (build output and node_modules skipped).
 * Content, not modification times: a build that raced an edit must not pass for current.
 */
function sourceHash(paths) {
  const hash = createHash('sha256');
  const walk = (p) => {
    if (!fs.existsSync(p)) return;
    if (fs.statSync(p).isDirectory()) {
      for (const name of fs.readdirSync(p).sort()) if (name !== 'node_modules' && name !== 'dist') walk(path.join(p, name));
    } else hash.update(p).update(fs.readFileSync(p));
  };
  paths.forEach(walk);
  return hash.digest('hex');
}

const contract = 'packages/contract/src';
const lockfile = 'package-lock.json';
const targets = [
  { name: 'web', output: 'apps/web/dist/index.html', sources: ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', contract, lockfile] },
  { name: 'api', output: 'apps/api/dist/server.js', sources: ['apps/api/src', 'apps/api/build.mjs', contract, lockfile] },
];

const ENTRIES = ['server', 'worker', 'reminders-sweep'];
const entry = process.argv[2] && !process.argv[2].startsWith('-') ? process.argv[2] : 'server';
if (!ENTRIES.includes(entry)) {
  console.error(`Unknown entry point "${entry}"; one of: ${ENTRIES.join(', ')}`);
  process.exit(2);
}

// Only the server serves the web app; the other entry points need just the API.
for (const target of targets.filter((t) => entry === 'server' || t.name === 'api')) {
  const stamp = path.join(path.dirname(target.output), '.source-hash');
  const hash = sourceHash(target.sources);
  if (fs.existsSync(target.output) && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === hash) continue;
  console.log(`Building ${target.name}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', `@tika/${target.name}`], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  // The hash taken before building: an edit made during the build triggers the next one.
  fs.writeFileSync(stamp, hash);
}

// Run the server in this process so signals (Ctrl-C, SIGTERM) reach it directly.
process.setSourceMapsEnabled(true);
await import(path.join(root, `apps/api/dist/${entry}.js`));
