import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import { OTP_POLICY } from '../modules/otp/otp-policy';

/**
 * Gauges read from the database when Prometheus scrapes, one query each. The reminder queue,
 * OTP and payment numbers are shared by every API server and every `npm run worker`: counters
 * kept in one process's memory would miss what the others did (and a worker has no
 * /api/metrics to scrape). Every server therefore reports the same values; aggregate them with
 * max(), not sum(). The reminder queries are bounded by reminder_messages_due_idx; the OTP and
 * payment ones read their whole table (about 0.1 s for a million OTP events) unless otp_events
 * (kind, created_at) and payment_orders (created_at) are indexed.
 */
type DatabaseGauge = {
  name: string;
  help: string;
} & (
  | {
      /** The gauge's one label and every value it takes: each is reported, 0 when no row has it. */
      label: { name: string; values: readonly string[] };
      /** A count per label value. */
      read(db: Database, now: Date): Promise<Record<string, number>>;
    }
  | { label?: undefined; read(db: Database, now: Date): Promise<number> }
);

const REMINDER_STATUSES = ['queued', 'sending', 'sent', 'failed', 'cancelled', 'expired'] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

const at = (moment: Date) => sql`${moment.toISOString()}::timestamptz`;
const before = (now: Date, ms: number) => at(new Date(now.getTime() - ms));

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Rows of (key, n) as a record: `select x as key, count(*)::int as n … group by x`. */
async function countsBy(db: Database, query: SQL): Promise<Record<string, number>> {
  const rows = rowsOf<{ key: string; n: number }>(await db.execute(query));
  return Object.fromEntries(rows.map((r) => [r.key, Number(r.n)]));
}

/** The `value` of a one-row result; 0 when it is null (an aggregate over no rows). */
async function single(db: Database, query: SQL): Promise<number> {
  const [row] = rowsOf<{ value: number | string | null }>(await db.execute(query));
  return Number(row?.value ?? 0);
}

const DATABASE_GAUGES: readonly DatabaseGauge[] = [
  {
    name: 'tika_reminder_queue_messages',
    help: 'Reminder messages waiting to be sent (queued) or claimed by a worker (sending).',
    label: { name: 'status', values: ['queued', 'sending'] },
    // reminder_messages_due_idx (status, send_at): only the rows still in the queue are read.
    read: (db) =>
      countsBy(
        db,
        sql`select status as key, count(*)::int as n from reminder_messages
            where status in ('queued', 'sending') group by status`,
      ),
  },
  {
    name: 'tika_reminder_oldest_due_age_seconds',
    help: 'How long the oldest queued reminder whose time has come (its send time, or its retry time) has waited; 0 when none is due.',
    // Due as the workers' claim has it (modules/reminders/claims.ts), by the app's clock.
    read: (db, now) =>
      single(
        db,
        sql`select extract(epoch from ${at(now)} - min(coalesce(next_attempt_at, send_at)))::float8 as value
            from reminder_messages
            where status = 'queued' and send_at <= ${at(now)}
              and coalesce(next_attempt_at, send_at) <= ${at(now)}`,
      ),
  },
  {
    name: 'tika_reminder_messages_last_24h',
    help: 'Reminder messages whose send time fell in the last 24 hours, by what became of them.',
    label: { name: 'status', values: REMINDER_STATUSES },
    // By send time, which every message has (expired and cancelled ones have no time of their
    // own) and the index orders; a message goes out, if at all, on its own day (send-due.ts).
    read: (db, now) =>
      countsBy(
        db,
        sql`select status as key, count(*)::int as n from reminder_messages
            where status in ('queued', 'sending', 'sent', 'failed', 'cancelled', 'expired')
              and send_at > ${before(now, DAY_MS)} and send_at <= ${at(now)}
            group by status`,
      ),
  },
  {
    name: 'tika_otp_events_last_hour',
    help: 'OTPs sent (send) and wrong codes entered (failure) in the last hour, all numbers together.',
    label: { name: 'kind', values: ['send', 'failure'] },
    // Needs an index on otp_events (kind, created_at) to stay cheap; the kinds are listed for it.
    read: (db, now) =>
      countsBy(
        db,
        sql`select kind as key, count(*)::int as n from otp_events
            where kind in ('send', 'failure') and created_at > ${before(now, OTP_POLICY.windowMs)}
            group by kind`,
      ),
  },
  {
    name: 'tika_otp_locked_numbers',
    help: `Numbers locked now: ${OTP_POLICY.failuresPerHour} or more wrong codes within the hour (otp-policy.ts).`,
    // As otp-service.ts's assertNotLocked counts, for every number at once.
    read: (db, now) =>
      single(
        db,
        sql`select count(*)::int as value from (
              select contact_number from otp_events
              where kind = 'failure' and created_at > ${before(now, OTP_POLICY.windowMs)}
              group by contact_number
              having count(*) >= ${OTP_POLICY.failuresPerHour}
            ) locked`,
      ),
  },
  {
    name: 'tika_payment_orders_last_24h',
    help: 'Payment orders opened in the last 24 hours, by status: paid (captured), failed, or created (not paid yet, or abandoned).',
    label: { name: 'status', values: ['created', 'paid', 'failed'] },
    // Reads the whole table until payment_orders has an index on created_at.
    read: (db, now) =>
      countsBy(
        db,
        sql`select status as key, count(*)::int as n from payment_orders
            where created_at > ${before(now, DAY_MS)} group by status`,
      ),
  },
];

/** Reads one gauge's value now and sets it, every label value included. */
async function report(gauge: Gauge, spec: DatabaseGauge, db: Database, now: Date) {
  if (!spec.label) {
    gauge.set(await spec.read(db, now));
    return;
  }
  const counts = await spec.read(db, now);
  for (const value of spec.label.values)
    gauge.set({ [spec.label.name]: value }, counts[value] ?? 0);
}

/**
 * Adds the database gauges to `registry`. A failed query leaves its gauge without samples for
 * that scrape (so an absent() alert notices) instead of failing the whole scrape, and is logged
 * once until the query works again.
 */
export function registerDatabaseGauges(
  registry: Registry,
  source: { db: Database; clock: Clock; log: FastifyBaseLogger },
) {
  // prom-client collects every gauge at once; these take turns, so a scrape holds at most one
  // connection of the pool it is measuring.
  let previous: Promise<unknown> = Promise.resolve();
  const inTurn = (task: () => Promise<void>) => {
    const done = previous.then(task, task);
    previous = done.catch(() => undefined);
    return done;
  };
  for (const spec of DATABASE_GAUGES) {
    let failing = false;
    const gauge: Gauge = new Gauge({
      name: spec.name,
      help: spec.help,
      labelNames: spec.label ? [spec.label.name] : [],
      registers: [registry],
      collect: async () => {
        try {
          await inTurn(() => report(gauge, spec, source.db, source.clock.now()));
        } catch (err) {
          // No samples at all: reset() alone leaves an unlabelled gauge at 0, which would read
          // as "nothing waiting" exactly when nobody can tell.
          gauge.reset();
          gauge.remove({});
          if (!failing) source.log.warn({ err, metric: spec.name }, 'metrics: query failed');
          failing = true;
          return;
        }
        if (failing) source.log.info({ metric: spec.name }, 'metrics: query works again');
        failing = false;
      },
    });
  }
}
