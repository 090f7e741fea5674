// The standalone reminder worker exactly as `npm run worker` starts it, with a short pool idle
// timeout, a quick send interval and a clock started at a given moment, for worker-process.test.ts to run as a process.
import { runningClockFrom } from '../../lib/clock';
import { runWorkerProcess } from './worker-process';

const now = process.env.WORKER_TEST_NOW;
await runWorkerProcess({
  poolIdleMs: Number(process.env.WORKER_TEST_POOL_IDLE_MS),
  clock: now ? runningClockFrom(now) : undefined,
  // Longer than the idle timeout, as in production (a minute against 10 s): the pool empties between passes.
  worker: { sendEveryMs: 5 * Number(process.env.WORKER_TEST_POOL_IDLE_MS) },
});
