import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contactOtpBodySchema,
  contactQuerySchema,
  errorResponseSchema,
  otpSendBodySchema,
  otpSentResponseSchema,
  otpVerifyBodySchema,
  signedInResponseSchema,
} from '@tika/contract';
import { currentAuth } from '../../plugins/auth';
import { signUpFrom } from '../auth/complete-sign-in';
import { withSessionCookie } from '../auth/session-cookie';
import { bearerSecurity, moduleRouteSchemas } from '../../plugins/route-schema';
import { requestContactOtp, requestLoginOtp } from './request-otp';
import { verifyContactOtp, verifyLoginOtp } from './verify-otp';

const sent = (r: { resendAfterSeconds: number }, message = 'OTP sent to your contact number') => ({
  message,
  resend_after_seconds: r.resendAfterSeconds,
});
const routeSchema = moduleRouteSchemas({ tag: 'auth', errors: [400, 404, 409, 429] });

export const otpRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  /** A login, or a changed number's rotated session: the browser gets the new cookie too. */
  const signedIn = <T extends { access_token: string }>(reply: FastifyReply, answer: T) =>
    withSessionCookie(reply, deps.env.PUBLIC_URL, answer);

  app.get(
    '/api/user/login/',
    {
      schema: routeSchema({
        summary: 'Send a login OTP on WhatsApp to a registered number',
        querystring: contactQuerySchema,
        response: { 200: otpSentResponseSchema },
      }),
    },
    async (request) =>
      sent(await requestLoginOtp(deps, request.query.contact_number, request.ip, request.log)),
  );

  app.post(
    '/api/user/login/',
    {
      schema: routeSchema({
        summary: 'Sign in with the login OTP',
        body: contactOtpBodySchema,
        response: { 200: signedInResponseSchema },
      }),
    },
    async (request, reply) =>
      signedIn(
        reply,
        await verifyLoginOtp(deps, {
          contactNumber: request.body.contact_number,
          code: request.body.otp,
          ip: request.ip,
          signUp: signUpFrom(request.body),
          log: request.log,
        }),
      ),
  );

  app.get(
    '/api/verify-contact-number/',
    {
      onRequest: app.requireSession,
      schema: routeSchema({
        summary: "Send an OTP to verify the signed-in parent's number",
        security: bearerSecurity,
        querystring: contactQuerySchema,
        response: { 200: otpSentResponseSchema },
      }),
    },
    async (request) =>
      sent(
        await requestContactOtp(
          deps,
          currentAuth(request).userId,
          request.query.contact_number,
          request.ip,
          request.log,
        ),
      ),
  );

  app.post(
    '/api/verify-contact-number/',
    {
      onRequest: app.requireSession,
      schema: routeSchema({
        summary: 'Verify the number with its OTP',
        security: bearerSecurity,
        body: contactOtpBodySchema,
        response: { 200: signedInResponseSchema },
      }),
    },
    async (request, reply) =>
      signedIn(
        reply,
        await verifyContactOtp(deps, currentAuth(request), {
          contactNumber: request.body.contact_number,
          code: request.body.otp,
          ip: request.ip,
          log: request.log,
        }),
      ),
  );

  app.post(
    '/api/user/otp/send/',
    {
      schema: routeSchema({
        summary: 'Send an OTP for login or for changing the number',
        body: otpSendBodySchema,
        response: { 200: otpSentResponseSchema, 401: errorResponseSchema },
      }),
    },
    async (request) => {
      const { contact_number, process } = request.body;
      if (process === 'login')
        return sent(
          await requestLoginOtp(deps, contact_number, request.ip, request.log),
          'OTP sent successfully',
        );
      await app.requireSession(request);
      return sent(
        await requestContactOtp(
          deps,
          currentAuth(request).userId,
          contact_number,
          request.ip,
          request.log,
        ),
        'OTP sent successfully',
      );
    },
  );

  app.post(
    '/api/user/otp/verify/',
    {
      schema: routeSchema({
        summary: 'Verify an OTP for login or for changing the number',
        body: otpVerifyBodySchema,
        response: { 200: signedInResponseSchema, 401: errorResponseSchema },
      }),
    },
    async (request, reply) => {
      const { contact_number, process, otp } = request.body;
      const input = {
        contactNumber: contact_number,
        code: otp,
        ip: request.ip,
        signUp: signUpFrom(request.body),
        log: request.log,
      };
      if (process === 'login') return signedIn(reply, await verifyLoginOtp(deps, input));
      await app.requireSession(request);
      return signedIn(reply, await verifyContactOtp(deps, currentAuth(request), input));
    },
  );
};
