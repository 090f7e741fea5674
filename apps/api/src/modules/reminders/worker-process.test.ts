import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addOffset } from '@tika/contract';
import { devOutbox } from '../../db/schema';
import { TEST_START, useTestApp } from '../../test/app';
import { testDatabaseKind } from '../../test/database';
import { createParent } from '../../test/factories';
import { isRunning, useWorkerProcesses, waitUntil } from '../../test/worker-processes';
import { startReminderWorker } from './worker';
import { sweepReminders } from './sweep';

const POOL_IDLE_MS = 100;
const ctx = useTestApp({ now: TEST_START });
const startWorkerProcess = useWorkerProcesses(ctx, { now: TEST_START, poolIdleMs: POOL_IDLE_MS });

describe('the standalone reminder worker (npm run worker)', () => {
  it(
    'keeps running once the database pool has closed its idle connections, and stops cleanly on SIGTERM',
    { timeout: 90_000 },
    async () => {
      const worker = await startWorkerProcess();
      // Several pool idle timeouts: an unref'd timer would have let the process exit (with code 0) by now.
      await sleep(POOL_IDLE_MS * 8);
      expect(isRunning(worker), worker.output()).toBe(true);

      worker.child.kill('SIGTERM');
      const code = await Promise.race([worker.exited, sleep(5_000).then(() => 'still running')]);
      expect(code, worker.output()).toBe(0);
      expect(worker.output()).toContain('reminder worker stopped');
    },
  );

  it.skipIf(testDatabaseKind !== 'postgres')(
    'sends a reminder that comes due after the pool went idle',
    { timeout: 90_000 },
    async () => {
      const worker = await startWorkerProcess();
      await sleep(POOL_IDLE_MS * 8);

      // A baby with the 6-week doses due in 7 days; queued now, at 12:00 in India.
      const parent = await createParent(ctx, {
        children: [
          { name: 'Aarav', dob: addOffset(TEST_START.slice(0, 10), { days: -35 }), gender: 'boy' },
        ],
      });
      expect(
        (await sweepReminders(ctx.database.db, { now: ctx.clock.now() })).items,
      ).toBeGreaterThan(0);

      const sent = () =>
        ctx.database.db
          .select()
          .from(devOutbox)
          .where(and(eq(devOutbox.to, parent.contactNumber!), eq(devOutbox.kind, 'reminder')));
      await waitUntil(
        async () => (await sent()).length > 0,
        () => `nothing sent:\n${worker.output()}`,
      );
      expect((await sent()).map((m) => m.text)).toEqual([
        expect.stringContaining('Aarav: DTwP/DTaP 1'),
      ]);
      expect(isRunning(worker)).toBe(true);
      worker.child.kill('SIGTERM');
      expect(await worker.exited).toBe(0);
    },
  );

  it('holds the process open only when it runs on its own, not inside the server', async () => {
    const log = { info: () => undefined, error: () => undefined };
    const inServer = startReminderWorker(ctx.deps, log);
    const standalone = startReminderWorker(ctx.deps, log, { keepProcessAlive: true });
    expect(inServer.keepsProcessAlive).toBe(false);
    expect(standalone.keepsProcessAlive).toBe(true);
    await Promise.all([inServer.stop(), standalone.stop()]);
  });
});
