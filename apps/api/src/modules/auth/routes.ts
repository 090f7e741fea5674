import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accessTokenResponseSchema,
  googleCallbackQuerySchema,
  googleIdTokenBodySchema,
  googleStartResponseSchema,
  messageResponseSchema,
  signedInResponseSchema,
  tokenBodySchema,
  tokenVerifyResponseSchema,
} from '@tika/contract';
import { AppError } from '../../errors';
import { audit } from '../../lib/audit';
import { currentAuth } from '../../plugins/auth';
import { limitFailures, takeFromLimit } from '../limits/address-limits';
import { bearerSecurity, moduleRouteSchemas } from '../../plugins/route-schema';
import { readGoogleBrowserCookie, setGoogleBrowserCookie } from './google-browser-cookie';
import {
  browserBindingFor,
  finishGoogleSignIn,
  signInWithGoogleIdToken,
  startGoogleSignIn,
} from './google-sign-in';
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

  app.post(
    '/api/auth/logout/',
    {
      onRequest: app.requireSession,
      schema: routeSchema({
        summary: 'End this session',
        security: bearerSecurity,
        response: { 200: messageResponseSchema },
      }),
    },
    async (request) => {
      const { sessionId, userId } = currentAuth(request);
      await revokeSession(deps.database.db, sessionId, deps.clock.now());
      audit(request.log, 'sign_out', { userId });
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
      return limitFailures(deps, 'google_sign_in', request.ip, () =>
        finishGoogleSignIn(deps, {
          code: request.query.code,
          state: request.query.state,
          browserBinding: readGoogleBrowserCookie(request),
          referralCode: request.query.referral_code,
          log: request.log,
        }),
      );
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
    async (request) => {
      return limitFailures(deps, 'google_sign_in', request.ip, () =>
        signInWithGoogleIdToken(deps, request.body.token, request.body.referral_code, request.log),
      );
    },
  );

  app.post(
    '/api/auth/link/verify/',
    {
      schema: routeSchema({
        summary: 'Sign in with a single-use WhatsApp link token (/verify, /register-webinar)',
        body: tokenBodySchema.extend({
          referral_code: googleIdTokenBodySchema.shape.referral_code,
        }),
        response: { 200: signedInResponseSchema },
      }),
    },
    async (request) => {
      return limitFailures(deps, 'link_verify', request.ip, () =>
        verifySignInLink(deps, request.body.token, request.body.referral_code, request.log),
      );
    },
  );
};
