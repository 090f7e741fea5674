import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { createDeps } from '../deps';
import { useTestApp } from '../test/app';
import { createParent, type TestParent } from '../test/factories';
import { createRedisClient, RATE_LIMIT_NAMESPACE } from './rate-limit';

/**
 * The data export is the route with a @fastify/rate-limit limit (10 an hour per parent). Two
 * apps on one database stand for two servers behind a load balancer.
 */
const EXPORT = '/api/user/export/';
const LIMIT = 10;
const REDIS_URL = process.env.TEST_REDIS_URL;
if (!REDIS_URL)
  console.warn(
    'rate-limit.test.ts: TEST_REDIS_URL is not set, so the shared-Redis test is skipped (.ci/run sets it)',
  );

const ctx = useTestApp();
const extraApps: App[] = [];
afterAll(async () => {
  for (const app of extraApps) await app.close();
});

/** Another server on the same database, with its own Redis client (or none). */
async function anotherServer(redis: Redis | null, logs?: string[]): Promise<App> {
  const deps = createDeps({ env: ctx.env, database: ctx.database, clock: ctx.clock }, { redis });
  const logStream =
    logs &&
    new Writable({ write: (chunk: Buffer, _enc, done) => (logs.push(chunk.toString()), done()) });
  const app = await buildApp(
    deps,
    logStream ? { logStream, logLevel: 'warn' } : { logLevel: 'silent' },
  );
  await app.ready();
  extraApps.push(app);
  return app;
}

const exportFrom = (app: App, parent: TestParent) =>
  app.inject({ method: 'GET', url: EXPORT, headers: parent.headers });

async function exportTimes(app: App, parent: TestParent, times: number) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i += 1) statuses.push((await exportFrom(app, parent)).statusCode);
  return statuses;
}

describe('rate limits without REDIS_URL', () => {
  it('has no Redis client, and counts in each server’s own memory', async () => {
    expect(ctx.deps.redis).toBeNull();
    const a = ctx.app;
    const b = await anotherServer(null);
    const parent = await createParent(ctx);
    expect(await exportTimes(a, parent, LIMIT)).toEqual(Array(LIMIT).fill(200));
    expect((await exportFrom(a, parent)).statusCode).toBe(429);
    // B never saw those ten: in-memory counts are per process.
    expect((await exportFrom(b, parent)).statusCode).toBe(200);
  });
});

describe('rate limits when Redis is down', () => {
  it('let requests through (fail-open) and warn once, without the URL', async () => {
    const logs: string[] = [];
    // Nothing listens on port 1: every command fails at once.
    const dead = createRedisClient('redis://:not-logged@127.0.0.1:1');
    const app = await anotherServer(dead, logs);
    const parent = await createParent(ctx);
    expect(await exportTimes(app, parent, LIMIT + 2)).toEqual(Array(LIMIT + 2).fill(200));
    const warnings = logs.filter((line) => line.includes('rate limits are not enforced'));
    expect(warnings).toHaveLength(1);
    expect(logs.join('')).not.toContain('not-logged');
    dead.disconnect();
  });
});

describe.skipIf(!REDIS_URL)(
  `rate limits shared through Redis (TEST_REDIS_URL${REDIS_URL ? '' : ' is not set: skipped; .ci/run sets it'})`,
  () => {
    // Each run counts under its own prefix, so runs (and leftovers) never meet.
    const prefix = `tika-test:${process.pid}-${randomBytes(4).toString('hex')}:`;
    const clients: Redis[] = [];
    const client = () => {
      const redis = createRedisClient(REDIS_URL!, { keyPrefix: prefix });
      clients.push(redis);
      return redis;
    };
    afterAll(async () => {
      if (!REDIS_URL) return;
      const admin = new Redis(REDIS_URL);
      const keys = await admin.keys(`${prefix}*`);
      if (keys.length) await admin.del(...keys);
      await admin.quit();
      for (const redis of clients) await redis.quit().catch(() => undefined);
    });

    it('counts a parent’s requests across two servers: the 11th, on the other server, is 429', async () => {
      const a = await anotherServer(client());
      const b = await anotherServer(client());
      const parent = await createParent(ctx);
      expect(await exportTimes(a, parent, LIMIT)).toEqual(Array(LIMIT).fill(200));
      const refused = await exportFrom(b, parent);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

      // The count is in Redis under the run's prefix and the route's namespace, keyed by parent.
      const admin = new Redis(REDIS_URL!);
      const [key] = await admin.keys(`${prefix}${RATE_LIMIT_NAMESPACE}GET${EXPORT}*${parent.id}`);
      expect(key).toBeDefined();
      expect(Number(await admin.get(key!))).toBe(LIMIT + 1);
      await admin.quit();

      // Another parent has a count of their own.
      const other = await createParent(ctx);
      expect((await exportFrom(b, other)).statusCode).toBe(200);
    });
  },
);
