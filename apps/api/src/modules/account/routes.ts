import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_DELETION_PATHS,
  deleteAccountBodySchema,
  handoverResponseSchema,
  messageResponseSchema,
  meResponseSchema,
  nextOnboardingStep,
  profileStatusResponseSchema,
  publicUserSchema,
  updateProfileBodySchema,
  homeStateBodySchema,
  languageBodySchema,
} from '@tika/contract';
import { audit } from '../../lib/audit';
import { currentAuth } from '../../plugins/auth';
import { moduleRouteSchemas } from '../../plugins/route-schema';
import { deleteAccount } from './delete-account';
import { getHandover } from './get-handover';
import { getMe } from './get-me';
import { updateProfile } from './update-profile';
import { setHomeState } from './set-home-state';
import { setLanguage } from './set-language';

const routeSchema = moduleRouteSchemas({ tag: 'account', session: true, errors: [400, 401] });

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  app.addHook('onRequest', app.requireSession);

  app.get(
    '/api/user/me/',
    {
      schema: routeSchema({
        summary: 'The signed-in parent',
        response: { 200: meResponseSchema },
      }),
    },
    async (request) => getMe(deps, currentAuth(request).userId),
  );

  app.get(
    '/api/user/check-profile-status/',
    {
      schema: routeSchema({
        summary: 'Where session start sends this parent',
        response: { 200: profileStatusResponseSchema },
      }),
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
      schema: routeSchema({
        summary: "Change the parent's name",
        body: updateProfileBodySchema,
        response: { 200: z.object({ message: z.string(), user: publicUserSchema }) },
      }),
    },
    async (request) =>
      updateProfile(deps, currentAuth(request).userId, {
        firstName: request.body.first_name,
        lastName: request.body.last_name,
      }),
  );

  app.post(
    '/api/user/home-state/',
    {
      schema: routeSchema({
        summary:
          'Where the family lives (an Indian state or union territory): it picks the flu window',
        body: homeStateBodySchema,
        response: { 200: z.object({ message: z.string(), user: publicUserSchema }) },
      }),
    },
    async (request) => setHomeState(deps, currentAuth(request).userId, request.body.home_state),
  );

  app.put(
    '/api/user/language/',
    {
      schema: routeSchema({
        summary:
          "The parent's language: the app's, WhatsApp messages', the PDF card's and the calendar feed's",
        body: languageBodySchema,
        response: { 200: z.object({ message: z.string(), user: publicUserSchema }) },
      }),
    },
    async (request) => setLanguage(deps, currentAuth(request).userId, request.body.language),
  );

  app.get(
    ACCOUNT_DELETION_PATHS.handover,
    {
      schema: routeSchema({
        summary: 'Before deleting the account: who would take over each child you added',
        description:
          'For each child the parent added: the caregiver (among those owning fewer than 3 children, the one who joined first) who would become its owner, or null when the child would be deleted.',
        response: { 200: handoverResponseSchema },
      }),
    },
    async (request) => getHandover(deps, currentAuth(request).userId),
  );

  app.delete(
    ACCOUNT_DELETION_PATHS.delete,
    {
      schema: routeSchema({
        summary: 'Delete the account with every child, record, file and session',
        description:
          'hand_over: the children (ids) to give to their caregiver (GET /api/user/handover/) instead of deleting them. A child not yours is 400 handover_not_owner, one no caregiver can take 400 handover_no_caregiver; then nothing is deleted.',
        body: deleteAccountBodySchema,
        response: { 200: messageResponseSchema },
      }),
    },
    async (request) => {
      const { userId } = currentAuth(request);
      const deleted = await deleteAccount(deps, userId, request.body?.hand_over);
      audit(request.log, 'account_deleted', { userId });
      return deleted;
    },
  );
};
