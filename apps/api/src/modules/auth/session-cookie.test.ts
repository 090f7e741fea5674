import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { encodeDevCode } from '../../adapters/identity/dev-google';
import { type TestContext, useTestApp } from '../../test/app';
import { createParent, lastOtpTo, phoneNumber, type TestParent } from '../../test/factories';
import { bearer, getMe } from '../../test/requests';
import { SESSION_ABSOLUTE_MS } from './sessions-repository';
import { createSignInLink } from './sign-in-links';

const DAY = 24 * 60 * 60 * 1000;
const NINETY_DAYS_S = SESSION_ABSOLUTE_MS / 1000;

/** Every Set-Cookie header of an answer, as a list. */
function setCookies(res: LightMyRequestResponse): string[] {
  const header = res.headers['set-cookie'];
  if (header === undefined) return [];
  return Array.isArray(header) ? header : [header];
}

const sessionCookieOf = (res: LightMyRequestResponse) =>
  setCookies(res).filter((c) => c.startsWith('access_token='));

const sameOrigin = (token: string) => ({
  cookie: `access_token=${token}`,
  'sec-fetch-site': 'same-origin',
});

/** The sign-in link's token, used up through the route the web calls. */
async function signInByLink(ctx: TestContext, parent: TestParent) {
  const { url } = await createSignInLink(ctx.deps, parent.id);
  const token = new URL(url).searchParams.get('token')!;
  return ctx.app.inject({ method: 'POST', url: '/api/auth/link/verify/', payload: { token } });
}

/** A Google sign-in through the dev stand-in, in one browser (the binding cookie it keeps). */
async function signInWithGoogle(ctx: TestContext, email: string) {
  const start = await ctx.app.inject({ method: 'GET', url: '/api/auth/google/start/' });
  const binding = setCookies(start)[0]!.split(';')[0]!;
  const state = new URL(start.json().authorize_url).searchParams.get('state')!;
  const query = new URLSearchParams({ code: encodeDevCode({ email }), state });
  return ctx.app.inject({
    method: 'GET',
    url: `/api/auth/google/?${query}`,
    headers: { cookie: binding },
  });
}

async function sendOtp(ctx: TestContext, url: string, headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
}

describe('the access_token cookie the server sets', () => {
  const ctx = useTestApp();

  /** Every route that starts a session, each signing in a parent of its own. */
  const SIGN_INS: Array<[string, () => Promise<LightMyRequestResponse>]> = [
    [
      'POST /api/user/login/ (WhatsApp OTP)',
      async () => {
        const parent = await createParent(ctx);
        await sendOtp(ctx, `/api/user/login/?contact_number=${parent.contactNumber}`);
        const otp = await lastOtpTo(ctx, parent.contactNumber!);
        return ctx.app.inject({
          method: 'POST',
          url: '/api/user/login/',
          payload: { contact_number: parent.contactNumber, otp },
        });
      },
    ],
    [
      'POST /api/user/otp/verify/ (login)',
      async () => {
        const parent = await createParent(ctx);
        await sendOtp(ctx, `/api/user/login/?contact_number=${parent.contactNumber}`);
        const otp = await lastOtpTo(ctx, parent.contactNumber!);
        return ctx.app.inject({
          method: 'POST',
          url: '/api/user/otp/verify/',
          payload: { contact_number: parent.contactNumber, otp, process: 'login' },
        });
      },
    ],
    [
      'POST /api/verify-contact-number/ (the rotated session of a changed number)',
      async () => {
        const parent = await createParent(ctx);
        const number = phoneNumber();
        await sendOtp(ctx, `/api/verify-contact-number/?contact_number=${number}`, parent.headers);
        const otp = await lastOtpTo(ctx, number);
        return ctx.app.inject({
          method: 'POST',
          url: '/api/verify-contact-number/',
          headers: parent.headers,
          payload: { contact_number: number, otp },
        });
      },
    ],
    [
      'POST /api/user/otp/verify/ (changing the number)',
      async () => {
        const parent = await createParent(ctx);
        const number = phoneNumber();
        await sendOtp(ctx, `/api/verify-contact-number/?contact_number=${number}`, parent.headers);
        const otp = await lastOtpTo(ctx, number);
        return ctx.app.inject({
          method: 'POST',
          url: '/api/user/otp/verify/',
          headers: parent.headers,
          payload: { contact_number: number, otp, process: 'update' },
        });
      },
    ],
    [
      'POST /api/auth/link/verify/ (WhatsApp sign-in link)',
      async () => signInByLink(ctx, await createParent(ctx)),
    ],
    ['GET /api/auth/google/ (Google)', () => signInWithGoogle(ctx, 'cookie-google@example.com')],
    [
      'POST /api/sign_in/ (Google ID token)',
      () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/sign_in/',
          payload: { token: encodeDevCode({ email: 'cookie-idtoken@example.com' }) },
        }),
    ],
  ];

  it.each(SIGN_INS)(
    '%s: HttpOnly, SameSite=Lax, the whole site, the session’s 90 days',
    async (_route, signIn) => {
      const res = await signIn();
      expect(res.statusCode, res.body).toBe(200);
      const token: string = res.json().access_token;
      // Served over http (development, these tests): not Secure, or the browser would drop it.
      expect(sessionCookieOf(res)).toEqual([
        `access_token=${token}; Path=/; Max-Age=${NINETY_DAYS_S}; HttpOnly; SameSite=Lax`,
      ]);
      // The cookie alone is a session on our own site.
      expect((await getMe(ctx, sameOrigin(token))).statusCode).toBe(200);
    },
  );

  describe('for sessions that began without it', () => {
    it('comes with the first bearer request, for what is left of the session', async () => {
      const parent = await createParent(ctx);
      ctx.clock.advance(10 * DAY);
      const res = await getMe(ctx, parent.headers);
      expect(res.statusCode).toBe(200);
      expect(sessionCookieOf(res)).toEqual([
        `access_token=${parent.token}; Path=/; Max-Age=${NINETY_DAYS_S - 10 * 24 * 60 * 60}; HttpOnly; SameSite=Lax`,
      ]);
    });

    it('is not set again while the browser has it, and replaces one of another session', async () => {
      const parent = await createParent(ctx);
      const withIt = await getMe(ctx, {
        ...parent.headers,
        cookie: `access_token=${parent.token}`,
      });
      expect(sessionCookieOf(withIt)).toEqual([]);
      const stale = await getMe(ctx, { ...parent.headers, cookie: 'access_token=an-older-token' });
      expect(sessionCookieOf(stale)[0]).toMatch(new RegExp(`^access_token=${parent.token};`));
    });

    it('is never set by a request the cookie signed in, nor by one refused', async () => {
      const parent = await createParent(ctx);
      expect(sessionCookieOf(await getMe(ctx, sameOrigin(parent.token)))).toEqual([]);
      const refused = await getMe(ctx, bearer('not-a-session'));
      expect(refused.statusCode).toBe(401);
      expect(setCookies(refused)).toEqual([]);
    });
  });

  describe('POST /api/auth/logout/', () => {
    const logout = (headers: Record<string, string> = {}) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/logout/', headers });
    const CLEARED = [
      'access_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
      'tika_google_signin=; Path=/api/auth/google; Max-Age=0; HttpOnly; SameSite=Lax',
    ];

    it('ends the session and clears every cookie the server sets', async () => {
      const parent = await createParent(ctx);
      const res = await logout(parent.headers);
      expect(res.statusCode).toBe(200);
      expect(setCookies(res)).toEqual(CLEARED);
      expect((await getMe(ctx, parent.headers)).statusCode).toBe(401);
    });

    it('ends the session the cookie carries on a same-origin request', async () => {
      const parent = await createParent(ctx);
      const res = await logout(sameOrigin(parent.token));
      expect(res.statusCode).toBe(200);
      expect(setCookies(res)).toEqual(CLEARED);
      expect((await getMe(ctx, parent.headers)).statusCode).toBe(401);
    });

    it('still clears the cookies once the session has ended, or without any token', async () => {
      const parent = await createParent(ctx);
      await logout(parent.headers);
      for (const res of [
        await logout(parent.headers),
        await logout(sameOrigin(parent.token)),
        await logout(),
      ]) {
        expect(res.statusCode).toBe(200);
        expect(setCookies(res)).toEqual(CLEARED);
      }
    });

    it('refuses a cookie-only logout from another site, which ends nothing', async () => {
      const parent = await createParent(ctx);
      const res = await logout({
        cookie: `access_token=${parent.token}`,
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      });
      expect(res.statusCode).toBe(403);
      expect((await getMe(ctx, parent.headers)).statusCode).toBe(200);
    });
  });
});

describe('the cookies over https', () => {
  const ctx = useTestApp({ env: { PUBLIC_URL: 'https://tika.localhost' } });

  it('are Secure when the public URL is https, set and cleared alike', async () => {
    const parent = await createParent(ctx);
    const res = await signInByLink(ctx, parent);
    expect(res.statusCode).toBe(200);
    expect(sessionCookieOf(res)).toEqual([
      `access_token=${res.json().access_token}; Path=/; Max-Age=${NINETY_DAYS_S}; HttpOnly; SameSite=Lax; Secure`,
    ]);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      headers: bearer(res.json().access_token),
    });
    for (const cookie of setCookies(out)) expect(cookie).toMatch(/; Max-Age=0; .*; Secure$/);
    expect(setCookies(out)).toHaveLength(2);
  });
});
