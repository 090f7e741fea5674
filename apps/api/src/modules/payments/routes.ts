import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  confirmPaymentBodySchema,
  confirmPaymentResponseSchema,
  createOrderQuerySchema,
  createOrderResponseSchema,
  errorResponseSchema,
} from '@tika/contract';
import { currentAuth } from '../../plugins/auth';
import { moduleRouteSchemas } from '../../plugins/route-schema';
import { confirmPayment } from './confirm-payment';
import { createOrder } from './create-order';
import { handleRazorpayWebhook } from './handle-webhook';

const PATH = '/api/features/meal-stories/payments/';
const routeSchema = moduleRouteSchemas({
  tag: 'payments',
  session: true,
  errors: [400, 401, 404, 409, 429, 502, 503],
});

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get(
    PATH,
    {
      onRequest: app.requireSession,
      schema: routeSchema({
        summary: 'Create a Razorpay order for a plan (amount set by the server)',
        querystring: createOrderQuerySchema,
        response: { 200: createOrderResponseSchema },
      }),
    },
    async (request) => createOrder(deps, currentAuth(request).userId, request.query.plan),
  );

  app.post(
    PATH,
    {
      onRequest: app.requireSession,
      schema: routeSchema({
        summary: "Confirm Checkout's result and grant the plan once",
        body: confirmPaymentBodySchema,
        response: { 200: confirmPaymentResponseSchema },
      }),
    },
    async (request) => confirmPayment(deps, request.log, currentAuth(request).userId, request.body),
  );

  await app.register(webhookRoute);
};

/** Its own scope: the signature is over the raw bytes, so JSON stays unparsed here. */
const webhookRoute: FastifyPluginAsync = async (app) => {
  const deps = app.deps;
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
    done(null, body),
  );
  app.post(
    `${PATH}webhook/`,
    {
      schema: {
        tags: ['payments'],
        summary: 'Razorpay webhook (X-Razorpay-Signature over the raw body)',
        response: {
          200: z.object({ status: z.string() }),
          400: errorResponseSchema,
          404: errorResponseSchema,
          502: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const outcome = await handleRazorpayWebhook(deps, request.log, {
        rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.from(''),
        signature: String(request.headers['x-razorpay-signature'] ?? ''),
        eventId:
          typeof request.headers['x-razorpay-event-id'] === 'string'
            ? request.headers['x-razorpay-event-id']
            : undefined,
      });
      request.log.info({ outcome }, 'razorpay webhook handled');
      return { status: outcome };
    },
  );
};
