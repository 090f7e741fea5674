// `npm run reminders:sweep -- --date YYYY-MM-DD [--send]`: one sweep for every parent as if it
// were that date (tests, and operators checking what a day queues); --send also runs one send
// pass now. It cannot make up a past day: messages go out only on their own day, 09:00–20:00 in
// the parent's time zone, so a past date's are queued only to expire unsent (decision 0011).
// Without --date it is the same sweep the worker runs every few minutes.
import { parseArgs } from 'node:util';
import { isIsoDate } from '@tika/contract';
import { openDatabase } from './db/open';
import { postgresOptionsFromEnv } from './db/postgres-options';
import { runMigrations } from './db/migrate';
import { createDeps } from './deps';
import { EnvError, parseEnv } from './env';
import { systemClock } from './lib/clock';
import { sendDueReminders } from './modules/reminders/send-due';
import { sweepReminders } from './modules/reminders/sweep';

async function main() {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((a) => a !== 'reminders-sweep'),
    options: { date: { type: 'string' }, send: { type: 'boolean', default: false } },
  });
  if (values.date !== undefined && !isIsoDate(values.date))
    throw new EnvError('--date must be a date as YYYY-MM-DD');
  const env = parseEnv();
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    postgres: postgresOptionsFromEnv(env),
  });
  try {
    await runMigrations(database);
    const { items } = await sweepReminders(database.db, {
      now: systemClock.now(),
      asOf: values.date,
    });
    console.log(`Queued ${items} reminder item(s)${values.date ? ` as of ${values.date}` : ''}.`);
    if (values.send) {
      const counts = await sendDueReminders(createDeps({ env, database, clock: systemClock }));
      console.log(`Send pass: ${JSON.stringify(counts)}`);
    }
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(
    err instanceof EnvError ? err.message : `The sweep failed: ${(err as Error).message}`,
  );
  process.exit(1);
});
