import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  childIdQuerySchema,
  createdShareLinkSchema,
  createShareLinkBodySchema,
  messageResponseSchema,
  revokeShareLinkBodySchema,
  SHARE_LINK_PATHS,
  sharedRecordParamsSchema,
  sharedRecordSchema,
  shareLinksResponseSchema,
} from '@tika/contract';
import { acceptedLanguage } from '../../i18n/request-language';
import { currentAuth } from '../../plugins/auth';
import { moduleRouteSchemas } from '../../plugins/route-schema';
import { countFailures } from '../limits/address-limits';
import { createShareLink } from './create-share-link';
import { listShareLinks } from './list-share-links';
import { openSharedFile } from './open-shared-file';
import { readSharedRecord } from './read-shared-record';
import { revokeShareLink } from './revoke-share-link';

const parentSchema = moduleRouteSchemas({
  tag: 'share-links',
  session: true,
  errors: [400, 401, 404, 409, 429],
});
const publicSchema = moduleRouteSchemas({ tag: 'share-links', errors: [404, 429] });

/** A read-only record for the doctor (docs/decisions/0022-share-links.md). */
export const shareLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.post(
    SHARE_LINK_PATHS.links,
    {
      onRequest: app.requireSession,
      schema: parentSchema({
        summary: 'Make a read-only link to a child’s record for a doctor',
        description:
          'Valid for expires_in_hours (1 to 720), revocable; the answer is the only time the link is shown (only its hash is kept). At most 10 live links per child: 409 share_link_limit.',
        body: createShareLinkBodySchema,
        response: { 201: createdShareLinkSchema },
      }),
    },
    async (request, reply) => {
      reply.status(201).header('cache-control', 'private, no-store');
      return createShareLink(deps, currentAuth(request).userId, request.body);
    },
  );

  app.get(
    SHARE_LINK_PATHS.links,
    {
      onRequest: app.requireSession,
      schema: parentSchema({
        summary: 'The child’s live record links (without the links themselves)',
        querystring: childIdQuerySchema,
        response: { 200: shareLinksResponseSchema },
      }),
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listShareLinks(deps, currentAuth(request).userId, request.query.child_id);
    },
  );

  app.delete(
    SHARE_LINK_PATHS.links,
    {
      onRequest: app.requireSession,
      schema: parentSchema({
        summary: 'Revoke a record link: it opens nothing from the next request on',
        body: revokeShareLinkBodySchema,
        response: { 200: messageResponseSchema },
      }),
    },
    async (request) => revokeShareLink(deps, currentAuth(request).userId, request.body.id),
  );

  // No session: the token in the path is the capability, never logged (lib/redact.ts). Tokens
  // that open nothing count against the address (limits/address-limits.ts). Every answer, a
  // 404 or 429 too, is neither kept nor indexed.
  const privateAnswer = async (_request: unknown, reply: FastifyReply) => {
    reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex, nofollow');
  };
  app.get(
    `${SHARE_LINK_PATHS.record}:token/`,
    {
      onRequest: privateAnswer,
      schema: publicSchema({
        summary: 'The record a doctor’s link opens (public, read-only)',
        description:
          'The child’s first name, birth date and sex, every dose as the dashboard classifies it today, the latest growth with WHO percentiles, and the files only if the parent included them. In the Accept-Language language. Unknown, expired and revoked links are the same 404.',
        params: sharedRecordParamsSchema,
        response: { 200: sharedRecordSchema },
      }),
    },
    async (request) => {
      const language = acceptedLanguage(request.headers['accept-language']) ?? 'en';
      return countFailures(deps, 'shared_record', request.ip, () =>
        readSharedRecord(deps, request.params.token, language),
      );
    },
  );

  app.get(
    `${SHARE_LINK_PATHS.record}:token/files/:file`,
    {
      onRequest: privateAnswer,
      schema: publicSchema({
        summary: 'A file of a shared record, when the parent included files',
        params: sharedRecordParamsSchema.extend({ file: z.string().max(4096) }),
      }),
    },
    async (request, reply) =>
      countFailures(deps, 'shared_record', request.ip, () =>
        openSharedFile(deps, reply, request.params.token, request.params.file),
      ),
  );
};
