// `npm run bench`: load the built API over loopback with autocannon and print, per database,
// requests/s and p99 of two ceilings and of a signed-in parent's main reads, with each read's
// ratio to the database ceiling and PASS/FAIL against the targets in docs/quality.md.
//
//   npm run bench                                  PGlite, then PostgreSQL if BENCH_DATABASE_URL
//   npm run bench -- --duration 5 --connections 50 --warmup 2 --db pglite|postgres|both
//   npm run bench -- --rounds 3                    every endpoint 3 times, interleaved; each keeps its best
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench
//
// The PostgreSQL run creates a fresh database on that server and drops it afterwards.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { endpoints, load } from './bench/endpoints.mjs';
import { ensureApiBuild, root, startServer } from './bench/server.mjs';
import { adminUrlFromEnv, createScratchDatabase } from './bench/postgres.mjs';
import { seedParent } from './bench/seed.mjs';

const { values: flags } = parseArgs({
  options: {
    duration: { type: 'string', default: process.env.BENCH_DURATION ?? '10' },
    warmup: { type: 'string', default: process.env.BENCH_WARMUP ?? '2' },
    connections: { type: 'string', default: process.env.BENCH_CONNECTIONS ?? '50' },
    db: { type: 'string', default: process.env.BENCH_DB ?? 'both' },
    rounds: { type: 'string', default: process.env.BENCH_ROUNDS ?? '1' },
  },
});
const duration = Number(flags.duration);
const warmup = Number(flags.warmup);
const connections = Number(flags.connections);
const rounds = Math.max(1, Number(flags.rounds));

/**
 * The performance bars (docs/quality.md): no read's share of the database ceiling's req/s falls
 * below what it was when the bars were set (PostgreSQL, 50 connections), and p99 stays under 50 ms.
 * PGlite's ratios are reported, not judged: it shares the server's event loop.
 */
const TARGETS = {
  minRatio: { dashboard: 0.17, growth: 0.37, stories: 0.35 },
  maxP99Ms: 50,
};
const ratioFloor = (row) => TARGETS.minRatio[row.name.split(':')[0]] ?? 0;

async function measure(baseUrl, endpoint) {
  // Each endpoint gets its own warm-up: JIT, the pool's connections, PostgreSQL's caches.
  if (warmup > 0) await load(baseUrl, endpoint, { connections, seconds: warmup });
  const r = await load(baseUrl, endpoint, { connections, seconds: duration });
  return {
    name: endpoint.name,
    kind: endpoint.kind,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

function judge(rows, database) {
  const ceiling = rows.find((r) => r.kind === 'db-ceiling');
  for (const row of rows) {
    const problems = [];
    let targeted = false;
    if (row.non2xx > 0 || row.errors > 0)
      problems.push(`${row.non2xx} non-2xx, ${row.errors} errors`);
    if (row.kind === 'read') {
      targeted = true;
      row.ratio = ceiling ? Math.round((row.rps / ceiling.rps) * 100) / 100 : null;
      if (database === 'postgres' && row.ratio !== null && row.ratio < ratioFloor(row))
        problems.push(`ratio ${row.ratio} < ${ratioFloor(row)}`);
    }
    // The latency target is PostgreSQL's (production); on PGlite the p99 is reported only.
    if (database === 'postgres' && row.kind !== 'ceiling') {
      targeted = true;
      if (row.p99 >= TARGETS.maxP99Ms) problems.push(`p99 ${row.p99} ms ≥ ${TARGETS.maxP99Ms} ms`);
    }
    row.verdict = problems.length ? 'FAIL' : targeted ? 'PASS' : '';
    row.problems = problems;
  }
  return rows;
}

function printTable(database, { rows, loadBefore, loadavg }) {
  const head = ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'ratio', 'verdict'];
  const body = rows.map((r) => [
    r.name,
    String(r.rps),
    String(r.p50),
    String(r.p99),
    r.ratio == null ? '' : r.ratio.toFixed(2),
    [r.verdict, ...r.problems].filter(Boolean).join(' — '),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells) =>
    cells
      .map((c, i) => (i === 0 || i === 5 ? c.padEnd(widths[i]) : c.padStart(widths[i])))
      .join('  ');
  const load = (averages) => averages.map((l) => l.toFixed(2)).join(' ');
  // On a shared machine the load says how far to trust the figures: rerun when it is high.
  const best = rounds > 1 ? `, best of ${rounds} rounds` : '';
  console.log(
    `\n${database} — ${connections} connections, ${duration} s each (+${warmup} s warm-up)${best}, load average ${load(loadBefore)} before, ${load(loadavg)} after`,
  );
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  body.forEach((b) => console.log(line(b)));
}

async function runOn(database, databaseUrl) {
  const loadBefore = os.loadavg();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tika-bench-'));
  const server = await startServer({ dataDir, databaseUrl });
  try {
    const seed = await seedParent(server.baseUrl);
    // Rounds go through every endpoint in turn, so a burst of other work on a shared machine
    // lands on different endpoints each time; each endpoint keeps its best round.
    const best = new Map();
    for (let round = 1; round <= rounds; round++) {
      for (const endpoint of endpoints(seed)) {
        process.stdout.write(
          `  ${database}${rounds > 1 ? ` round ${round}/${rounds}` : ''}: ${endpoint.name}…\n`,
        );
        const row = await measure(server.baseUrl, endpoint);
        const kept = best.get(endpoint.name);
        row.roundsRps = [...(kept?.roundsRps ?? []), row.rps];
        if (!kept || row.rps > kept.rps) best.set(endpoint.name, row);
        else kept.roundsRps = row.roundsRps;
      }
    }
    return { rows: judge([...best.values()], database), loadBefore, loadavg: os.loadavg() };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

ensureApiBuild();
const loadBefore = os.loadavg();
const results = {};
if (flags.db === 'both' || flags.db === 'pglite') results.pglite = await runOn('pglite');
const adminUrl = adminUrlFromEnv();
if (flags.db === 'both' || flags.db === 'postgres') {
  if (!adminUrl)
    console.log(
      '\nPostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL), e.g. postgres://postgres@127.0.0.1:5432/postgres',
    );
  else {
    const scratch = await createScratchDatabase(adminUrl, 'tika_bench');
    try {
      results.postgres = await runOn('postgres', scratch.url);
    } finally {
      await scratch.drop();
    }
  }
}

for (const [database, run] of Object.entries(results)) printTable(database, run);
const failed = Object.values(results)
  .flatMap((run) => run.rows)
  .filter((r) => r.verdict === 'FAIL');
console.log(
  `\nBars on PostgreSQL at ${connections} connections: each read's ratio to the database ceiling at least ${Object.entries(
    TARGETS.minRatio,
  )
    .map(([read, floor]) => `${read} ${floor}`)
    .join(', ')}; p99 < ${TARGETS.maxP99Ms} ms.`,
);
console.log(failed.length ? `${failed.length} row(s) FAIL.` : 'All rows PASS.');

let commit = null;
try {
  commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: root,
    encoding: 'utf8',
  }).trim();
} catch {
  // not a git checkout
}
const outDir = path.join(root, 'bench-results');
fs.mkdirSync(outDir, { recursive: true });
const file = path.join(outDir, `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(
  file,
  JSON.stringify(
    {
      at: new Date().toISOString(),
      commit,
      node: process.version,
      cpus: os.cpus().length,
      loadavg: { before: loadBefore, after: os.loadavg() },
      connections,
      duration,
      warmup,
      rounds,
      targets: TARGETS,
      results,
    },
    null,
    2,
  ),
);
console.log(`Results written to ${path.relative(root, file)}`);
process.exitCode = failed.length ? 1 : 0;
