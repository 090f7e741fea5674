import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  childSchema,
  childrenListResponseSchema,
  createChildBodySchema,
  deleteChildBodySchema,
  errorResponseSchema,
  LIMITS,
  messageResponseSchema,
  updateChildBodySchema,
} from '@tika/contract';
import { deleteChild } from './delete-child';
import { updateChild } from './update-child';
import { currentAuth } from '../../plugins/auth';
import { listChildren, toChild } from './children-repository';
import { createChild } from './create-child';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

export const childrenRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  app.addHook('onRequest', app.requireSession);

  app.get(
    '/api/vaccinetracker/onboarding/',
    {
      schema: {
        tags: ['children'],
        summary: "The parent's children",
        security: [{ bearer: [] }],
        response: { 200: childrenListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      children: (await listChildren(deps.database.db, currentAuth(request).userId)).map(toChild),
    }),
  );

  app.post(
    '/api/vaccinetracker/onboarding/',
    {
      schema: {
        tags: ['children'],
        summary: `Add a child (at most ${LIMITS.maxChildren})`,
        security: [{ bearer: [] }],
        body: createChildBodySchema,
        response: { 201: childSchema, ...errors },
      },
    },
    async (request, reply) => {
      const child = await createChild(deps, currentAuth(request).userId, request.body);
      return reply.status(201).send(child);
    },
  );

  app.put(
    '/api/vaccinetracker/onboarding/',
    {
      schema: {
        tags: ['children'],
        summary: "Change a child's name, birth date or schedule",
        security: [{ bearer: [] }],
        body: updateChildBodySchema,
        response: { 200: z.object({ message: z.string(), child: childSchema }), ...errors },
      },
    },
    async (request) => updateChild(deps, currentAuth(request).userId, request.body),
  );

  app.delete(
    '/api/vaccinetracker/onboarding/',
    {
      schema: {
        tags: ['children'],
        summary: 'Delete a child and all their records (not the only child)',
        security: [{ bearer: [] }],
        body: deleteChildBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => deleteChild(deps, currentAuth(request).userId, request.body.child_id),
  );
};
