import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { sha256 } from '../../lib/crypto';
import { useTestApp } from '../../test/app';
import { createParent } from '../../test/factories';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './sessions-repository';
import { getMe } from '../../test/requests';

const DAY = 24 * 60 * 60 * 1000;

describe('sessions', () => {
  const ctx = useTestApp();
  const me = (headers: Record<string, string>) => getMe(ctx, headers);
  const verify = (token: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/token/verify/', payload: { token } });

  it('stores only a hash of the token', async () => {
    const parent = await createParent(ctx);
    const rows = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, parent.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(sha256(parent.token));
    expect(rows[0]!.tokenHash).not.toContain(parent.token);
  });

  it('verifies live tokens and refuses unknown ones', async () => {
    const parent = await createParent(ctx);
    expect((await verify(parent.token)).json()).toEqual({ valid: true });
    const bad = await verify('not-a-real-token');
    expect(bad.statusCode).toBe(401);
    expect(bad.json().code).toBe('unauthenticated');
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/token/verify/', payload: {} })).statusCode,
    ).toBe(400);
  });

  it('answers 401 without a token or with a malformed header', async () => {
    expect((await me({})).statusCode).toBe(401);
    expect((await me({ authorization: 'Basic abc' })).statusCode).toBe(401);
    expect((await me({ authorization: 'Bearer ' })).statusCode).toBe(401);
  });

  it('revokes the session on logout, and only that one', async () => {
    const parent = await createParent(ctx);
    const second = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      headers: parent.headers,
    });
    expect(second.statusCode).toBe(200);
    expect((await me(parent.headers)).statusCode).toBe(401);
    expect((await verify(parent.token)).statusCode).toBe(401);
  });

  it('ends a session after 30 idle days, and after 90 days whatever happens', async () => {
    const idle = await createParent(ctx);
    ctx.clock.advance(SESSION_IDLE_MS - DAY);
    expect((await me(idle.headers)).statusCode).toBe(200);
    // It was just used, so the idle clock restarted.
    ctx.clock.advance(SESSION_IDLE_MS - DAY);
    expect((await me(idle.headers)).statusCode).toBe(200);
    ctx.clock.advance(SESSION_IDLE_MS + DAY);
    expect((await me(idle.headers)).statusCode).toBe(401);

    const busy = await createParent(ctx);
    for (let elapsed = 0; elapsed < SESSION_ABSOLUTE_MS - 10 * DAY; elapsed += 10 * DAY) {
      ctx.clock.advance(10 * DAY);
      expect((await me(busy.headers)).statusCode).toBe(200);
    }
    ctx.clock.advance(11 * DAY);
    expect((await me(busy.headers)).statusCode).toBe(401);
  });
});

describe('the access_token cookie', () => {
  const ctx = useTestApp();
  const cookie = (token: string) => `access_token=${encodeURIComponent(token)}`;

  it('is accepted for same-origin requests', async () => {
    const parent = await createParent(ctx);
    const bySite = await getMe(ctx, {
      cookie: cookie(parent.token),
      'sec-fetch-site': 'same-origin',
    });
    expect(bySite.statusCode).toBe(200);
    const byOrigin = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/update-profile/',
      headers: { cookie: cookie(parent.token), origin: 'http://localhost:8080' },
      payload: { first_name: 'Meera' },
    });
    expect(byOrigin.statusCode).toBe(200);
  });

  it('is ignored for reads from another site, and a cross-site write is refused with 403', async () => {
    const parent = await createParent(ctx, { firstName: 'Asha' });
    const read = await getMe(ctx, { cookie: cookie(parent.token), 'sec-fetch-site': 'cross-site' });
    expect(read.statusCode).toBe(401);
    const write = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/update-profile/',
      headers: {
        cookie: cookie(parent.token),
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
      payload: { first_name: 'Hacked' },
    });
    expect(write.statusCode).toBe(403);
    const after = await getMe(ctx, parent.headers);
    expect(after.json().user.first_name).toBe('Asha');
  });

  it('is not enough on its own when the browser says nothing about the origin', async () => {
    const parent = await createParent(ctx);
    const res = await getMe(ctx, { cookie: cookie(parent.token) });
    expect(res.statusCode).toBe(401);
  });

  it('gives way to the bearer header, which works from anywhere', async () => {
    const parent = await createParent(ctx);
    const res = await getMe(ctx, { ...parent.headers, origin: 'https://other.example' });
    expect(res.statusCode).toBe(200);
  });
});
