import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema, publicConfigSchema } from '@tika/contract';
import { checkHealth } from './check-health';
import { readPublicConfig } from './read-public-config';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health/',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: healthResponseSchema },
      },
    },
    async () => checkHealth(app.deps),
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
