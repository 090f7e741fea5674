import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  childSchema,
  childrenListResponseSchema,
  createChildBodySchema,
  deleteChildBodySchema,
  LIMITS,
  messageResponseSchema,
  updateChildBodySchema,
} from '@tika/contract';
import { deleteChild } from './delete-child';
import { updateChild } from './update-child';
import { audit } from '../../lib/audit';
import { currentAuth } from '../../plugins/auth';
import { moduleRouteSchemas } from '../../plugins/route-schema';
import { listChildren, toChild } from './children-repository';
import { createChild } from './create-child';

const routeSchema = moduleRouteSchemas({
  tag: 'children',
  session: true,
  errors: [400, 401, 404, 409],
});

export const childrenRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  app.addHook('onRequest', app.requireSession);

  app.get(
    '/api/vaccinetracker/onboarding/',
    {
      schema: routeSchema({
        summary: "The parent's children",
        response: { 200: childrenListResponseSchema },
      }),
    },
    async (request) => ({
      children: (await listChildren(deps.database.db, currentAuth(request).userId)).map(toChild),
    }),
  );

  app.post(
    '/api/vaccinetracker/onboarding/',
    {
      schema: routeSchema({
        summary: `Add a child (at most ${LIMITS.maxChildren})`,
        body: createChildBodySchema,
        response: { 201: childSchema },
      }),
    },
    async (request, reply) => {
      const { userId } = currentAuth(request);
      const child = await createChild(deps, userId, request.body);
      audit(request.log, 'child_added', { userId, childId: child.id });
      return reply.status(201).send(child);
    },
  );

  app.put(
    '/api/vaccinetracker/onboarding/',
    {
      schema: routeSchema({
        summary: "Change a child's name, birth date or schedule",
        body: updateChildBodySchema,
        response: { 200: z.object({ message: z.string(), child: childSchema }) },
      }),
    },
    async (request) => updateChild(deps, currentAuth(request).userId, request.body),
  );

  app.delete(
    '/api/vaccinetracker/onboarding/',
    {
      schema: routeSchema({
        summary: 'Delete a child and all their records (not the only child)',
        body: deleteChildBodySchema,
        response: { 200: messageResponseSchema },
      }),
    },
    async (request) => {
      const { userId } = currentAuth(request);
      const deleted = await deleteChild(deps, userId, request.body.child_id);
      audit(request.log, 'child_deleted', { userId, childId: request.body.child_id });
      return deleted;
    },
  );
};
