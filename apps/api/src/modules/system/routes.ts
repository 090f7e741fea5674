import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema, liveResponseSchema, publicConfigSchema } from '@tika/contract';
import { checkHealth } from './check-health';
import { readPublicConfig } from './read-public-config';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  // /api/health/ and /ready: the database answers within HEALTH_TIMEOUT_MS, else 503 at once.
  for (const url of ['/api/health/', '/api/health/ready/']) {
    app.get(
      url,
      {
        schema: {
          tags: ['system'],
          summary: 'Readiness: the database answers in time (503 when it is down or stalls)',
          response: { 200: healthResponseSchema },
        },
      },
      async () => checkHealth(app.deps),
    );
  }

  app.get(
    '/api/health/live/',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness: the process answers (no database)',
        response: { 200: liveResponseSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/config/',
    {
      schema: {
        tags: ['system'],
        summary: 'Public settings the web app needs at start',
        response: { 200: publicConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return readPublicConfig(app.deps);
    },
  );
};
