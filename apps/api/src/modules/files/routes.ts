import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';
import { currentAuth } from '../../plugins/auth';
import { isBrowserNavigation, signInRedirect } from '../auth/sign-in-redirect';
import { sendLinkProblemPage } from './link-problem-page';
import { openFileLink } from './open-file-link';
import { sendStoredFile } from './send-stored-file';

/**
 * Stored files are served only to the parent whose record holds them: the request needs
 * their session (the bearer header, or the access_token cookie on same-origin requests, which
 * is what <img> tags and links opened in a new tab send) and a link the API made within the
 * last 15 minutes. The link is opaque (encrypted and MACed), so it names no key or parent.
 * A link of another family, forged or unknown, is 404: nothing tells it apart from a
 * missing file. A link opened in the browser without a session (a new tab after the session
 * ended, a copied link) goes to sign-in instead of showing the 401's JSON, and comes back here
 * afterwards; a script's request still gets the 401. A link that no longer works opened in the
 * browser shows its message as a page with the way back into Tika (link-problem-page.ts).
 */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  app.get(
    '/api/files/:token',
    {
      onRequest: async (request, reply) => {
        try {
          await app.requireSession(request, reply);
        } catch (err) {
          if (!(err instanceof AppError && err.status === 401 && isBrowserNavigation(request)))
            throw err;
          return signInRedirect(reply, request.url);
        }
      },
      schema: {
        tags: ['files'],
        summary: "A stored file, for its owner's session, through a 15-minute link",
        description:
          'Bearer header, or the access_token cookie on a same-origin request. Without a session, a browser navigation (Accept: text/html or Sec-Fetch-Mode: navigate) is sent to sign-in with 303, /onboarding?next=<this path>; other requests get 401. A link that no longer works is 404: JSON, or for a browser navigation an HTML page with the message and a link back into the app.',
        security: [{ bearer: [] }],
        params: z.object({ token: z.string().max(4096) }),
      },
    },
    async (request, reply) => {
      let claim;
      try {
        claim = await openFileLink(deps.database.db, request.params.token, deps.clock.now(), {
          readerId: currentAuth(request).userId,
        });
      } catch (err) {
        if (err instanceof AppError && err.status === 404 && isBrowserNavigation(request))
          return sendLinkProblemPage(request, reply, err.message);
        throw err;
      }
      return sendStoredFile(deps, reply, claim);
    },
  );
};
