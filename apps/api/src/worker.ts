// `npm run worker`: sweeps and sends reminders in a process of its own. Runs beside servers on
// PostgreSQL (set REMINDER_WORKER=off on them if only workers should send); PGlite allows one
// process, so there the server's own worker does the job.
import { openDatabase } from './db/open';
import { runMigrations } from './db/migrate';
import { createDeps } from './deps';
import { EnvError, parseEnv } from './env';
import { systemClock } from './lib/clock';
import { startReminderWorker } from './modules/reminders/worker';
import { pino } from 'pino';

async function main() {
  const env = parseEnv();
  const log = pino({ level: env.LOG_LEVEL, name: 'reminder-worker' });
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await runMigrations(database);
  const deps = createDeps({ env, database, clock: systemClock });
  const worker = startReminderWorker(deps, log);
  log.info({ database: database.kind, whatsapp: deps.messaging.mode }, 'reminder worker started');
  const stop = async () => {
    await worker.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((err: unknown) => {
  console.error(err instanceof EnvError ? err.message : `The reminder worker could not start: ${(err as Error).message}`);
  process.exit(1);
});
