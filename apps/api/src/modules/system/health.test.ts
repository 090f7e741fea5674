import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/app';
import { DATABASE_UNAVAILABLE } from '../../errors';

/**
 * Health as an orchestrator reads it (docs/operations.md, "Health"): live is the process alone;
 * ready and /api/health/ ask the database and answer 503 with a JSON body when it is down, or
 * when it stalls past HEALTH_TIMEOUT_MS, never a hang.
 */
const ctx = useTestApp({ env: { HEALTH_TIMEOUT_MS: '200' } });
const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('health', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is live and ready while the database answers', async () => {
    expect((await get('/api/health/live/')).json()).toEqual({ status: 'ok' });
    for (const url of ['/api/health/', '/api/health/ready/']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', database: ctx.database.kind });
    }
  });

  it('answers 503 with a JSON body when the database is down, and stays live', async () => {
    vi.spyOn(ctx.database.db, 'execute').mockRejectedValue(new Error('connect ECONNREFUSED'));
    for (const url of ['/api/health/', '/api/health/ready/']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(503);
      expect(res.json()).toEqual({ message: DATABASE_UNAVAILABLE, code: 'database_unavailable' });
      expect(res.headers['retry-after']).toBe('5');
    }
    expect((await get('/api/health/live/')).statusCode).toBe(200);
  });

  it('answers 503 once HEALTH_TIMEOUT_MS passes when the database stalls, never a hang', async () => {
    vi.spyOn(ctx.database.db, 'execute').mockReturnValue(new Promise(() => {}) as never);
    const started = performance.now();
    const res = await get('/api/health/');
    const waited = performance.now() - started;
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('database_unavailable');
    // The configured 200 ms, with slack for a busy machine; a hang would be the test's timeout.
    expect(waited).toBeGreaterThanOrEqual(190);
    expect(waited).toBeLessThan(2000);
  });
});
