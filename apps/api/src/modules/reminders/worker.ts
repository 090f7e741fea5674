import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
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
 * Sweeps and sends on a timer, inside the server or as `npm run worker`. Any number may run
 * against one database: sweeps are idempotent and sends are claimed with SKIP LOCKED.
 */
export function startReminderWorker(
  deps: AppDeps,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
  options: ReminderWorkerOptions = {},
) {
  const sweepEvery = options.sweepEveryMs ?? 5 * 60_000;
  const sendEvery = options.sendEveryMs ?? 60_000;
  let running: Promise<void> = Promise.resolve();
  let lastSweep = 0;
  let stopped = false;

  const tick = async () => {
    const now = deps.clock.now();
    if (now.getTime() - lastSweep >= sweepEvery) {
      const { items } = await sweepReminders(deps.database.db, { now });
      lastSweep = now.getTime();
      if (items > 0) log.info({ items }, 'reminders queued');
    }
    const counts = await sendDueReminders(deps);
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
