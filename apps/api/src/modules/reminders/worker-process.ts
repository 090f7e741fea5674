import { pino } from 'pino';
import { openDatabaseAtStart } from '../../db/open-at-start';
import { createDeps } from '../../deps';
import { parseEnv } from '../../env';
import { type Clock, systemClock } from '../../lib/clock';
import { type ReminderWorkerOptions, startReminderWorker } from './worker';

export interface WorkerProcessOptions {
  /** How long the PostgreSQL pool keeps an unused connection; pg's 10 s unless a test shortens it. */
  poolIdleMs?: number;
  clock?: Clock;
  worker?: Omit<ReminderWorkerOptions, 'keepProcessAlive'>;
}

/**
 * `npm run worker`: sweeps and sends reminders in a process of its own until SIGTERM or
 * SIGINT. The worker's timer is what keeps this process running: the database pool closes
 * its idle connections after `poolIdleMs`, and an unref'd timer would then let Node exit
 * (with code 0, as if all were well). On a signal the pass under way finishes, the database
 * closes, and the process exits 0.
 */
export async function runWorkerProcess(options: WorkerProcessOptions = {}) {
  const env = parseEnv();
  const log = pino({ level: env.LOG_LEVEL, name: 'reminder-worker' });
  const database = await openDatabaseAtStart(env, log, { idleTimeoutMs: options.poolIdleMs });
  const deps = createDeps({ env, database, clock: options.clock ?? systemClock });
  const worker = startReminderWorker(deps, log, { ...options.worker, keepProcessAlive: true });
  log.info({ database: database.kind, whatsapp: deps.messaging.mode }, 'reminder worker started');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: finishing the current pass, then stopping`);
    let code = 0;
    try {
      await worker.stop();
      await database.close();
    } catch (err) {
      log.error({ err }, 'the reminder worker did not stop cleanly');
      code = 1;
    }
    log.info('reminder worker stopped');
    process.exit(code);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}
