import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { createParent } from '../test/factories';
import { multipart, SAMPLE_PDF } from '../test/multipart';
import { HSTS_VALUE } from './security';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'tika-security-'));
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><title>Tika</title><div id="root"></div>',
);
fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');

/** The CSP as directive → sources. */
function csp(res: LightMyRequestResponse): Map<string, string[]> {
  const header = res.headers['content-security-policy'];
  expect(header, 'content-security-policy').toBeTypeOf('string');
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** Every security header, on one response. */
function expectSecurityHeaders(res: LightMyRequestResponse, what: string) {
  const policy = csp(res);
  const scripts = policy.get('script-src') ?? policy.get('default-src');
  expect(scripts, `${what}: script-src`).toBeDefined();
  expect(scripts, `${what}: no inline scripts`).not.toContain("'unsafe-inline'");
  expect(scripts, `${what}: no eval`).not.toContain("'unsafe-eval'");
  expect(policy.get('script-src-attr'), `${what}: no inline handlers`).toEqual(["'none'"]);
  expect(policy.get('object-src'), `${what}: object-src`).toEqual(["'none'"]);
  expect(policy.get('base-uri'), `${what}: base-uri`).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors'), `${what}: frame-ancestors`).toEqual(["'none'"]);
  expect(policy.get('worker-src'), `${what}: worker-src`).toEqual(["'self'"]);
  expect(res.headers['x-content-type-options'], `${what}: nosniff`).toBe('nosniff');
  expect(res.headers['referrer-policy'], `${what}: referrer-policy`).toBe('no-referrer');
  expect(res.headers['x-frame-options'], `${what}: x-frame-options`).toBe('DENY');
  expect(res.headers['access-control-allow-origin'], `${what}: no CORS`).toBeUndefined();
  expect(res.headers['access-control-allow-credentials'], `${what}: no CORS`).toBeUndefined();
}

const FOREIGN = { origin: 'https://evil.example' };

describe('security headers (plain http, dev mode)', () => {
  const ctx = useTestApp({ env: { WEB_DIST_DIR: webDist } });

  it('are on every kind of response: API JSON and errors, the SPA, assets, files, the calendar and the docs', async () => {
    const parent = await createParent(ctx, {
      children: [{ name: 'Ira', dob: '2025-01-01', gender: 'girl' }],
    });
    const headers = { ...parent.headers, ...FOREIGN };
    const [child] = (
      await ctx.app.inject({ method: 'GET', url: '/api/vaccinetracker/onboarding/', headers })
    ).json().children;
    const form = multipart(
      { child_id: child.id, purpose: 'Fever', note: 'Rest' },
      { field: 'record', name: 'rx.pdf', type: 'application/pdf', data: SAMPLE_PDF },
    );
    const record = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/vaccinetracker/dashboard/medicalrecords/',
        headers: { ...headers, ...form.headers },
        payload: form.payload,
      })
    ).json().record;
    const feed = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/vaccinetracker/calendar/?child_id=${child.id}`,
        headers,
      })
    ).json().url as string;

    const responses: Array<[string, string, Record<string, string>, number, string]> = [
      ['API JSON', '/api/health/', FOREIGN, 200, 'application/json'],
      ['API JSON of a parent', '/api/user/me/', headers, 200, 'application/json'],
      ['API 404', '/api/no-such-thing/', FOREIGN, 404, 'application/json'],
      [
        'API 400',
        '/api/vaccinetracker/dashboard/?child_id=not-a-uuid',
        headers,
        400,
        'application/json',
      ],
      ['API 401', '/api/user/me/', FOREIGN, 401, 'application/json'],
      ['SPA index.html', '/dashboard', FOREIGN, 200, 'text/html'],
      ['SPA root', '/', FOREIGN, 200, 'text/html'],
      ['static asset', '/assets/app-abc123.js', FOREIGN, 200, 'javascript'],
      ['missing asset', '/assets/gone-000.js', FOREIGN, 404, 'application/json'],
      ['file download', record.record_url, headers, 200, 'application/pdf'],
      ['calendar feed', new URL(feed).pathname, FOREIGN, 200, 'text/calendar'],
      ['OpenAPI docs page', '/api/docs/', FOREIGN, 200, 'text/html'],
      ['Swagger UI script', '/api/docs/static/swagger-initializer.js', FOREIGN, 200, 'javascript'],
      ['OpenAPI JSON', '/api/docs/json', FOREIGN, 200, 'application/json'],
    ];
    for (const [what, url, requestHeaders, status, type] of responses) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: requestHeaders });
      expect(res.statusCode, what).toBe(status);
      expect(res.headers['content-type'], what).toContain(type);
      expectSecurityHeaders(res, what);
      expect(
        res.headers['strict-transport-security'],
        `${what}: no HSTS over http`,
      ).toBeUndefined();
    }
  });

  it("serves the docs page with no inline script, so it runs under the app's policy", async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    const scripts = [...page.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="/);
      expect(body!.trim()).toBe('');
    }
    expect(page.body).not.toMatch(/\son[a-z]+=/i);
  });

  it('gives other origins no CORS: no allow-origin on answers, and preflights are refused', async () => {
    const simple = await ctx.app.inject({ method: 'GET', url: '/api/config/', headers: FOREIGN });
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    for (const url of [
      '/api/config/',
      '/api/user/me/',
      '/api/vaccinetracker/onboarding/',
      '/api/files/x',
    ]) {
      const preflight = await ctx.app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          ...FOREIGN,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type',
        },
      });
      expect(preflight.statusCode, url).toBe(404);
      for (const name of [
        'access-control-allow-origin',
        'access-control-allow-methods',
        'access-control-allow-headers',
        'access-control-allow-credentials',
      ]) {
        expect(preflight.headers[name], `${url}: ${name}`).toBeUndefined();
      }
    }
  });

  it('trusts no X-Forwarded-Proto unless TRUST_PROXY names the proxy, so sends no HSTS for it', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/health/',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('leaves Razorpay out of the policy when payments are simulated', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/dashboard' });
    expect(res.headers['content-security-policy']).not.toContain('razorpay');
  });
});

describe('security headers behind the production proxy', () => {
  // app.inject connects from 127.0.0.1: the proxy on the same machine.
  const ctx = useTestApp({
    env: {
      NODE_ENV: 'production',
      APP_SECRET: 'a-production-secret-of-32-characters!',
      WEB_DIST_DIR: webDist,
      PUBLIC_URL: 'http://localhost:8080',
      TRUST_PROXY: '127.0.0.1',
    },
  });

  it('sends HSTS when the proxy says the request came over https, on pages and API alike', async () => {
    for (const url of ['/api/health/', '/dashboard', '/api/no-such-thing/']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.headers['strict-transport-security'], url).toBe(HSTS_VALUE);
      expectSecurityHeaders(res, url);
    }
  });

  it('sends no HSTS over plain http', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/health/',
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('security headers with an https PUBLIC_URL and real Razorpay', () => {
  const ctx = useTestApp({
    env: {
      WEB_DIST_DIR: webDist,
      PUBLIC_URL: 'https://localhost:8443',
      RAZORPAY_KEY_ID: 'rzp_test_x',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'whsec',
    },
  });

  it('always sends HSTS, and lets in the Razorpay Checkout script and its frames only', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/dashboard' });
    expect(res.headers['strict-transport-security']).toBe(HSTS_VALUE);
    expectSecurityHeaders(res, 'SPA with Razorpay');
    const policy = csp(res);
    expect(policy.get('script-src')).toEqual(["'self'", 'https://checkout.razorpay.com']);
    expect(policy.get('frame-src')).toEqual([
      "'self'",
      'https://api.razorpay.com',
      'https://checkout.razorpay.com',
    ]);
  });
});
