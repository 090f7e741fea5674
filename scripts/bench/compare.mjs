// Before/after on one machine: the API built at a git ref against the working tree's build, both
// running at once on PostgreSQL (a scratch database each), each endpoint measured in turn on one
// and then the other, so that other work on a shared machine falls on both alike. Prints each
// endpoint's median req/s per build, the change, and each read's ratio to the database ceiling,
// and the server's CPU time per request: on a shared machine req/s follows whatever else runs,
// while the CPU a request costs the server process hardly does.
//
//   node scripts/bench/compare.mjs <ref> [--rounds 5] [--duration 8] [--warmup 2] [--connections 50]
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node scripts/bench/compare.mjs HEAD~3
//
// The ref is checked out with `git worktree` in a temporary folder and built there with this
// checkout's node_modules (so its dependencies must be installed here) and this checkout's
// @tika/contract (a workspace link); the worktree is removed afterwards.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { endpoints, load } from './endpoints.mjs';
import { adminUrlFromEnv, createScratchDatabase } from './postgres.mjs';
import { seedParent } from './seed.mjs';
import { ensureApiBuild, root, startServer } from './server.mjs';

const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rounds: { type: 'string', default: '5' },
    duration: { type: 'string', default: '8' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
  },
});
const [ref] = positionals;
if (!ref) {
  console.error('Usage: node scripts/bench/compare.mjs <git ref> [--rounds 5] [--duration 8]');
  process.exit(2);
}
const rounds = Number(flags.rounds);
const connections = Number(flags.connections);
const adminUrl = adminUrlFromEnv('postgres://postgres@127.0.0.1:5432/postgres');

function checkOut(gitRef) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tika-compare-'));
  execFileSync('git', ['worktree', 'add', '--detach', dir, gitRef], { cwd: root, stdio: 'ignore' });
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  execFileSync(process.execPath, ['build.mjs'], {
    cwd: path.join(dir, 'apps/api'),
    stdio: 'inherit',
  });
  return {
    dir,
    remove: () =>
      execFileSync('git', ['worktree', 'remove', '--force', dir], { cwd: root, stdio: 'ignore' }),
  };
}

async function startBuild(checkout) {
  const database = await createScratchDatabase(adminUrl, 'tika_compare');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tika-compare-data-'));
  const server = await startServer({ dataDir, databaseUrl: database.url, checkout });
  const seed = await seedParent(server.baseUrl);
  return {
    server,
    seed,
    stop: async () => {
      await server.stop();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** User + system CPU time of a process so far, in ms (Linux /proc; null elsewhere). */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of stat, 12 and 13 after the command name.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

ensureApiBuild();
const before = checkOut(ref);
const builds = {};
try {
  builds.before = await startBuild(before.dir);
  builds.after = await startBuild(root);
  const rps = {};
  const cpuPerRequest = {};
  for (let round = 1; round <= rounds; round++) {
    // Alternate which build goes first, so neither always runs on a warmer machine.
    const order = round % 2 ? ['before', 'after'] : ['after', 'before'];
    for (const [index, endpoint] of endpoints(builds.before.seed).entries()) {
      for (const which of order) {
        const { server, seed } = builds[which];
        const target = endpoints(seed)[index];
        await load(server.baseUrl, target, { connections, seconds: Number(flags.warmup) });
        const cpuBefore = cpuMs(server.pid);
        const result = await load(server.baseUrl, target, {
          connections,
          seconds: Number(flags.duration),
        });
        const cpu =
          cpuBefore === null
            ? null
            : ((cpuMs(server.pid) - cpuBefore) * 1000) / result.requests.total;
        (rps[endpoint.name] ??= { before: [], after: [] })[which].push(
          Math.round(result.requests.average),
        );
        (cpuPerRequest[endpoint.name] ??= { before: [], after: [] })[which].push(
          cpu === null ? null : Math.round(cpu),
        );
      }
    }
    console.log(
      `round ${round}/${rounds} done, load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
  }

  const ceiling = endpoints(builds.before.seed).find((e) => e.kind === 'db-ceiling').name;
  console.log(
    `\n${ref} (before) against the working tree (after): median req/s of ${rounds} rounds, ${flags.duration} s each, ${connections} connections`,
  );
  for (const endpoint of endpoints(builds.before.seed)) {
    const { before: b, after: a } = rps[endpoint.name];
    const change = Math.round((median(a) / median(b) - 1) * 100);
    const ratio =
      endpoint.kind === 'read'
        ? `  ratio ${(median(b) / median(rps[ceiling].before)).toFixed(2)} → ${(median(a) / median(rps[ceiling].after)).toFixed(2)}`
        : '';
    console.log(
      `${endpoint.name.padEnd(46)} ${String(median(b)).padStart(6)} → ${String(median(a)).padStart(6)}  ${change >= 0 ? '+' : ''}${change}%${ratio}   rounds ${JSON.stringify(b)} → ${JSON.stringify(a)}`,
    );
  }
  console.log(
    `\nServer CPU per request, µs (median of ${rounds} rounds; the clock ticks every 10 ms, so short runs are coarse)`,
  );
  for (const endpoint of endpoints(builds.before.seed)) {
    const { before: b, after: a } = cpuPerRequest[endpoint.name];
    if (b.includes(null) || a.includes(null)) continue;
    const change = Math.round((median(a) / median(b) - 1) * 100);
    console.log(
      `${endpoint.name.padEnd(46)} ${String(median(b)).padStart(6)} → ${String(median(a)).padStart(6)}  ${change >= 0 ? '+' : ''}${change}%   rounds ${JSON.stringify(b)} → ${JSON.stringify(a)}`,
    );
  }
} finally {
  await builds.before?.stop();
  await builds.after?.stop();
  before.remove();
}
