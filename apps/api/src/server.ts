import { pino } from 'pino';
import { buildApp } from './app';
import { createDeps } from './deps';
import { openDatabaseAtStart } from './db/open-at-start';
import { DatabaseUnreachableError } from './db/wait-for-database';
import { EnvError, isDevEndpointsEnabled, parseEnv } from './env';
import { systemClock } from './lib/clock';
import { describeStorage, localStorageWarning } from './adapters/storage';
import { ORPHAN_SWEEP_EVERY_MS, sweepOrphanFilesInTurn } from './modules/files/orphan-sweep';
import { startReminderWorker } from './modules/reminders/worker';

async function main() {
  const env = parseEnv();
  // The app's logger exists only once the database is open: until then, lines of the same shape.
  const database = await openDatabaseAtStart(env, pino({ level: env.LOG_LEVEL }));
  const deps = createDeps({ env, database, clock: systemClock });
  const app = await buildApp(deps);

  // Files left by a crash between an upload's file and its row: at start, then every 6 hours
  // (on S3, one server of all of them per period).
  const sweep = () =>
    sweepOrphanFilesInTurn(deps).then(
      ({ removed }) =>
        removed > 0 && app.log.warn({ removed }, 'removed uploaded files that no record points at'),
      (err: unknown) => app.log.error({ err }, 'orphan file sweep failed'),
    );
  const orphanSweeps = setInterval(() => void sweep(), ORPHAN_SWEEP_EVERY_MS).unref();

  let reminders: ReturnType<typeof startReminderWorker> | null = null;
  let stopping = false;
  // Stop taking connections, let the requests in flight finish (plugins/drain.ts), and only
  // then close Redis and the database they use.
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: shutting down`);
    clearInterval(orphanSweeps);
    await reminders?.stop();
    await app.close();
    await deps.redis?.quit().catch(() => undefined);
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  // After listen: a large files folder must not hold up the first health check.
  void sweep();
  reminders = env.REMINDER_WORKER === 'in-server' ? startReminderWorker(deps, app.log) : null;
  app.log.info(
    `Tika is serving ${env.PUBLIC_URL} (database: ${database.kind}, storage: ${describeStorage(env)}, ` +
      `deletion ledger: ${deps.deletionLedger.where})`,
  );
  const storageWarning = localStorageWarning(env);
  if (storageWarning) app.log.warn(storageWarning);
  // Say plainly which integrations are real and which are dev stand-ins.
  app.log.info(
    {
      whatsapp: deps.messaging.mode,
      google: deps.google?.mode ?? 'off',
      rateLimits: deps.redis ? 'redis' : 'memory',
    },
    'integrations',
  );
  if (isDevEndpointsEnabled(env))
    app.log.warn(
      `NODE_ENV=${env.NODE_ENV}: dev stand-ins and /api/dev/* are on; set NODE_ENV=production where parents can reach the server`,
    );
  if (isDevEndpointsEnabled(env) && env.ALLOW_DEV_ON_NETWORK)
    app.log.error(
      `ALLOW_DEV_ON_NETWORK=1: dev mode is listening on ${env.HOST} for ${env.PUBLIC_URL}; anyone who can reach it can sign in as anyone`,
    );
  if (deps.messaging.mode === 'unconfigured')
    app.log.warn('WhatsApp is not configured: OTPs and reminders cannot be sent');
}

main().catch((err: unknown) => {
  if (err instanceof EnvError || err instanceof DatabaseUnreachableError) {
    console.error(err.message);
  } else {
    console.error('Tika could not start:', err);
  }
  process.exit(1);
});
