import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { buildApp, type App } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { openPostgres } from '../../db/open';
import { createDeps } from '../../deps';
import { fixedClock } from '../../lib/clock';
import { TEST_START, testEnv } from '../../test/app';
import { testDatabaseKind } from '../../test/database';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy';
import { DATABASE_UNAVAILABLE } from '../../errors';

/**
 * Health against a real PostgreSQL behind a proxy that stalls or refuses (health.test.ts mocks
 * the query instead): /api/health/ and /ready answer 503 with a JSON body, never a hang.
 */
interface ProxiedApp {
  app: App;
  proxy: TcpProxy;
  close(): Promise<void>;
}

/** An app whose pool reaches the run's PostgreSQL only through a proxy of its own. */
async function proxiedApp(healthTimeoutMs: number): Promise<ProxiedApp> {
  const { adminUrl } = inject('postgresTemplate');
  const target = new URL(adminUrl);
  const proxy = await startTcpProxy({
    host: target.hostname || 'localhost',
    port: Number(target.port || 5432),
  });
  const viaProxy = new URL(adminUrl);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  // A short connect timeout: a connection opened while the proxy stalls gives up soon after the test.
  const database: DatabaseHandle = openPostgres(viaProxy.toString(), {
    poolSize: 2,
    connectTimeoutMs: 2_000,
  });
  const env = testEnv({ HEALTH_TIMEOUT_MS: String(healthTimeoutMs) });
  const app = await buildApp(createDeps({ env, database, clock: fixedClock(TEST_START) }), {
    logLevel: 'silent',
  });
  await app.ready();
  return {
    app,
    proxy,
    close: async () => {
      await app.close();
      // Cut first: a query the proxy still holds would keep the pool from ending.
      await proxy.close();
      await database.close();
    },
  };
}

/** GET url, timed. */
async function timedGet(app: App, url: string) {
  const started = performance.now();
  const res = await app.inject({ method: 'GET', url });
  return { res, waited: performance.now() - started };
}

const HEALTH_URLS = ['/api/health/', '/api/health/ready/'];

function expectUnavailable(res: Awaited<ReturnType<App['inject']>>, url: string) {
  expect(res.statusCode, url).toBe(503);
  expect(res.headers['content-type'], url).toMatch(/^application\/json/);
  expect(res.json(), url).toEqual({ message: DATABASE_UNAVAILABLE, code: 'database_unavailable' });
  expect(res.headers['retry-after'], url).toBe('5');
}

describe.skipIf(testDatabaseKind !== 'postgres')('health, PostgreSQL behind a proxy', () => {
  describe('when the database stalls', () => {
    const HEALTH_TIMEOUT_MS = 300;
    let ctx: ProxiedApp;
    beforeAll(async () => {
      ctx = await proxiedApp(HEALTH_TIMEOUT_MS);
    });
    afterAll(() => ctx?.close());

    it('is ready while the database answers through the proxy', async () => {
      for (const url of HEALTH_URLS) {
        const { res } = await timedGet(ctx.app, url);
        expect(res.statusCode, url).toBe(200);
        expect(res.json()).toEqual({ status: 'ok', database: 'postgres' });
      }
    });

    it('answers 503 once HEALTH_TIMEOUT_MS passes, stays live, and is ready again when the database is', async () => {
      ctx.proxy.stall();
      for (const url of HEALTH_URLS) {
        const { res, waited } = await timedGet(ctx.app, url);
        expectUnavailable(res, url);
        // The configured 300 ms, with slack for a busy machine; a hang would be the test's timeout.
        expect(waited, url).toBeGreaterThanOrEqual(HEALTH_TIMEOUT_MS - 10);
        expect(waited, url).toBeLessThan(HEALTH_TIMEOUT_MS + 2_000);
      }
      expect((await timedGet(ctx.app, '/api/health/live/')).res.statusCode).toBe(200);

      ctx.proxy.forward();
      expect((await timedGet(ctx.app, '/api/health/')).res.statusCode).toBe(200);
    });
  });

  describe('when the database goes away', () => {
    // Long, so that an answer well inside it can only be the refusal, not the timeout.
    const HEALTH_TIMEOUT_MS = 10_000;
    let ctx: ProxiedApp;
    beforeAll(async () => {
      ctx = await proxiedApp(HEALTH_TIMEOUT_MS);
    });
    afterAll(() => ctx?.close());

    it('answers 503 at once, stays live, and is ready again when the database is back', async () => {
      expect((await timedGet(ctx.app, '/api/health/')).res.statusCode).toBe(200);
      ctx.proxy.refuse();
      for (const url of HEALTH_URLS) {
        const { res, waited } = await timedGet(ctx.app, url);
        expectUnavailable(res, url);
        expect(waited, url).toBeLessThan(HEALTH_TIMEOUT_MS / 2);
      }
      expect((await timedGet(ctx.app, '/api/health/live/')).res.statusCode).toBe(200);

      ctx.proxy.forward();
      expect((await timedGet(ctx.app, '/api/health/')).res.statusCode).toBe(200);
    });
  });
});
