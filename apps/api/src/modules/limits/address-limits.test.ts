import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { createParent, phoneNumber } from '../../test/factories';
import { createSignInLink } from '../auth/sign-in-links';
import { ADDRESS_LIMITS } from './address-limits';

/** Limits on what anyone may ask without signing in (docs/operations.md, "Limits without a session"). */
const ctx = useTestApp();

const loginOtp = (contactNumber: string, remoteAddress: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/user/login/?contact_number=${contactNumber}`,
    remoteAddress,
  });

async function rowCount(table: string) {
  const result = await ctx.database.db.execute(
    sql`select count(*)::int as n from ${sql.identifier(table)}`,
  );
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
}

describe('limits without a session', () => {
  it('stops one address listing which numbers are registered: the not-registered answer, capped', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++)
      statuses.push((await loginOtp(phoneNumber(), '203.0.113.9')).statusCode);
    const firstRefused = statuses.indexOf(429);
    expect(firstRefused).toBe(ADDRESS_LIMITS.unknown_number.perAddress);
    expect(firstRefused).toBeLessThan(29);
    expect(statuses.slice(0, firstRefused).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(firstRefused).every((s) => s === 429)).toBe(true);
    const refused = await loginOtp(phoneNumber(), '203.0.113.9');
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // Another address is counted on its own, and a registered number there still gets its code.
    expect((await loginOtp(phoneNumber(), '198.51.100.4')).statusCode).toBe(404);
    const parent = await createParent(ctx);
    expect((await loginOtp(parent.contactNumber!, '198.51.100.4')).statusCode).toBe(200);
  });

  it('caps Google sign-ins begun from one address, so the table of states stays bounded', async () => {
    const before = await rowCount('oauth_states');
    const statuses: number[] = [];
    for (let i = 0; i < 200; i++) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/google/start/',
        remoteAddress: '192.0.2.77',
      });
      statuses.push(res.statusCode);
    }
    const { perAddress } = ADDRESS_LIMITS.google_start;
    expect(statuses.filter((s) => s === 200)).toHaveLength(perAddress);
    expect(statuses.filter((s) => s === 429)).toHaveLength(200 - perAddress);
    expect((await rowCount('oauth_states')) - before).toBe(perAddress);
  });

  it('caps sign-in link and Google sign-in attempts per address', async () => {
    for (const [url, payload, limit] of [
      ['/api/auth/link/verify/', { token: 'x'.repeat(43) }, ADDRESS_LIMITS.link_verify.perAddress],
      ['/api/sign_in/', { token: 'not-a-jwt' }, ADDRESS_LIMITS.google_sign_in.perAddress],
    ] as const) {
      const statuses: number[] = [];
      for (let i = 0; i <= limit; i++) {
        const res = await ctx.app.inject({
          method: 'POST',
          url,
          payload,
          remoteAddress: '192.0.2.80',
        });
        statuses.push(res.statusCode);
      }
      expect(
        statuses.slice(0, limit).every((s) => s !== 429),
        url,
      ).toBe(true);
      expect(statuses[limit], url).toBe(429);
    }
  });

  it('never holds back parents who sign in: only failed attempts count', async () => {
    const limit = ADDRESS_LIMITS.link_verify.perAddress;
    for (let i = 0; i < limit + 5; i++) {
      const parent = await createParent(ctx);
      const link = await createSignInLink(ctx.deps, parent.id);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/link/verify/',
        payload: { token: new URL(link.url).searchParams.get('token') },
        remoteAddress: '192.0.2.90',
      });
      expect(res.statusCode).toBe(200);
    }
  });

  it('stores no client address, only a keyed hash of it', async () => {
    await loginOtp(phoneNumber(), '203.0.113.55');
    const result = await ctx.database.db.execute(sql`select counter from request_counters`);
    const counters = (result as unknown as { rows: Array<{ counter: string }> }).rows;
    expect(counters.length).toBeGreaterThan(0);
    expect(counters.map((c) => c.counter).join(' ')).not.toContain('203.0.113');
  });
});
