import { count, eq } from 'drizzle-orm';
import { OAuth2Issuer, OAuth2Server, type MutableToken } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { encodeDevCode } from '../../adapters/identity/dev-google';
import { type TestContext, useTestApp } from '../../test/app';
import { createParent } from '../../test/factories';
import { insertUser } from '../account/users-repository';
import { bearer, getMe } from '../../test/requests';

const CLIENT_ID = 'tika-test-client';
const REDIRECT_URI = 'http://localhost:8080/onboarding';

interface Claims {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  [claim: string]: unknown;
}

/** The callback's query string as the SPA sends it. */
function callbackUrl(
  code: string,
  state: string,
  referralCode?: string,
  language?: string,
): string {
  const query = new URLSearchParams({ code, state });
  if (referralCode !== undefined) query.set('referral_code', referralCode);
  if (language !== undefined) query.set('language', language);
  return `/api/auth/google/?${query}`;
}

/** A browser: it keeps the cookie the start endpoint sets, and sends it back with the callback. */
class Browser {
  cookie: string | null = null;
  /** Each browser is a client of its own, counted on its own by the per-address limits. */
  private readonly address = `198.18.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 254) + 1}`;
  constructor(private readonly ctx: TestContext) {}

  private headers() {
    return this.cookie ? { cookie: this.cookie } : {};
  }

  async start() {
    const res = await this.ctx.app.inject({
      method: 'GET',
      url: '/api/auth/google/start/',
      headers: this.headers(),
      remoteAddress: this.address,
    });
    const setCookie = res.headers['set-cookie'];
    if (typeof setCookie === 'string') this.cookie = setCookie.split(';')[0]!;
    return res;
  }

  finish(code: string, state: string, referralCode?: string, language?: string) {
    return this.ctx.app.inject({
      method: 'GET',
      url: callbackUrl(code, state, referralCode, language),
      headers: this.headers(),
      remoteAddress: this.address,
    });
  }
}

async function countRows(ctx: TestContext, table: typeof sessions | typeof users): Promise<number> {
  const [row] = await ctx.database.db.select({ n: count() }).from(table);
  return row!.n;
}

async function userRow(ctx: TestContext, id: string) {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

async function userBySub(ctx: TestContext, sub: string) {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.googleSub, sub));
  return row;
}

describe('Google sign-in against a local OIDC provider', () => {
  const server = new OAuth2Server();
  /** The claims the provider puts into the next tokens it signs (the ID token among them). */
  let claims: Claims = { sub: 'unset' };

  beforeAll(async () => {
    await server.issuer.keys.generate('RS256');
    await server.start(0, '127.0.0.1');
    server.service.on('beforeTokenSigning', (token: MutableToken) => {
      Object.assign(token.payload, claims);
    });
  });
  afterAll(async () => {
    server.service.removeAllListeners('beforeTokenSigning');
    if (server.listening) await server.stop();
  });

  const ctx = useTestApp({
    env: () => ({
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: 'tika-test-secret',
      GOOGLE_ISSUER: server.issuer.url!,
    }),
  });

  const issuerUrl = () => server.issuer.url!;
  const browser = new Browser(ctx);

  async function start(from = browser): Promise<URL> {
    const res = await from.start();
    expect(res.statusCode).toBe(200);
    return new URL(res.json().authorize_url);
  }

  /** The provider's step: the mock "consents" at once and redirects back with a code. */
  async function authorize(authorizeUrl: URL): Promise<{ code: string; state: string }> {
    const res = await fetch(authorizeUrl, { redirect: 'manual' });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
    return { code: location.searchParams.get('code')!, state: location.searchParams.get('state')! };
  }

  /** The whole round trip for an account with these claims. */
  async function signIn(as: Claims, referralCode?: string, language?: string) {
    claims = as;
    const { code, state } = await authorize(await start());
    return browser.finish(code, state, referralCode, language);
  }

  /** An ID token the browser would hold, minted by the local issuer. */
  function idToken(
    as: Claims,
    options: { issuer?: OAuth2Issuer; aud?: string; expiresIn?: number } = {},
  ) {
    return (options.issuer ?? server.issuer).buildToken({
      expiresIn: options.expiresIn,
      scopesOrTransform: (_header, payload) =>
        Object.assign(payload, { aud: options.aud ?? CLIENT_ID }, as),
    });
  }

  it('starts with the provider URL carrying scope, state, nonce and an S256 PKCE challenge', async () => {
    const url = await start();
    expect(`${url.origin}${url.pathname}`).toBe(`${issuerUrl()}/authorize`);
    const params = url.searchParams;
    expect(params.get('client_id')).toBe(CLIENT_ID);
    expect(params.get('response_type')).toBe('code');
    expect(params.get('scope')).toBe('openid email profile');
    expect(params.get('prompt')).toBe('select_account');
    expect(params.get('access_type')).toBe('offline');
    expect(params.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('state')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(params.get('nonce')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(params.get('nonce')).not.toBe(params.get('state'));

    // Every start is a fresh attempt.
    const again = await start();
    expect(again.searchParams.get('state')).not.toBe(params.get('state'));
    expect(again.searchParams.get('nonce')).not.toBe(params.get('nonce'));
    expect(again.searchParams.get('code_challenge')).not.toBe(params.get('code_challenge'));
  });

  it('creates the account from the ID token on the first sign-in', async () => {
    const res = await signIn({
      sub: 'google-asha',
      email: 'Asha.Rao@Example.com',
      email_verified: true,
      given_name: 'Asha',
      family_name: 'Rao',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      access_token: expect.any(String),
      user: {
        first_name: 'Asha',
        last_name: 'Rao',
        email: 'asha.rao@example.com',
        contact_number: null,
        contact_verified: false,
        referral_code: expect.stringMatching(/^[A-Z0-9]{8}$/),
        signup_referral_code: null,
        time_zone: 'Asia/Kolkata',
        home_state: null,
        language: 'en',
      },
      is_verified: false,
      children: [],
      children_count: 0,
    });

    const me = await getMe(ctx, bearer(body.access_token));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      user: {
        first_name: 'Asha',
        last_name: 'Rao',
        email: 'asha.rao@example.com',
        referral_code: body.user.referral_code,
      },
      children_count: 0,
    });

    const row = await userBySub(ctx, 'google-asha');
    expect(row).toMatchObject({
      email: 'asha.rao@example.com',
      firstSignedInAt: ctx.clock.now(),
      referredByUserId: null,
    });
  });

  it('signs the same Google account into the same parent again, with a new token', async () => {
    const profile = {
      sub: 'google-same',
      email: 'same@example.com',
      email_verified: true,
      given_name: 'Meera',
      family_name: 'Iyer',
    };
    const first = await signIn(profile);
    expect(first.statusCode).toBe(200);
    const usersBefore = await countRows(ctx, users);

    // Names changed at Google do not overwrite the parent's own.
    const second = await signIn({ ...profile, given_name: 'Changed', family_name: 'Elsewhere' });
    expect(second.statusCode).toBe(200);
    expect(second.json().user).toEqual(first.json().user);
    expect(second.json().access_token).not.toBe(first.json().access_token);
    expect(await countRows(ctx, users)).toBe(usersBefore);

    for (const token of [first.json().access_token, second.json().access_token]) {
      const me = await getMe(ctx, bearer(token));
      expect(me.statusCode).toBe(200);
      expect(me.json().user.referral_code).toBe(first.json().user.referral_code);
    }
  });

  it('keeps an unverified e-mail off the account', async () => {
    const res = await signIn({
      sub: 'google-unverified',
      email: 'unverified@example.com',
      email_verified: false,
      given_name: 'Ravi',
      family_name: 'K',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ first_name: 'Ravi', last_name: 'K', email: null });
  });

  it('refuses a replayed code and state without creating a session', async () => {
    claims = {
      sub: 'google-replay',
      email: 'replay@example.com',
      email_verified: true,
      given_name: 'Riya',
      family_name: 'Shah',
    };
    const { code, state } = await authorize(await start());
    const first = await browser.finish(code, state);
    expect(first.statusCode).toBe(200);

    const sessionsBefore = await countRows(ctx, sessions);
    const usersBefore = await countRows(ctx, users);
    const replay = await browser.finish(code, state);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ message: expect.any(String), code: 'invalid_state' });
    expect(await countRows(ctx, sessions)).toBe(sessionsBefore);
    expect(await countRows(ctx, users)).toBe(usersBefore);
  });

  it('refuses a state it never issued', async () => {
    claims = {
      sub: 'google-forged',
      email: 'forged@example.com',
      email_verified: true,
      given_name: 'F',
      family_name: 'G',
    };
    const { code } = await authorize(await start());
    const sessionsBefore = await countRows(ctx, sessions);
    const res = await browser.finish(code, 'made-up-state-value-0123456789');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_state');
    expect(await countRows(ctx, sessions)).toBe(sessionsBefore);
    expect(await userBySub(ctx, 'google-forged')).toBeUndefined();
  });

  it('ties the attempt to this browser with an httpOnly, SameSite=Lax cookie scoped to the Google endpoints', async () => {
    const fresh = new Browser(ctx);
    const res = await fresh.start();
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^tika_google_signin=[A-Za-z0-9_-]{43}; /);
    expect(setCookie).toContain('; Path=/api/auth/google;');
    expect(setCookie).toContain('; HttpOnly');
    expect(setCookie).toContain('; SameSite=Lax');
    expect(setCookie).toContain('; Max-Age=600');
    // The state in the URL is not the secret the cookie holds.
    expect(new URL(res.json().authorize_url).searchParams.get('state')).not.toBe(
      fresh.cookie!.split('=')[1],
    );
  });

  it("refuses an attacker's code and state opened in another browser, and signs nobody in (login CSRF)", async () => {
    const attacker = new Browser(ctx);
    claims = {
      sub: 'google-attacker',
      email: 'attacker@example.com',
      email_verified: true,
      given_name: 'Mallory',
      family_name: 'X',
    };
    const { code, state } = await authorize(await start(attacker));
    const sessionsBefore = await countRows(ctx, sessions);

    // The victim opens the link: first with no sign-in of their own under way, then with one.
    const victim = new Browser(ctx);
    const withoutCookie = await victim.finish(code, state);
    expect(withoutCookie.statusCode).toBe(400);
    expect(withoutCookie.json()).toEqual({ message: expect.any(String), code: 'invalid_state' });
    await start(victim);
    const withOwnCookie = await victim.finish(code, state);
    expect(withOwnCookie.statusCode).toBe(400);
    expect(withOwnCookie.json().code).toBe('invalid_state');
    const forgedCookie = new Browser(ctx);
    forgedCookie.cookie = 'tika_google_signin=not-the-right-value';
    expect((await forgedCookie.finish(code, state)).statusCode).toBe(400);

    expect(await countRows(ctx, sessions)).toBe(sessionsBefore);
    expect(await userBySub(ctx, 'google-attacker')).toBeUndefined();

    // Only the browser that started it can finish it.
    expect((await attacker.finish(code, state)).statusCode).toBe(200);
  });

  it('lets one browser run two sign-ins at once (two tabs): the cookie is kept, not replaced', async () => {
    const twoTabs = new Browser(ctx);
    claims = {
      sub: 'google-tabs',
      email: 'tabs@example.com',
      email_verified: true,
      given_name: 'T',
      family_name: 'B',
    };
    const first = await authorize(await start(twoTabs));
    const cookie = twoTabs.cookie;
    const second = await authorize(await start(twoTabs));
    expect(twoTabs.cookie).toBe(cookie);
    expect((await twoTabs.finish(second.code, second.state)).statusCode).toBe(200);
    expect((await twoTabs.finish(first.code, first.state)).statusCode).toBe(200);
  });

  it('refuses a state older than ten minutes', async () => {
    claims = {
      sub: 'google-slow',
      email: 'slow@example.com',
      email_verified: true,
      given_name: 'S',
      family_name: 'L',
    };
    const { code, state } = await authorize(await start());
    ctx.clock.advance(11 * 60 * 1000);
    const res = await browser.finish(code, state);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_state');
    expect(await userBySub(ctx, 'google-slow')).toBeUndefined();
  });

  it('refuses an ID token whose nonce is not the one sent, and uses the state up', async () => {
    claims = {
      sub: 'google-nonce',
      email: 'nonce@example.com',
      email_verified: true,
      given_name: 'N',
      family_name: 'O',
      nonce: 'someone-elses-nonce',
    };
    const { code, state } = await authorize(await start());
    const sessionsBefore = await countRows(ctx, sessions);
    const res = await browser.finish(code, state);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('google_failed');
    expect(await countRows(ctx, sessions)).toBe(sessionsBefore);
    expect(await userBySub(ctx, 'google-nonce')).toBeUndefined();

    const retry = await browser.finish(code, state);
    expect(retry.json().code).toBe('invalid_state');
  });

  it('refuses an ID token issued to another client', async () => {
    claims = {
      sub: 'google-other-aud',
      email: 'aud@example.com',
      email_verified: true,
      given_name: 'A',
      family_name: 'U',
      aud: 'someone-else',
    };
    const res = await signIn(claims);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('google_failed');
    expect(await userBySub(ctx, 'google-other-aud')).toBeUndefined();
  });

  it("starts a new parent in the device's language; later sign-ins keep the parent's", async () => {
    const profile = {
      sub: 'google-hindi',
      email: 'hindi@example.com',
      email_verified: true,
      given_name: 'Meera',
    };
    const first = await signIn(profile, undefined, 'hi');
    expect(first.statusCode).toBe(200);
    expect(first.json().user.language).toBe('hi');
    const later = await signIn(profile, undefined, 'en');
    expect(later.json().user.language).toBe('hi');
    expect(await userBySub(ctx, 'google-hindi')).toMatchObject({ reminderLanguage: 'hi' });
  });

  describe('referrals', () => {
    it('records the referrer on the first sign-in and never changes it later', async () => {
      const a = await createParent(ctx);
      const b = await createParent(ctx);
      const codeA = (await userRow(ctx, a.id)).referralCode;
      const codeB = (await userRow(ctx, b.id)).referralCode;
      const profile = {
        sub: 'google-referred',
        email: 'referred@example.com',
        email_verified: true,
        given_name: 'Kavya',
        family_name: 'N',
      };

      const first = await signIn(profile, codeA.toLowerCase());
      expect(first.statusCode).toBe(200);
      expect(first.json().user.signup_referral_code).toBe(codeA.toLowerCase());
      const row = (await userBySub(ctx, 'google-referred'))!;
      expect(row.referredByUserId).toBe(a.id);

      const later = await signIn(profile, codeB);
      expect(later.statusCode).toBe(200);
      expect(later.json().user.signup_referral_code).toBe(codeA.toLowerCase());
      expect(await userRow(ctx, row.id)).toMatchObject({
        referredByUserId: a.id,
        signupReferralCode: codeA.toLowerCase(),
      });
    });

    it.each([
      ['a short code', 'ABC'],
      ['a campaign code with - and _', 'asha_camp-2026'],
      ['the longest code', 'R'.repeat(32)],
    ])('keeps %s nobody has on the new parent, as given', async (_label, code) => {
      const sub = `google-kept-ref-${code.length}`;
      const res = await signIn(
        {
          sub,
          email: `${sub}@example.com`,
          email_verified: true,
          given_name: 'U',
          family_name: 'R',
        },
        code,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().user.signup_referral_code).toBe(code);
      const me = await getMe(ctx, bearer(res.json().access_token));
      expect(me.json().user.signup_referral_code).toBe(code);
      expect(await userBySub(ctx, sub)).toMatchObject({
        signupReferralCode: code,
        referredByUserId: null,
      });
    });

    it.each([
      ['an over-long code', 'A'.repeat(33)],
      ['a code with symbols', 'AB<script>'],
      ['a code with a space', 'AB 12'],
    ])('signs in and records no referral for %s', async (_label, badCode) => {
      const sub = `google-bad-ref-${badCode.length}-${badCode.charCodeAt(2)}`;
      const res = await signIn(
        {
          sub,
          email: `${sub}@example.com`,
          email_verified: true,
          given_name: 'B',
          family_name: 'R',
        },
        badCode,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().access_token).toEqual(expect.any(String));
      expect(await userBySub(ctx, sub)).toMatchObject({
        referredByUserId: null,
        signupReferralCode: null,
      });
    });

    it('does not let a parent refer themselves', async () => {
      // An account known by its e-mail but never signed in: Google sign-in links to it.
      const own = await insertUser(ctx.database.db, {
        firstName: 'Self',
        lastName: 'Ref',
        email: 'self@example.com',
      });
      const res = await signIn(
        {
          sub: 'google-self',
          email: 'self@example.com',
          email_verified: true,
          given_name: 'Other',
          family_name: 'Name',
        },
        own.referralCode,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({
        first_name: 'Self',
        last_name: 'Ref',
        referral_code: own.referralCode,
      });
      const row = await userRow(ctx, own.id);
      expect(row.googleSub).toBe('google-self');
      expect(row.referredByUserId).toBeNull();
      expect(row.firstSignedInAt).not.toBeNull();
    });
  });

  describe('POST /api/sign_in/ with an ID token', () => {
    it('signs in with a token from the issuer, recording a referral', async () => {
      const referrer = await createParent(ctx);
      const code = (await userRow(ctx, referrer.id)).referralCode;
      const token = await idToken({
        sub: 'google-idtoken',
        email: 'idtoken@example.com',
        email_verified: true,
        given_name: 'Tara',
        family_name: 'M',
      });
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/sign_in/',
        payload: { token, referral_code: code },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ access_token: expect.any(String) });

      const me = await getMe(ctx, bearer(res.json().access_token));
      expect(me.statusCode).toBe(200);
      expect(me.json().user).toMatchObject({
        first_name: 'Tara',
        last_name: 'M',
        email: 'idtoken@example.com',
      });
      expect((await userBySub(ctx, 'google-idtoken'))!.referredByUserId).toBe(referrer.id);
    });

    it('signs in once per ID token: the same token again is refused', async () => {
      const token = await idToken({
        sub: 'google-replayed',
        email: 'replayed@example.com',
        email_verified: true,
        given_name: 'Ria',
        family_name: 'K',
      });
      const signIn = () =>
        ctx.app.inject({ method: 'POST', url: '/api/sign_in/', payload: { token } });
      expect((await signIn()).statusCode).toBe(200);
      const replayed = await signIn();
      expect(replayed.statusCode).toBe(401);
      expect(replayed.json().code).toBe('unauthenticated');
    });

    it('finds the same parent the code flow created', async () => {
      const viaCode = await signIn({
        sub: 'google-both',
        email: 'both@example.com',
        email_verified: true,
        given_name: 'Both',
        family_name: 'Ways',
      });
      const token = await idToken({
        sub: 'google-both',
        email: 'both@example.com',
        email_verified: true,
      });
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/sign_in/',
        payload: { token },
      });
      expect(res.statusCode).toBe(200);
      const me = await getMe(ctx, bearer(res.json().access_token));
      expect(me.json().user.referral_code).toBe(viaCode.json().user.referral_code);
    });

    it('refuses a token for another audience', async () => {
      const token = await idToken(
        { sub: 'google-wrong-aud', email: 'wrong-aud@example.com', email_verified: true },
        { aud: 'another-client' },
      );
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/sign_in/',
        payload: { token },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('unauthenticated');
      expect(await userBySub(ctx, 'google-wrong-aud')).toBeUndefined();
    });

    it('refuses a token signed by another key, even with the right issuer and audience', async () => {
      const impostor = new OAuth2Issuer();
      impostor.url = issuerUrl();
      await impostor.keys.generate('RS256');
      const token = await idToken(
        { sub: 'google-impostor', email: 'impostor@example.com', email_verified: true },
        { issuer: impostor },
      );
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/sign_in/',
        payload: { token },
      });
      expect(res.statusCode).toBe(401);
      expect(await userBySub(ctx, 'google-impostor')).toBeUndefined();
    });

    it('refuses a token from another issuer', async () => {
      const other = new OAuth2Server();
      await other.issuer.keys.generate('RS256');
      await other.start(0, '127.0.0.1');
      try {
        const token = await idToken(
          { sub: 'google-other-issuer', email: 'other-issuer@example.com', email_verified: true },
          { issuer: other.issuer },
        );
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/sign_in/',
          payload: { token },
        });
        expect(res.statusCode).toBe(401);
      } finally {
        await other.stop();
      }
      expect(await userBySub(ctx, 'google-other-issuer')).toBeUndefined();
    });

    it('refuses an expired token', async () => {
      const token = await idToken(
        { sub: 'google-expired', email: 'expired@example.com', email_verified: true },
        { expiresIn: -120 },
      );
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/sign_in/',
        payload: { token },
      });
      expect(res.statusCode).toBe(401);
    });

    it('refuses something that is not a token', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/sign_in/',
        payload: { token: 'not-a-jwt' },
      });
      expect(res.statusCode).toBe(401);
    });
  });

  it('tells the SPA the client id and the provider authorization endpoint', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/config/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      google_client_id: CLIENT_ID,
      google_authorize_url: `${issuerUrl()}/authorize`,
    });
    expect(res.body).not.toContain('tika-test-secret');
  });
});

describe('Google sign-in with the dev stand-in (no Google configured)', () => {
  const ctx = useTestApp();
  const browser = new Browser(ctx);

  async function startState(from = browser): Promise<string> {
    const res = await from.start();
    expect(res.statusCode).toBe(200);
    const authorizeUrl: string = res.json().authorize_url;
    expect(authorizeUrl.startsWith('http://localhost:8080/dev/google?')).toBe(true);
    const url = new URL(authorizeUrl);
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    return url.searchParams.get('state')!;
  }

  it('signs in with a dev code and the real state', async () => {
    const state = await startState();
    const code = encodeDevCode({
      email: 'dev@example.com',
      given_name: 'Dev',
      family_name: 'Parent',
    });
    const res = await browser.finish(code, state);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user: {
        first_name: 'Dev',
        last_name: 'Parent',
        email: 'dev@example.com',
        contact_number: null,
        contact_verified: false,
      },
      is_verified: false,
      children: [],
      children_count: 0,
    });
    const me = await getMe(ctx, bearer(res.json().access_token));
    expect(me.statusCode).toBe(200);

    const replay = await browser.finish(code, state);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('invalid_state');
  });

  it('still needs a state it issued', async () => {
    const code = encodeDevCode({ email: 'dev2@example.com' });
    const res = await browser.finish(code, 'made-up-state-value-0123456789');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_state');
  });

  it('refuses a dev code and state opened in another browser', async () => {
    const state = await startState();
    const code = encodeDevCode({ email: 'dev-csrf@example.com' });
    const sessionsBefore = await countRows(ctx, sessions);
    const elsewhere = new Browser(ctx);
    expect((await elsewhere.finish(code, state)).json().code).toBe('invalid_state');
    await startState(elsewhere);
    const res = await elsewhere.finish(code, state);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_state');
    expect(await countRows(ctx, sessions)).toBe(sessionsBefore);
    expect(
      await ctx.database.db.select().from(users).where(eq(users.email, 'dev-csrf@example.com')),
    ).toEqual([]);
  });

  it('refuses a code that is not a dev code', async () => {
    const res = await browser.finish('real-looking-code', await startState());
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('google_failed');
  });

  it('reports the stand-in in the public config', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/config/' });
    expect(res.json()).toMatchObject({
      google_client_id: 'dev-google-client',
      google_authorize_url: 'http://localhost:8080/dev/google',
    });
  });
});

describe('Google sign-in served over https', () => {
  const ctx = useTestApp({ env: { PUBLIC_URL: 'https://tika.localhost' } });

  it('marks the browser-binding cookie Secure', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/google/start/' });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
  });
});
