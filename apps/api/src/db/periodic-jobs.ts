import { sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * Whether this process should start `job` now: true for exactly one caller per `everyMs`,
 * however many processes ask (the conditional update of periodic_jobs is the leader election;
 * docs/decisions/0017-reminder-delivery.md). Time is the database's, the same for every caller.
 */
export async function claimPeriodicRun(db: Database, job: string, everyMs: number) {
  const result = await db.execute(sql`
    insert into periodic_jobs (job, started_at) values (${job}, clock_timestamp())
    on conflict (job) do update set started_at = clock_timestamp()
      where periodic_jobs.started_at <= clock_timestamp() - make_interval(secs => ${everyMs / 1000})
    returning job
  `);
  return (result as unknown as { rows: unknown[] }).rows.length === 1;
}
