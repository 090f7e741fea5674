// Run by scripts/scale.mjs with tsx, against the scale database: prints EXPLAIN (ANALYZE,
// BUFFERS) of the dashboard's query and of the reminder sweep's statement, exactly as the app
// sends them (captured from the driver, not copied), then runs one real sweep and times it.
// The explained sweep runs in a transaction that is rolled back, so the timed one does the work.
//   tsx scripts/bench/scale-probe.ts <database url> <user id> <child id>
import type pg from 'pg';
import { openPostgres } from '../../apps/api/src/db/open';
import { loadDashboardRows } from '../../apps/api/src/modules/vaccines/entries-repository';
import { sweepReminders } from '../../apps/api/src/modules/reminders/sweep';

interface Captured {
  text: string;
  values: unknown[];
}

const [url, userId, childId] = process.argv.slice(2);
if (!url || !userId || !childId)
  throw new Error('usage: scale-probe.ts <database url> <user id> <child id>');
const handle = openPostgres(url, { poolSize: 2 });
const pool = (handle.db as unknown as { $client: pg.Pool }).$client;

/** Runs `work` with the pool's query captured (and, when `dryRun`, not sent). */
async function capture(work: () => Promise<unknown>, dryRun: boolean): Promise<Captured[]> {
  const captured: Captured[] = [];
  const original = pool.query;
  pool.query = function (this: pg.Pool, ...args: unknown[]) {
    const [config, values] = args as [
      string | { text: string; values?: unknown[] },
      unknown[] | undefined,
    ];
    const text = typeof config === 'string' ? config : config.text;
    captured.push({
      text,
      values: (typeof config === 'string' ? undefined : config.values) ?? values ?? [],
    });
    if (dryRun)
      return Promise.resolve({
        rows: [{ inserted: 0 }],
        fields: [],
        rowCount: 0,
        command: 'SELECT',
      });
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof pool.query;
  try {
    await work();
  } finally {
    pool.query = original;
  }
  return captured;
}

async function explain(title: string, statement: Captured) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query(
      `explain (analyze, buffers) ${statement.text}`,
      statement.values,
    );
    console.log(
      `\n=== EXPLAIN (ANALYZE, BUFFERS): ${title}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`,
    );
  } finally {
    await client.query('rollback');
    client.release();
  }
}

const now = new Date();
const [dashboard] = await capture(() => loadDashboardRows(handle.db, userId, childId), false);
await explain("dashboard (loadDashboardRows: the sample parent's child)", dashboard!);
const [sweep] = await capture(() => sweepReminders(handle.db, { now }), true);
await explain('reminder sweep (sweepReminders, rolled back)', sweep!);

const started = performance.now();
const { items } = await sweepReminders(handle.db, { now });
const ms = Math.round(performance.now() - started);
console.log(`\nRESULT ${JSON.stringify({ sweepMs: ms, sweepItems: items })}`);
await handle.close();
