import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  messageResponseSchema,
  meResponseSchema,
  nextOnboardingStep,
  profileStatusResponseSchema,
  publicUserSchema,
  updateProfileBodySchema,
} from '@tika/contract';
import { currentAuth } from '../../plugins/auth';
import { deleteAccount } from './delete-account';
import { getMe } from './get-me';
import { updateProfile } from './update-profile';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema };

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  app.addHook('onRequest', app.requireSession);

  app.get(
    '/api/user/me/',
    {
      schema: {
        tags: ['account'],
        summary: 'The signed-in parent',
        security: [{ bearer: [] }],
        response: { 200: meResponseSchema, ...errors },
      },
    },
    async (request) => getMe(deps, currentAuth(request).userId),
  );

  app.get(
    '/api/user/check-profile-status/',
    {
      schema: {
        tags: ['account'],
        summary: 'Where session start sends this parent',
        security: [{ bearer: [] }],
        response: { 200: profileStatusResponseSchema, ...errors },
      },
    },
    async (request) => {
      const me = await getMe(deps, currentAuth(request).userId);
      return {
        contact_verified: me.contact_verified,
        children_count: me.children_count,
        next_step: nextOnboardingStep({
          contactVerified: me.contact_verified,
          childrenCount: me.children_count,
        }),
      };
    },
  );

  app.post(
    '/api/user/update-profile/',
    {
      schema: {
        tags: ['account'],
        summary: "Change the parent's name",
        security: [{ bearer: [] }],
        body: updateProfileBodySchema,
        response: { 200: z.object({ message: z.string(), user: publicUserSchema }), ...errors },
      },
    },
    async (request) =>
      updateProfile(deps, currentAuth(request).userId, {
        firstName: request.body.first_name,
        lastName: request.body.last_name,
      }),
  );

  app.delete(
    '/api/user/delete/',
    {
      schema: {
        tags: ['account'],
        summary: 'Delete the account with every child, record, file and session',
        security: [{ bearer: [] }],
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => deleteAccount(deps, currentAuth(request).userId),
  );
};
