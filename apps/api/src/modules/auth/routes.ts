import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accessTokenResponseSchema,
  googleCallbackQuerySchema,
  googleIdTokenBodySchema,
  googleStartResponseSchema,
  linkVerifyBodySchema,
  messageResponseSchema,
  signedInResponseSchema,
  tokenBodySchema,
  tokenVerifyResponseSchema,
} from '@tika/contract';
import { AppError } from '../../errors';
import { audit } from '../../lib/audit';
import { limitFailures, takeFromLimit } from '../limits/address-limits';
import { bearerSecurity, moduleRouteSchemas } from '../../plugins/route-schema';
import { readGoogleBrowserCookie, setGoogleBrowserCookie } from './google-browser-cookie';
import {
  browserBindingFor,
  finishGoogleSignIn,
  signInWithGoogleIdToken,
  startGoogleSignIn,
} from './google-sign-in';
import { signUpFrom } from './complete-sign-in';
import { clearSessionCookies, withSessionCookie } from './session-cookie';
import { resolveSession, revokeSession } from './sessions-repository';
import { verifySignInLink } from './sign-in-links';

const routeSchema = moduleRouteSchemas({ tag: 'auth', errors: [400, 401, 404, 502] });

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.post(
    '/api/token/verify/',
    {
      schema: routeSchema({
        summary: 'Is this access token a live session?',
        body: tokenBodySchema,
        response: { 200: tokenVerifyResponseSchema },
      }),
    },
    async (request) => {
      const session = await resolveSession(deps.database.db, request.body.token, deps.clock.now());
      if (!session) throw AppError.unauthenticated('Your session has ended. Please sign in again.');
      return { valid: true as const };
    },
  );

  // Logout answers 200 even when the session has already ended: the web calls it then too,
  // because only the server can remove its HttpOnly cookies from the browser.
  app.post(
    '/api/auth/logout/',
    {
      schema: routeSchema({
        summary: "End this session (if it is still live) and clear the browser's cookies",
        security: bearerSecurity,
        response: { 200: messageResponseSchema },
      }),
    },
    async (request, reply) => {
      const auth = await app.findSession(request);
      if (auth) {
        await revokeSession(deps.database.db, auth.sessionId, deps.clock.now());
        audit(request.log, 'sign_out', { userId: auth.userId });
      }
      reply.header('cache-control', 'no-store');
      clearSessionCookies(reply, deps.env.PUBLIC_URL);
      return { message: 'Logged out' };
    },
  );

  app.get(
    '/api/auth/google/start/',
    {
      schema: routeSchema({
        summary: "Begin Google sign-in: the provider's consent URL with a one-time state",
        response: { 200: googleStartResponseSchema },
      }),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      await takeFromLimit(deps, 'google_start', request.ip);
      const binding = browserBindingFor(readGoogleBrowserCookie(request));
      const started = await startGoogleSignIn(deps, binding);
      setGoogleBrowserCookie(reply, binding, deps.env.PUBLIC_URL);
      return started;
    },
  );

  app.get(
    '/api/auth/google/',
    {
      schema: routeSchema({
        summary: 'Finish Google sign-in with the authorization code',
        querystring: googleCallbackQuerySchema,
        response: { 200: signedInResponseSchema },
      }),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const answer = await limitFailures(deps, 'google_sign_in', request.ip, () =>
        finishGoogleSignIn(deps, {
          code: request.query.code,
          state: request.query.state,
          browserBinding: readGoogleBrowserCookie(request),
          signUp: signUpFrom(request.query),
          log: request.log,
        }),
      );
      return withSessionCookie(reply, deps.env.PUBLIC_URL, answer);
    },
  );

  app.post(
    '/api/sign_in/',
    {
      schema: routeSchema({
        summary: 'Sign in with a Google ID token',
        body: googleIdTokenBodySchema,
        response: { 200: accessTokenResponseSchema },
      }),
    },
    async (request, reply) => {
      const answer = await limitFailures(deps, 'google_sign_in', request.ip, () =>
        signInWithGoogleIdToken(deps, request.body.token, signUpFrom(request.body), request.log),
      );
      return withSessionCookie(reply, deps.env.PUBLIC_URL, answer);
    },
  );

  app.post(
    '/api/auth/link/verify/',
    {
      schema: routeSchema({
        summary: 'Sign in with a single-use WhatsApp link token (/verify, /register-webinar)',
        body: linkVerifyBodySchema,
        response: { 200: signedInResponseSchema },
      }),
    },
    async (request, reply) => {
      const answer = await limitFailures(deps, 'link_verify', request.ip, () =>
        verifySignInLink(deps, request.body.token, signUpFrom(request.body), request.log),
      );
      return withSessionCookie(reply, deps.env.PUBLIC_URL, answer);
    },
  );
};
