import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CALENDAR_FEED_PATH,
  CALENDAR_FEED_RESET_PATH,
  calendarFeedLinksSchema,
  calendarFeedParamsSchema,
  childIdQuerySchema,
  errorResponseSchema,
  resetCalendarFeedBodySchema,
} from '@tika/contract';
import { currentAuth } from '../../plugins/auth';
import { getFeedLinks } from './get-feed-links';
import { readFeed } from './read-feed';
import { resetFeedLink } from './reset-feed-link';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

/** Private iCalendar feeds per child (docs/decisions/0009-calendar-feeds.md). */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const security = [{ bearer: [] }];

  // No session: calendar apps fetch this on their own. The secret in the path is the
  // capability, and the logger never sees it (lib/redact.ts).
  app.get(
    '/api/calendar/:feed',
    {
      schema: {
        tags: ['calendar'],
        summary: "A child's private vaccination calendar (text/calendar, RFC 5545)",
        description:
          'One all-day event per pending vaccine on its due date, with a reminder at 9:00 the day before. Unknown, tampered or reset links answer 404.',
        params: calendarFeedParamsSchema,
        response: {
          200: {
            description: 'The calendar (RFC 5545)',
            content: { 'text/calendar': { schema: z.string() } },
          },
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const body = await readFeed(deps, request.params.feed);
      return (
        reply
          .type('text/calendar; charset=utf-8')
          .header('content-disposition', 'inline; filename="tika-vaccinations.ics"')
          // A child's name and schedule: no shared cache, no copy kept on disk.
          .header('cache-control', 'private, no-store, max-age=0')
          .header('x-robots-tag', 'noindex, nofollow')
          .send(body)
      );
    },
  );

  app.get(
    CALENDAR_FEED_PATH,
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['calendar'],
        summary: "The child's calendar feed links",
        security,
        querystring: childIdQuerySchema,
        response: { 200: calendarFeedLinksSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getFeedLinks(deps, currentAuth(request).userId, request.query.child_id);
    },
  );

  app.post(
    CALENDAR_FEED_RESET_PATH,
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['calendar'],
        summary: 'A new calendar feed link; the old one stops working',
        security,
        body: resetCalendarFeedBodySchema,
        response: { 200: calendarFeedLinksSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return resetFeedLink(deps, currentAuth(request).userId, request.body.child_id);
    },
  );
};
