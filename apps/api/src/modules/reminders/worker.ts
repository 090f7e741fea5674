import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import { claimPeriodicRun } from '../../db/periodic-jobs';
import { pruneExpired } from '../retention/prune-expired';
import { sendDueReminders } from './send-due';
import { sweepReminders } from './sweep';

export interface ReminderWorkerOptions {
  sweepEveryMs?: number;
  sendEveryMs?: number;
  /**
   * Whether the timer alone keeps the process running. Off (the default) inside the server,
   * which its listening socket keeps alive and which must be free to exit once that closes;
   * on for `npm run worker`, where nothing else does once the pool's idle connections close.
   */
  keepProcessAlive?: boolean;
}

/**
 * Sweeps and sends on a timer, inside the server or as `npm run worker`, and prunes expired
 * sign-in rows. Any number may run against one database: one of them sweeps per period and one
 * prunes per hour (claimPeriodicRun), and each message is
 * claimed by one worker, under its id, and sent once (docs/decisions/0017-reminder-delivery.md).
 */
export function startReminderWorker(
  deps: AppDeps,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
  options: ReminderWorkerOptions = {},
) {
  const sweepEvery = options.sweepEveryMs ?? 5 * 60_000;
  // Sign-in and delivery rows past their use (modules/retention), once an hour for the install.
  const pruneEvery = 60 * 60_000;
  const sendEvery = options.sendEveryMs ?? 60_000;
  // Names this worker on its claims: the host and process, for an operator reading the table.
  const workerId = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const tick = async () => {
    if (await claimPeriodicRun(deps.database.db, 'reminder_sweep', sweepEvery)) {
      const { items } = await sweepReminders(deps.database.db, { now: deps.clock.now() });
      if (items > 0) log.info({ items }, 'reminders queued');
    }
    if (await claimPeriodicRun(deps.database.db, 'retention', pruneEvery)) {
      const deleted = await pruneExpired(deps.database.db, deps.clock.now());
      if (Object.values(deleted).some((n) => n > 0)) log.info({ deleted }, 'expired rows pruned');
    }
    const counts = await sendDueReminders(deps, { workerId });
    if (Object.values(counts).some((n) => n > 0)) log.info(counts, 'reminders processed');
  };
  const run = () => {
    if (stopped) return;
    running = running
      .then(tick)
      .catch((error: unknown) => log.error({ err: error }, 'reminder worker pass failed'));
  };

  run();
  const timer = setInterval(run, sendEvery);
  if (!options.keepProcessAlive) timer.unref();
  return {
    /** Whether the worker's timer holds the process open (see keepProcessAlive). */
    get keepsProcessAlive() {
      return timer.hasRef();
    },
    /** No new passes; resolves once the pass under way (if any) has finished. */
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
