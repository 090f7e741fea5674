import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptedInviteSchema,
  childIdQuerySchema,
  createdInviteSchema,
  createInviteBodySchema,
  FAMILY_PATHS,
  familyResponseSchema,
  inviteCodeBodySchema,
  invitePreviewSchema,
  memberBodySchema,
  messageResponseSchema,
  updateMemberBodySchema,
  withdrawInviteBodySchema,
} from '@tika/contract';
import type { AppDeps } from '../../deps';
import { requestLanguage } from '../../i18n/request-language';
import { currentAuth } from '../../plugins/auth';
import { moduleRouteSchemas } from '../../plugins/route-schema';
import { limitFailures } from '../limits/address-limits';
import { acceptInvite } from './accept-invite';
import { createInvite } from './create-invite';
import { listFamily } from './list-family';
import { previewInvite } from './preview-invite';
import { removeMember } from './remove-member';
import { updateMember } from './update-member';
import { withdrawInvite } from './withdraw-invite';

const familySchema = moduleRouteSchemas({
  tag: 'family',
  session: true,
  errors: [400, 401, 403, 404, 409, 429],
});

/**
 * A typed code has 40 bits: each address, and each account, may get only so many wrong before
 * it waits (limits/address-limits.ts). Right ones are never held back.
 */
const limitGuesses = <T>(deps: AppDeps, ip: string, userId: string, attempt: () => Promise<T>) =>
  limitFailures(deps, 'family_invite', ip, () =>
    limitFailures(deps, 'family_invite_account', userId, attempt),
  );

/** Family sharing: invitations, members and roles (docs/decisions/0023-family-roles.md). */
export const familyRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get(
    FAMILY_PATHS.members,
    {
      onRequest: app.requireSession,
      schema: familySchema({
        summary: 'Who looks after a child: the owner, the members, open invitations',
        description:
          'Any member may read it; the open invitations are listed for the owner only (empty for members).',
        querystring: childIdQuerySchema,
        response: { 200: familyResponseSchema },
      }),
    },
    async (request) => listFamily(deps, currentAuth(request).userId, request.query.child_id),
  );

  app.post(
    FAMILY_PATHS.invites,
    {
      onRequest: app.requireSession,
      schema: familySchema({
        summary: 'Invite someone to follow a child, as caregiver or viewer',
        description:
          'Owner only (403 for members). Valid 7 days, used once. The answer is the only time the code and link are shown (only their hashes are kept). At most 10 open invitations per child: 409 invite_limit.',
        body: createInviteBodySchema,
        response: { 201: createdInviteSchema },
      }),
    },
    async (request, reply) => {
      reply.status(201).header('cache-control', 'private, no-store');
      return createInvite(
        deps,
        currentAuth(request).userId,
        request.body,
        await requestLanguage(request),
      );
    },
  );

  app.delete(
    FAMILY_PATHS.invites,
    {
      onRequest: app.requireSession,
      schema: familySchema({
        summary: 'Withdraw an invitation not yet accepted',
        body: withdrawInviteBodySchema,
        response: { 200: messageResponseSchema },
      }),
    },
    async (request) => withdrawInvite(deps, currentAuth(request).userId, request.body.id),
  );

  app.post(
    FAMILY_PATHS.preview,
    {
      onRequest: app.requireSession,
      schema: familySchema({
        summary: 'What an invitation is for, before accepting it',
        description:
          'By the 8-character code (any case, a dash or spaces allowed) or the link’s token. Unknown, expired, used and withdrawn invitations are the same 404; wrong ones count against the address and the account (429).',
        body: inviteCodeBodySchema,
        response: { 200: invitePreviewSchema },
      }),
    },
    async (request) => {
      const { userId } = currentAuth(request);
      return limitGuesses(deps, request.ip, userId, () => previewInvite(deps, request.body.code));
    },
  );

  app.post(
    FAMILY_PATHS.accept,
    {
      onRequest: app.requireSession,
      schema: familySchema({
        summary: 'Accept an invitation: follow the child with its role',
        description:
          'Works once. 409 already_family for the owner or a member of that child (the invitation stays open).',
        body: inviteCodeBodySchema,
        response: { 200: acceptedInviteSchema },
      }),
    },
    async (request) => {
      const { userId } = currentAuth(request);
      return limitGuesses(deps, request.ip, userId, () =>
        acceptInvite(deps, userId, request.body.code),
      );
    },
  );

  app.patch(
    FAMILY_PATHS.member,
    {
      onRequest: app.requireSession,
      schema: familySchema({
        summary: 'Change a member’s role or label (owner only)',
        body: updateMemberBodySchema,
        response: { 200: messageResponseSchema },
      }),
    },
    async (request) => updateMember(deps, currentAuth(request).userId, request.body),
  );

  app.delete(
    FAMILY_PATHS.member,
    {
      onRequest: app.requireSession,
      schema: familySchema({
        summary: 'Remove a member (owner), or leave a child’s family (with your own user_id)',
        description:
          'From the next request on, the person reads nothing of the child; what they changed keeps its label.',
        body: memberBodySchema,
        response: { 200: messageResponseSchema },
      }),
    },
    async (request) => removeMember(deps, currentAuth(request).userId, request.body),
  );
};
