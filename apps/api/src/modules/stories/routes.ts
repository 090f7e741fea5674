import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { storiesResponseSchema, UPCOMING_STORIES_SHOWN } from '@tika/contract';
import { currentAuth } from '../../plugins/auth';
import { bearerSecurity, moduleRouteSchemas } from '../../plugins/route-schema';
import { listStories } from './list-stories';
import { readStoryMedia } from './read-story-media';
import { MEDIA_PATH } from './story-wire';

const routeSchema = moduleRouteSchemas({ tag: 'stories', session: true, errors: [401, 403, 404] });

export const storyRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  app.addHook('onRequest', app.requireSession);

  app.get(
    '/api/features/meal-stories/',
    {
      schema: routeSchema({
        summary: "The story library with this parent's unlocks, and their plan",
        querystring: z.object({
          /** Locked stories to list: the next few by default, or all of them. */
          upcoming: z
            .union([z.literal('all'), z.coerce.number().int().min(0).max(1000)])
            .default(UPCOMING_STORIES_SHOWN),
        }),
        response: { 200: storiesResponseSchema },
      }),
    },
    async (request) => {
      const { upcoming } = request.query;
      return listStories(deps, currentAuth(request).userId, upcoming === 'all' ? null : upcoming);
    },
  );

  app.get(
    `${MEDIA_PATH}/:story_code/:file`,
    {
      // Pictures, not JSON: no response schemas, so errors go out as any other.
      schema: {
        tags: ['stories'],
        summary: 'A story picture (slides only once unlocked)',
        security: bearerSecurity,
        params: z.object({ story_code: z.string().max(80), file: z.string().max(120) }),
      },
    },
    async (request, reply) => {
      const { body, contentType } = await readStoryMedia(
        deps,
        currentAuth(request).userId,
        request.params.story_code,
        request.params.file,
      );
      return (
        reply
          .type(contentType)
          .header('cache-control', 'private, max-age=86400')
          // Pictures never run anything, even opened on their own.
          .header(
            'content-security-policy',
            "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox",
          )
          .send(body)
      );
    },
  );
};
