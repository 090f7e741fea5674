// `npm run bench:scale`: does the app stay fast with a country's worth of parents in it?
// Fills a fresh PostgreSQL database (migrated by the real server) with 100,000 parents and
// 200,000 children with their schedules' vaccine entries (set-based SQL), then reports:
//   - a sample parent's dashboard latency (p50/p99, autocannon) on the empty database and at
//     that size, and the ratio (target ≤ 1.5×);
//   - one reminder sweep over everyone, timed (target < 10 s);
//   - EXPLAIN (ANALYZE, BUFFERS) of the dashboard's query and of the sweep's statement.
//
//   node scripts/scale.mjs [--parents 100000] [--children 2] [--duration 10] [--connections 10] [--keep]
//   BENCH_DATABASE_URL=postgres://user@host:5432/postgres node scripts/scale.mjs
//
// The database is created on BENCH_DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/postgres)
// and dropped at the end unless --keep.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { ensureApiBuild, root, startServer } from './bench/server.mjs';
import { createScratchDatabase } from './bench/postgres.mjs';
import { seedParent } from './bench/seed.mjs';

const { values: flags } = parseArgs({
  options: {
    parents: { type: 'string', default: '100000' },
    children: { type: 'string', default: '2' },
    duration: { type: 'string', default: process.env.BENCH_DURATION ?? '10' },
    warmup: { type: 'string', default: process.env.BENCH_WARMUP ?? '3' },
    connections: { type: 'string', default: '10' },
    keep: { type: 'boolean', default: false },
  },
});
const parents = Number(flags.parents);
const childrenPerParent = Number(flags.children);
const TARGETS = { maxLatencyRatio: 1.5, maxSweepMs: 10_000 };
const adminUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const step = async (label, work) => {
  const started = Date.now();
  process.stdout.write(`${label}… `);
  const result = await work();
  console.log(seconds(Date.now() - started));
  return result;
};

/** The doses of every schedule as rows, with offsets in months and days (years→months, weeks→days), from the reference files the app loads. */
function doseTemplate() {
  const dir = path.join(root, 'apps/api/src/db/reference/schedules');
  const vaccines = JSON.parse(fs.readFileSync(path.join(dir, 'vaccines.json'), 'utf8'));
  const rows = [];
  for (const file of ['iap-acvip-2023.json', 'uip.json']) {
    const schedule = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    for (const dose of schedule.doses) {
      const about = vaccines[dose.vaccine].description;
      // As doseDescription (apps/api/src/modules/vaccines/schedules.ts) words it; checked below against the app's own entries.
      const description = dose.note
        ? `${about} Note: ${dose.note.charAt(0).toUpperCase()}${dose.note.slice(1)}.`
        : about;
      const o = dose.offset;
      rows.push([
        schedule.id,
        dose.code,
        dose.name,
        vaccines[dose.vaccine].fullName,
        description,
        dose.ageGroup,
        (o.years ?? 0) * 12 + (o.months ?? 0),
        (o.weeks ?? 0) * 7 + (o.days ?? 0),
      ]);
    }
  }
  return rows;
}

async function dashboardLatency(baseUrl, seed) {
  const options = {
    url: `${baseUrl}/api/vaccinetracker/dashboard/?child_id=${seed.childId}`,
    headers: { authorization: `Bearer ${seed.token}` },
    connections: Number(flags.connections),
  };
  await autocannon({ ...options, duration: Number(flags.warmup) });
  const r = await autocannon({ ...options, duration: Number(flags.duration) });
  if (r.non2xx || r.errors)
    throw new Error(`dashboard answered ${r.non2xx} non-2xx, ${r.errors} errors`);
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
  };
}

/** Everyone else: set-based inserts shaped like what sign-up, onboarding and a few years of use leave behind. */
async function fill(client) {
  await client.query('set synchronous_commit = off');
  await client.query(
    'create temp table dose_template (schedule text, dose_code text, name text, full_name text, description text, age_group text, months int, days int)',
  );
  const template = doseTemplate();
  await client.query(
    `insert into dose_template select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::int[])`,
    template[0].map((_, i) => template.map((row) => row[i])),
  );
  await step(`  ${parents.toLocaleString('en')} parents`, () =>
    client.query(
      `insert into users (first_name, last_name, contact_number, contact_verified, referral_code, first_signed_in_at, created_at)
       select 'Parent', 'Scale', '6' || lpad(g::text, 9, '0'), true, 'SCALE' || g, now(), now() - random() * interval '730 days'
       from generate_series(1, $1::int) g`,
      [parents],
    ),
  );
  // Born in the last six years; added to Tika some time between birth and today; 80% on the IAP schedule.
  await step(`  ${(parents * childrenPerParent).toLocaleString('en')} children`, () =>
    client.query(
      `insert into children (user_id, slot, name, dob, gender, schedule, created_at)
       select user_id, slot, 'Scalechild', dob, case when random() < 0.5 then 'girl' else 'boy' end,
              case when random() < 0.8 then 'iap-acvip-2023' else 'uip' end,
              (dob + (random() * (current_date - dob))::int) + time '10:00'
       from (select u.id as user_id, s.slot, current_date - (random() * 2190)::int as dob
             from users u cross join generate_series(1, $1::int) s(slot) where u.last_name = 'Scale') x`,
      [childrenPerParent],
    ),
  );
  // Every dose of the child's schedule, due dates as addOffset counts them (calendar months, then days);
  // most doses already due marked given on the day.
  const entries = await step('  vaccine entries', () =>
    client.query(
      `insert into vaccine_entries (child_id, dose_code, name, full_name, description, age_group, due_date, status, vaccinated_on)
       select child_id, dose_code, name, full_name, description, age_group, due_date, status, case when status = 'complete' then due_date end
       from (select c.id as child_id, t.dose_code, t.name, t.full_name, t.description, t.age_group, d.due_date,
                    case when d.due_date < current_date and random() < 0.8 then 'complete' else 'pending' end as status
             from children c
             join dose_template t on t.schedule = c.schedule
             cross join lateral (select ((c.dob + make_interval(months => t.months))::date + t.days) as due_date) d
             where c.name = 'Scalechild') x`,
    ),
  );
  // A database at rest, as production's would be: without this the bulk load's aftermath
  // (autovacuum, hint-bit writes, a checkpoint) lands in the measurement, not the data's size.
  await step('  vacuum (analyze), checkpoint', async () => {
    await client.query('vacuum (analyze) users, children, vaccine_entries');
    await client.query('checkpoint').catch(() => undefined); // needs superuser or pg_checkpoint; best effort
  });
  return entries.rowCount;
}

/** The SQL template must give exactly what the app's schedule generation gave the sample child. */
async function checkTemplate(client, childId) {
  const { rows } = await client.query(
    `select count(*)::int as entries,
            count(*) filter (where (t.name, t.full_name, t.description, t.age_group, (c.dob + make_interval(months => t.months))::date + t.days)
                                   is not distinct from (e.name, e.full_name, e.description, e.age_group, e.due_date))::int as matching,
            (select count(*)::int from dose_template t2 join children c2 on c2.schedule = t2.schedule where c2.id = $1) as template
     from vaccine_entries e join children c on c.id = e.child_id
     left join dose_template t on t.schedule = c.schedule and t.dose_code = e.dose_code
     where c.id = $1 and e.dose_code is not null`,
    [childId],
  );
  const { entries, matching, template } = rows[0];
  if (entries !== matching || entries !== template)
    throw new Error(
      `The fill's dose template differs from the app's schedule generation (${matching}/${entries} entries match, template ${template})`,
    );
  return entries;
}

ensureApiBuild();
const report = {
  at: new Date().toISOString(),
  parents,
  children: parents * childrenPerParent,
  connections: Number(flags.connections),
  duration: Number(flags.duration),
  loadavg: { before: os.loadavg() },
  targets: TARGETS,
};
const scratch = await createScratchDatabase(adminUrl, 'tika_scale');
console.log(
  `Scale database ${scratch.name} on ${new URL(adminUrl).host}; load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tika-scale-'));
let server;
const client = new pg.Client({ connectionString: scratch.url });
try {
  server = await startServer({ dataDir, databaseUrl: scratch.url }); // migrates the new database
  const seed = await seedParent(server.baseUrl);
  await client.connect();
  const {
    rows: [sample],
  } = await client.query('select user_id from children where id = $1', [seed.childId]);
  report.empty = await step(
    `Dashboard on the empty database (${flags.connections} connections, ${flags.duration} s)`,
    () => dashboardLatency(server.baseUrl, seed),
  );

  console.log('Filling:');
  const fillStarted = Date.now();
  report.vaccineEntries = await fill(client);
  report.fillMs = Date.now() - fillStarted;
  report.templateChecked = await checkTemplate(client, seed.childId);
  const {
    rows: [size],
  } = await client.query(
    `select pg_size_pretty(pg_database_size(current_database())) as size, (select count(*)::int from users) as users, (select count(*)::int from children) as children`,
  );
  console.log(
    `  ${size.users.toLocaleString('en')} parents, ${size.children.toLocaleString('en')} children, ${report.vaccineEntries.toLocaleString('en')} vaccine entries, ${size.size}; the sample child's ${report.templateChecked} entries match the template`,
  );
  report.size = size.size;

  report.full = await step('Dashboard at size', () => dashboardLatency(server.baseUrl, seed));
  await server.stop();
  server = null;

  console.log('Sweep and plans:');
  const tsx = path.join(root, 'node_modules/.bin/tsx');
  const probe = spawnSync(
    tsx,
    [path.join(root, 'scripts/bench/scale-probe.ts'), scratch.url, sample.user_id, seed.childId],
    { cwd: root, encoding: 'utf8' },
  );
  if (probe.status !== 0) throw new Error(`scale-probe failed:\n${probe.stderr}`);
  const out = probe.stdout.trim();
  console.log(out.replace(/\nRESULT .*$/, ''));
  Object.assign(report, JSON.parse(/RESULT (.*)$/.exec(out)[1]));
  report.plans = out.replace(/\nRESULT .*$/, '');
} finally {
  await server?.stop();
  await client.end().catch(() => undefined);
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (flags.keep) console.log(`Kept ${scratch.url}`);
  else await scratch.drop();
}

const ratio = {
  p50: Math.round((report.full.p50 / report.empty.p50) * 100) / 100,
  p99: Math.round((report.full.p99 / report.empty.p99) * 100) / 100,
};
report.ratio = ratio;
report.loadavg.after = os.loadavg();
const verdict = (ok) => (ok ? 'PASS' : 'FAIL');
const latencyOk = Math.max(ratio.p50, ratio.p99) <= TARGETS.maxLatencyRatio;
const sweepOk = report.sweepMs < TARGETS.maxSweepMs;
console.log(
  `\nScale: ${parents.toLocaleString('en')} parents, ${(parents * childrenPerParent).toLocaleString('en')} children, ${report.vaccineEntries.toLocaleString('en')} entries (${report.size}); filled in ${seconds(report.fillMs)}; load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log(
  `  dashboard, empty      p50 ${report.empty.p50} ms  p99 ${report.empty.p99} ms  (${report.empty.rps} req/s at ${flags.connections} connections)`,
);
console.log(
  `  dashboard, at size    p50 ${report.full.p50} ms  p99 ${report.full.p99} ms  (${report.full.rps} req/s)`,
);
console.log(
  `  ratio                 p50 ${ratio.p50}×  p99 ${ratio.p99}×   target ≤ ${TARGETS.maxLatencyRatio}×   ${verdict(latencyOk)}`,
);
console.log(
  `  reminder sweep        ${seconds(report.sweepMs)} (${report.sweepItems} items queued)   target < ${seconds(TARGETS.maxSweepMs)}   ${verdict(sweepOk)}`,
);
const outDir = path.join(root, 'bench-results');
fs.mkdirSync(outDir, { recursive: true });
const file = path.join(outDir, `scale-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(file, JSON.stringify(report, null, 2));
console.log(`Results written to ${path.relative(root, file)}`);
process.exitCode = latencyOk && sweepOk ? 0 : 1;
