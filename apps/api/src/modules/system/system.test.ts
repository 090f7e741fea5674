import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../test/database';
import { useTestApp } from '../../test/app';

describe('system endpoints', () => {
  // The issuer points at a closed local port: discovery fails at once, and never leaves the machine.
  const ctx = useTestApp({
    env: {
      WHATSAPP_CHAT_NUMBER: '919876543210',
      GOOGLE_CLIENT_ID: 'cid',
      GOOGLE_CLIENT_SECRET: 'sec',
      GOOGLE_ISSUER: 'http://127.0.0.1:9/',
    },
  });

  it('reports health and which database answers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: testDatabaseKind });
  });

  it('serves the health check without the trailing slash too', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
  });

  it('gives the SPA its public settings and no secrets', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/config/' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      google_client_id: 'cid',
      google_authorize_url: null,
      whatsapp_chat_url: 'https://wa.me/919876543210',
      marketing_url: 'https://tika.health',
      razorpay_key_id: null,
      payments: 'simulated',
      dev_mode: true,
      // Google is configured here; WhatsApp has a chat number but no sender, so its stand-in answers.
      dev_stand_ins: { whatsapp: true, google: false },
    });
    expect(JSON.stringify(body)).not.toContain('sec');
  });

  it('answers unknown API paths with a JSON 404 in the error shape', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/does-not-exist/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: 'No route for GET /api/does-not-exist/',
      code: 'not_found',
    });
  });

  it('sends security headers on API responses', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health/' });
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('publishes an OpenAPI document generated from the schemas', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/health/'].get.responses['200']).toBeDefined();
    expect(doc.paths['/api/config/']).toBeDefined();
  });
});

describe('which sign-in stand-ins the config reports', () => {
  const readConfig = async (ctx: ReturnType<typeof useTestApp>) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/config/' })).json();

  describe('in development with nothing configured', () => {
    const ctx = useTestApp();
    it('reports both stand-ins', async () => {
      expect(await readConfig(ctx)).toMatchObject({
        dev_mode: true,
        dev_stand_ins: { whatsapp: true, google: true },
      });
    });
  });

  describe('in development with WhatsApp configured', () => {
    const ctx = useTestApp({
      env: { WHATSAPP_TOKEN: 'token', WHATSAPP_PHONE_NUMBER_ID: '12345' },
    });
    it('reports only the Google stand-in', async () => {
      expect((await readConfig(ctx)).dev_stand_ins).toEqual({ whatsapp: false, google: true });
    });
  });

  describe('in production', () => {
    const ctx = useTestApp({
      env: { NODE_ENV: 'production', APP_SECRET: 'a-production-secret-of-32-characters!' },
    });
    it('reports none', async () => {
      expect(await readConfig(ctx)).toMatchObject({
        dev_mode: false,
        dev_stand_ins: { whatsapp: false, google: false },
      });
    });
  });
});
