// `npm run bench:reminders`: how fast the morning's reminders go out. Queues a sample of the
// 09:00 batch (10,000 messages by default) on a scratch PostgreSQL database and sends it through
// a local stand-in of the WhatsApp Cloud API (100 ms per message, 80 messages/s for the sending
// number, 429 beyond it) with 1, 2 and 4 `npm run worker` processes. Prints the time, the
// messages/s reached against the limit, 429s, and the time extrapolated to 100,000 messages
// (a million parents); the bar (docs/quality.md) is 30 minutes for 100,000.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:reminders
//   npm run bench:reminders -- --messages 2000 --workers 1,2
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openPostgres } from '../../apps/api/src/db/open';
import { runMigrations } from '../../apps/api/src/db/migrate';
import { fakeWhatsAppApi } from '../../apps/api/src/test/fake-whatsapp';
import { adminUrlFromEnv, createScratchDatabase } from './postgres.mjs';

const { values: flags } = parseArgs({
  options: {
    messages: { type: 'string', default: '10000' },
    workers: { type: 'string', default: '1,2,4' },
    rate: { type: 'string', default: '80' },
    latency: { type: 'string', default: '100' },
  },
});
const MESSAGES = Number(flags.messages);
const RATE = Number(flags.rate);
const LATENCY_MS = Number(flags.latency);
const WORKER_COUNTS = flags.workers.split(',').map(Number);
const BAR_MINUTES_FOR_100K = 30;

const DAY = '2026-11-22';
// 10:00 in India on that day: the 09:00 messages are due, and none expires (20:00) mid-run.
const NOW = `${DAY}T04:30:00.000Z`;
const root = path.resolve(import.meta.dirname, '../..');
const FIXTURE = path.join(root, 'apps/api/src/modules/reminders/worker-process.fixture.ts');

const adminUrl = adminUrlFromEnv();
if (!adminUrl) {
  console.error(
    'Set BENCH_DATABASE_URL (or TEST_DATABASE_URL), e.g. postgres://postgres@127.0.0.1:5432/postgres',
  );
  process.exit(1);
}

/** MESSAGES parents, each with one dose due in 7 days and that day's message queued. */
async function seed(client: pg.Client) {
  await client.query(
    `
    with parents as (
      insert into users (first_name, contact_number, contact_verified, referral_code)
      select 'Parent ' || g, (6000000000 + g)::text, true, 'BENCH' || g from generate_series(1, $1::int) g
      returning id
    ), kids as (
      insert into children (user_id, slot, name, dob, gender)
      select id, 1, 'Aarav', $2::date - 35, 'boy' from parents returning id, user_id
    ), doses as (
      insert into vaccine_entries (child_id, dose_code, name, full_name, age_group, due_date, forecast_state)
      select id, 'dtp-1', 'DTwP/DTaP 1', 'Diphtheria, tetanus and pertussis', '6 weeks', $2::date + 7, 'due' from kids
      returning id, child_id
    ), messages as (
      insert into reminder_messages (user_id, send_on, send_at, language)
      select id, $2::date, $3::timestamptz, 'en' from parents returning id, user_id
    )
    insert into reminder_items (vaccine_entry_id, kind, message_id, due_date)
    select doses.id, 'week_before', messages.id, $2::date + 7
    from doses join kids on kids.id = doses.child_id join messages on messages.user_id = kids.user_id
  `,
    [MESSAGES, DAY, `${DAY}T03:30:00Z`],
  );
}

function startWorker(databaseUrl: string, whatsappOrigin: string): ChildProcess {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tika-bench-worker-'));
  const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://localhost:8080',
      DATABASE_URL: databaseUrl,
      WORKER_TEST_NOW: NOW,
      WORKER_TEST_POOL_IDLE_MS: '100',
      WHATSAPP_TOKEN: 'bench-token',
      WHATSAPP_PHONE_NUMBER_ID: '1098765432',
      WHATSAPP_API_BASE: whatsappOrigin,
      REMINDER_SEND_RATE: String(RATE),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
  return child;
}

async function runWith(workers: number, databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const whatsapp = fakeWhatsAppApi({ latencyMs: LATENCY_MS, ratePerSecond: RATE });
  await whatsapp.start();
  const processes: ChildProcess[] = [];
  try {
    await client.query(
      `update reminder_messages set status = 'sending', locked_until = 'infinity', claimed_by = 'bench'`,
    );
    for (let i = 0; i < workers; i++) processes.push(startWorker(databaseUrl, whatsapp.origin));
    // Let every worker start (and find nothing to send) before the batch is let go at once.
    await sleep(5000);
    await client.query('delete from send_rate_slots');
    await client.query(
      `update reminder_messages set status = 'queued', locked_until = null, claimed_by = null, attempts = 0, sent_at = null, next_attempt_at = null`,
    );
    const started = performance.now();
    for (;;) {
      const { rows } = await client.query<{ sent: number }>(
        `select count(*)::int as sent from reminder_messages where status = 'sent'`,
      );
      const sent = rows[0]!.sent;
      if (sent >= MESSAGES) break;
      await sleep(200);
    }
    const seconds = (performance.now() - started) / 1000;
    const accepted = whatsapp.accepted().length;
    const throttled = whatsapp.requests.filter((r) => r.status === 429).length;
    const perSecond = MESSAGES / seconds;
    return {
      workers,
      seconds,
      perSecond,
      ofLimit: perSecond / RATE,
      throttled,
      duplicates: accepted - new Set(whatsapp.accepted().map((r) => r.to)).size,
      minutesFor100k: 100_000 / perSecond / 60,
    };
  } finally {
    for (const p of processes) p.kill('SIGTERM');
    await Promise.all(
      processes.map((p) => new Promise((r) => (p.exitCode !== null ? r(null) : p.once('exit', r)))),
    );
    await whatsapp.stop();
    await client.end();
  }
}

const scratch = await createScratchDatabase(adminUrl, 'tika_bench_reminders');
try {
  const migrations = openPostgres(scratch.url, { poolSize: 1 });
  await runMigrations(migrations);
  await migrations.close();
  const client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
  await seed(client);
  await client.end();
  console.log(
    `${MESSAGES} reminders through a fake WhatsApp API (${LATENCY_MS} ms each, ${RATE} messages/s for the number):`,
  );
  const results = [];
  for (const workers of WORKER_COUNTS) {
    process.stdout.write(`  ${workers} worker(s)… `);
    const r = await runWith(workers, scratch.url);
    results.push(r);
    console.log(
      `${r.seconds.toFixed(1)} s, ${r.perSecond.toFixed(1)} messages/s (${Math.round(r.ofLimit * 100)}% of the limit), ${r.throttled} answered 429, ${r.duplicates} duplicates; 100k would take ${r.minutesFor100k.toFixed(1)} min`,
    );
  }
  const worst = Math.max(...results.map((r) => r.minutesFor100k));
  console.log(
    `Bar: 100,000 messages in ≤ ${BAR_MINUTES_FOR_100K} min — ${worst <= BAR_MINUTES_FOR_100K ? 'PASS' : 'FAIL'} (slowest ${worst.toFixed(1)} min).`,
  );
  const outDir = path.join(root, 'bench-results');
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(
    path.join(outDir, `reminders-${new Date().toISOString().replace(/[:.]/g, '-')}.json`),
    JSON.stringify(
      {
        at: new Date().toISOString(),
        messages: MESSAGES,
        rate: RATE,
        latencyMs: LATENCY_MS,
        results,
      },
      null,
      2,
    ),
  );
} finally {
  await scratch.drop();
}
