import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { createParent } from '../test/factories';

/** Request ids (docs/operations.md, "Logs"): on every response, every log line, across processes. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids without a trusted proxy', () => {
  const ctx = useTestApp();
  it('gives each request a UUID of its own, whatever X-Request-Id says', async () => {
    const a = await ctx.app.inject({ method: 'GET', url: '/api/health/live/' });
    const b = await ctx.app.inject({
      method: 'GET',
      url: '/api/health/live/',
      headers: { 'x-request-id': 'made-up-by-a-client' },
    });
    expect(a.headers['x-request-id']).toMatch(UUID);
    expect(b.headers['x-request-id']).toMatch(UUID);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });
});

describe('request ids behind a trusted proxy', () => {
  const logs: string[] = [];
  const ctx = useTestApp({ env: { TRUST_PROXY: '127.0.0.1' }, logs });

  it('keeps the proxy’s X-Request-Id, in the answer and on the log lines, with the parent’s id', async () => {
    const parent = await createParent(ctx);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/no-such-route/',
      headers: { ...parent.headers, 'x-request-id': 'lb-7f3a.42' },
    });
    expect(res.headers['x-request-id']).toBe('lb-7f3a.42');
    const lines = logs.map((l) => JSON.parse(l) as { reqId?: string });
    expect(lines.some((l) => l.reqId === 'lb-7f3a.42')).toBe(true);
  });

  it('puts the parent’s id on the log lines of a signed-in request', async () => {
    const parent = await createParent(ctx);
    logs.length = 0;
    await ctx.app.inject({
      method: 'GET',
      url: `/api/vaccinetracker/dashboard/?child_id=00000000-0000-4000-8000-000000000000`,
      headers: { ...parent.headers, 'x-request-id': 'lb-signed-in' },
    });
    const lines = logs
      .map((l) => JSON.parse(l) as { reqId?: string; userId?: string })
      .filter((l) => l.reqId === 'lb-signed-in');
    expect(lines.some((l) => l.userId === parent.id)).toBe(true);
  });

  it('replaces an X-Request-Id that is not an id (spaces, line breaks, too long)', async () => {
    for (const bad of ['two words', 'a\\nfake log line', 'x'.repeat(200)]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/health/live/',
        headers: { 'x-request-id': bad },
      });
      expect(res.headers['x-request-id'], bad).toMatch(UUID);
    }
  });
});
