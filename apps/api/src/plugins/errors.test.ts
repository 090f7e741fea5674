import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, DATABASE_UNAVAILABLE } from '../errors';
import { buildApp } from '../app';
import { createTestDatabase } from '../test/database';
import { testEnv } from '../test/app';
import { fixedClock } from '../lib/clock';
import { createDeps } from '../deps';

/** Routes that fail in each way the error handler must cover. */
const failingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/test/validate/',
    {
      schema: {
        body: z.object({
          contact_number: z.string().regex(/^\d{10}$/, 'Please enter valid number'),
        }),
      },
    },
    async () => ({ ok: true }),
  );
  app.get('/api/test/app-error/', async () => {
    throw AppError.tooManyRequests('Too many attempts. Please try again later.', 42);
  });
  app.get('/api/test/field-error/', async () => {
    throw AppError.badRequest('Birth date cannot be in the future').forField('dob');
  });
  app.get('/api/test/crash/', async () => {
    throw new Error('connection string postgres://secret@db leaked');
  });
  // What node-postgres and Drizzle throw when the database cannot serve the request.
  app.get('/api/test/pool-timeout/', async () => {
    throw new Error('timeout exceeded when trying to connect');
  });
  app.get('/api/test/statement-timeout/', async () => {
    throw Object.assign(new Error('Failed query: select …'), {
      cause: Object.assign(new Error('canceling statement due to statement timeout'), {
        code: '57014',
      }),
    });
  });
  app.get(
    '/api/test/bad-response/',
    { schema: { response: { 200: z.object({ n: z.number() }) } } },
    async () => ({ n: 'not a number' }) as never,
  );
};

describe('error handling', () => {
  async function appWithFailingRoutes() {
    const database = await createTestDatabase();
    const logs: string[] = [];
    const app = await buildApp(
      createDeps({ env: testEnv(), database, clock: fixedClock('2026-01-01') }),
      { logLevel: 'info', logStream: { write: (line: string) => logs.push(line) } },
    );
    await app.register(failingRoutes);
    return { app, logs, close: async () => (await app.close(), await database.close()) };
  }

  it('turns every failure into {message, code} with the right status, hiding internals', async () => {
    const { app, logs, close } = await appWithFailingRoutes();
    try {
      const invalid = await app.inject({
        method: 'POST',
        url: '/api/test/validate/',
        payload: { contact_number: '123' },
      });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toEqual({
        message: 'Please enter valid number',
        code: 'validation_failed',
        field: 'contact_number',
      });

      const missing = await app.inject({ method: 'POST', url: '/api/test/validate/', payload: {} });
      expect(missing.json()).toEqual({
        message: 'Contact number is required',
        code: 'validation_failed',
        field: 'contact_number',
      });

      const refused = await app.inject({ method: 'GET', url: '/api/test/field-error/' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        message: 'Birth date cannot be in the future',
        code: 'validation_failed',
        field: 'dob',
      });

      const badJson = await app.inject({
        method: 'POST',
        url: '/api/test/validate/',
        headers: { 'content-type': 'application/json' },
        payload: '{"contact',
      });
      expect(badJson.statusCode).toBe(400);
      expect(badJson.json().code).toBe('validation_failed');
      expect(badJson.json()).not.toHaveProperty('field');

      const limited = await app.inject({ method: 'GET', url: '/api/test/app-error/' });
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBe('42');
      // The wait in the body too, for a screen that counts down; no reason for this limit.
      expect(limited.json()).toEqual({
        message: 'Too many attempts. Please try again later.',
        code: 'rate_limited',
        retry_after_seconds: 42,
      });

      const crash = await app.inject({ method: 'GET', url: '/api/test/crash/' });
      expect(crash.statusCode).toBe(500);
      expect(crash.json()).toEqual({ message: 'Something went wrong', code: 'internal_error' });
      expect(crash.body).not.toContain('secret');

      const badResponse = await app.inject({ method: 'GET', url: '/api/test/bad-response/' });
      expect(badResponse.statusCode).toBe(500);
      expect(badResponse.json().code).toBe('internal_error');

      // The crash is logged in full for operators.
      expect(logs.some((l) => l.includes('connection string'))).toBe(true);
    } finally {
      await close();
    }
  });

  it('never logs tokens, OTPs or phone numbers from the URL', async () => {
    const { app, logs, close } = await appWithFailingRoutes();
    try {
      await app.inject({
        method: 'GET',
        url: '/api/user/login/?contact_number=9876543210&otp=4321&token=supersecrettoken',
        headers: {
          authorization: 'Bearer supersecretbearer',
          cookie: 'access_token=supersecretcookie',
        },
      });
      // What each line says, without the fields every line has: a time in milliseconds or a
      // random request id may hold any four digits, and those are not the OTP.
      const all = logs
        .map((line) => {
          const {
            time: _time,
            pid: _pid,
            reqId: _reqId,
            responseTime: _rt,
            ...rest
          } = JSON.parse(line) as Record<string, unknown>;
          return JSON.stringify(rest, (key, value: unknown) =>
            key === 'reqId' ? undefined : value,
          );
        })
        .join('\n');
      expect(all).toContain('/api/user/login/');
      for (const secret of [
        '9876543210',
        '4321',
        'supersecrettoken',
        'supersecretbearer',
        'supersecretcookie',
      ]) {
        expect(all).not.toContain(secret);
      }
    } finally {
      await close();
    }
  });

  it('answers 503 database_unavailable with Retry-After when the database cannot serve, never 500', async () => {
    const { app, logs, close } = await appWithFailingRoutes();
    try {
      for (const url of ['/api/test/pool-timeout/', '/api/test/statement-timeout/']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(503);
        expect(res.json()).toEqual({ message: DATABASE_UNAVAILABLE, code: 'database_unavailable' });
        expect(res.headers['retry-after']).toBe('5');
      }
      expect(logs.join('\n')).not.toContain('unhandled error');
    } finally {
      await close();
    }
  });
});
