// What each build is made from and when it is stale, in one place: `npm start` and the
// benchmarks build only what changed since the last build. A content hash, not modification
// times: a build that raced an edit must not pass for current.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const contract = 'packages/contract/src';
const lockfile = 'package-lock.json';
const TARGETS = {
  web: {
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      contract,
      lockfile,
    ],
  },
  api: {
    output: 'apps/api/dist/server.js',
    sources: ['apps/api/src', 'apps/api/build.mjs', contract, lockfile],
  },
};

/** A hash of every source file's path (relative to the root) and content; build output and node_modules skipped. */
function sourceHash(paths) {
  const hash = createHash('sha256');
  const walk = (relative) => {
    const full = path.join(root, relative);
    if (!fs.existsSync(full)) return;
    if (fs.statSync(full).isDirectory()) {
      for (const name of fs.readdirSync(full).sort())
        if (name !== 'node_modules' && name !== 'dist') walk(path.join(relative, name));
    } else hash.update(relative).update(fs.readFileSync(full));
  };
  paths.forEach(walk);
  return hash.digest('hex');
}

/** Builds each named workspace ('web', 'api') whose output is missing or older than its sources. */
export function ensureBuilt(names) {
  for (const name of names) {
    const target = TARGETS[name];
    const output = path.join(root, target.output);
    const stamp = path.join(path.dirname(output), '.source-hash');
    const hash = sourceHash(target.sources);
    if (fs.existsSync(output) && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === hash)
      continue;
    const started = Date.now();
    process.stdout.write(`Building ${name}… `);
    // Quiet: Vite's list of every chunk is for `npm run build`; here one line says it worked,
    // and the build's own output is shown only when it fails.
    const result = spawnSync('npm', ['run', 'build', '-w', `@tika/${name}`], {
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      cwd: root,
    });
    if (result.status !== 0) {
      process.stdout.write('failed\n');
      process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
      throw new Error(`The ${name} build failed`);
    }
    console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    // The hash taken before building: an edit made during the build triggers the next one.
    fs.writeFileSync(stamp, hash);
  }
}
