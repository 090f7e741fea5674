import { afterEach, describe, expect, it, vi } from 'vitest';
import { otpEvents, paymentOrders, reminderMessages } from '../db/schema';
import { EnvError } from '../env';
import { testEnv, useTestApp, type TestContext } from '../test/app';
import { createParent, createParentWithChild } from '../test/factories';
import { METRICS_PATH } from './metrics';

/**
 * /api/metrics as Prometheus scrapes it (docs/operations.md, "Metrics"): off without
 * METRICS_TOKEN, refused without the token, and after some traffic the request histogram by
 * route pattern, plus the reminder queue, OTP and payment gauges read from the database.
 */
const TOKEN = 'metrics-token-for-tests-0123456789';
const ctx = useTestApp({ env: { METRICS_TOKEN: TOKEN } });
const off = useTestApp();

const scrape = (app: TestContext['app'], authorization?: string) =>
  app.inject({
    method: 'GET',
    url: METRICS_PATH,
    headers: authorization ? { authorization } : {},
  });

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The sample lines of the text format: `name{label="value",…} number`. */
function samplesOf(body: string): Sample[] {
  return body
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample line: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]),
      );
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

async function scrapeSamples(): Promise<Sample[]> {
  const res = await scrape(ctx.app, `Bearer ${TOKEN}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return samplesOf(res.body);
}

/** The one sample of `name` with these labels (others may be there too); undefined if none. */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}) {
  const found = samples.filter(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match`);
  return found[0]?.value;
}

const minutesAgo = (minutes: number) => new Date(ctx.clock.now().getTime() - minutes * 60_000);

describe('/api/metrics', () => {
  afterEach(() => vi.restoreAllMocks());

  it('does not exist without METRICS_TOKEN', async () => {
    const res = await scrape(off.app, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });

  it('refuses a missing or wrong token with 401 and the usual error body', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', TOKEN, `Basic ${TOKEN}`]) {
      const res = await scrape(ctx.app, authorization);
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json()).toEqual({
        message: 'A valid metrics token is required',
        code: 'unauthenticated',
      });
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    }
  });

  it('refuses a token shorter than 16 characters at start', () => {
    expect(() => testEnv({ METRICS_TOKEN: 'too-short' })).toThrow(EnvError);
    expect(() => testEnv({ METRICS_TOKEN: 'too-short' })).toThrow(/METRICS_TOKEN/);
  });

  it('times requests by route pattern, never by the URL with its ids', async () => {
    const { parent, childId } = await createParentWithChild(ctx);
    const feedToken = 'not-a-real-calendar-feed-token';
    const requests = [
      '/api/config/',
      '/api/config/',
      `/api/vaccinetracker/dashboard/?child_id=${childId}`,
      `/api/calendar/${feedToken}`,
      '/api/no-such-route/',
    ];
    for (const url of requests)
      await ctx.app.inject({ method: 'GET', url, headers: parent.headers });

    const res = await scrape(ctx.app, `Bearer ${TOKEN}`);
    expect(res.body).toContain('tika_http_request_duration_seconds_bucket');
    expect(res.body).not.toContain(childId);
    expect(res.body).not.toContain(feedToken);
    const samples = samplesOf(res.body);
    const count = (route: string, status: string) =>
      valueOf(samples, 'tika_http_request_duration_seconds_count', {
        method: 'GET',
        route,
        status_code: status,
      });
    expect(count('/api/config/', '200')).toBe(2);
    expect(count('/api/vaccinetracker/dashboard/', '200')).toBe(1);
    expect(count('/api/calendar/:feed', '404')).toBe(1);
    expect(count('unmatched', '404')).toBe(1);
    // Every request falls in the +Inf bucket.
    expect(
      valueOf(samples, 'tika_http_request_duration_seconds_bucket', {
        route: '/api/config/',
        status_code: '200',
        le: '+Inf',
      }),
    ).toBe(2);
    // Node's own metrics, under the same prefix.
    expect(valueOf(samples, 'tika_process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(valueOf(samples, 'tika_nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('reports the reminder queue from the database: depth, oldest due age and the last day', async () => {
    const parents = await Promise.all([1, 2, 3, 4].map(() => createParent(ctx)));
    const message = (
      userId: string,
      sendOn: string,
      sendAtMinutesAgo: number,
      rest: Partial<typeof reminderMessages.$inferInsert> = {},
    ) => ({
      userId,
      sendOn,
      sendAt: minutesAgo(sendAtMinutesAgo),
      language: 'en',
      ...rest,
    });
    const [a, b, c, d] = parents.map((p) => p.id) as [string, string, string, string];
    await ctx.database.db.insert(reminderMessages).values([
      // Due two hours ago: the oldest due message.
      message(a, '2026-11-22', 120),
      // Retrying: sent first three hours ago, due again an hour ago.
      message(b, '2026-11-22', 180, { attempts: 1, nextAttemptAt: minutesAgo(60) }),
      // Retrying later: not due yet, whatever its send time.
      message(c, '2026-11-22', 240, { attempts: 1, nextAttemptAt: minutesAgo(-60) }),
      // Tomorrow's: queued, not due.
      message(a, '2026-11-23', -22 * 60),
      message(d, '2026-11-22', 60, { status: 'sending', attempts: 1 }),
      message(b, '2026-11-21', 20 * 60, { status: 'failed', attempts: 5 }),
      message(c, '2026-11-21', 20 * 60, { status: 'sent', attempts: 1, sentAt: minutesAgo(1199) }),
      // Outside the last 24 hours.
      message(d, '2026-11-20', 45 * 60, { status: 'expired' }),
    ]);

    const samples = await scrapeSamples();
    const queue = (status: string) => valueOf(samples, 'tika_reminder_queue_messages', { status });
    expect(queue('queued')).toBe(4);
    expect(queue('sending')).toBe(1);
    expect(valueOf(samples, 'tika_reminder_oldest_due_age_seconds')).toBe(2 * 60 * 60);
    const lastDay = (status: string) =>
      valueOf(samples, 'tika_reminder_messages_last_24h', { status });
    expect(
      Object.fromEntries(
        ['queued', 'sending', 'sent', 'failed', 'cancelled', 'expired'].map((s) => [s, lastDay(s)]),
      ),
    ).toEqual({ queued: 3, sending: 1, sent: 1, failed: 1, cancelled: 0, expired: 0 });
  });

  it('reports OTP sends, wrong codes and locked numbers of the last hour, and payment orders', async () => {
    const parent = await createParent(ctx);
    const event = (contactNumber: string, kind: 'send' | 'failure', minutes: number) => ({
      contactNumber,
      kind,
      ipHash: 'ip',
      createdAt: minutesAgo(minutes),
    });
    await ctx.database.db.insert(otpEvents).values([
      // Ten wrong codes within the hour lock 9000000001; three do not lock 9000000002.
      ...Array.from({ length: 10 }, (_, i) => event('9000000001', 'failure', 5 + i)),
      ...Array.from({ length: 3 }, (_, i) => event('9000000002', 'failure', 5 + i)),
      event('9000000002', 'send', 10),
      event('9000000003', 'send', 50),
      // More than an hour ago: counted nowhere.
      event('9000000002', 'failure', 61),
      event('9000000003', 'send', 90),
    ]);
    const order = (status: 'created' | 'paid' | 'failed', minutes: number, n: number) => ({
      userId: parent.id,
      plan: 'plan_90',
      amountPaise: 42480,
      provider: 'simulated',
      providerOrderId: `order_metrics_${n}`,
      status,
      ...(status === 'paid' ? { paymentId: `pay_metrics_${n}`, paidAt: minutesAgo(minutes) } : {}),
      createdAt: minutesAgo(minutes),
    });
    await ctx.database.db
      .insert(paymentOrders)
      .values([
        order('paid', 30, 1),
        order('paid', 60, 2),
        order('failed', 90, 3),
        order('created', 10, 4),
        order('paid', 25 * 60, 5),
      ]);

    const samples = await scrapeSamples();
    expect(valueOf(samples, 'tika_otp_events_last_hour', { kind: 'send' })).toBe(2);
    expect(valueOf(samples, 'tika_otp_events_last_hour', { kind: 'failure' })).toBe(13);
    expect(valueOf(samples, 'tika_otp_locked_numbers')).toBe(1);
    const orders = (status: string) => valueOf(samples, 'tika_payment_orders_last_24h', { status });
    expect([orders('paid'), orders('failed'), orders('created')]).toEqual([2, 1, 1]);
  });

  it("reports the pool on PostgreSQL, and nothing for PGlite's single connection", async () => {
    const samples = await scrapeSamples();
    const max = valueOf(samples, 'tika_db_pool_max_connections');
    if (ctx.database.kind === 'postgres') {
      expect(max).toBeGreaterThan(0);
      expect(valueOf(samples, 'tika_db_pool_waiting_queries')).toBe(0);
      expect(valueOf(samples, 'tika_db_pool_connections')).toBeGreaterThan(0);
    } else {
      expect(max).toBeUndefined();
    }
  });

  it('runs its queries one at a time, so a scrape holds at most one connection', async () => {
    const { db } = ctx.database;
    const execute = db.execute.bind(db);
    let running = 0;
    let most = 0;
    vi.spyOn(db, 'execute').mockImplementation((async (query: Parameters<typeof execute>[0]) => {
      running += 1;
      most = Math.max(most, running);
      try {
        return await execute(query);
      } finally {
        running -= 1;
      }
    }) as never);
    await scrapeSamples();
    expect(db.execute).toHaveBeenCalledTimes(6);
    expect(most).toBe(1);
  });

  it('still answers when the database does not, without the database gauges', async () => {
    vi.spyOn(ctx.database.db, 'execute').mockRejectedValue(new Error('connect ECONNREFUSED'));
    const samples = await scrapeSamples();
    expect(valueOf(samples, 'tika_reminder_oldest_due_age_seconds')).toBeUndefined();
    expect(valueOf(samples, 'tika_reminder_queue_messages', { status: 'queued' })).toBeUndefined();
    expect(samples.some((s) => s.name === 'tika_http_request_duration_seconds_count')).toBe(true);
  });
});
