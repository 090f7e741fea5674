import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { contactNumberSchema } from '@tika/contract';
import { devOutbox } from '../../db/schema';
import { unlockEveryStory } from '../stories/unlock-every-story';
import { handleInboundMessage } from '../whatsapp/handle-inbound-message';
import { SimulatedGateway } from '../../adapters/payments';
import { AppError } from '../../errors';
import { currentAuth } from '../../plugins/auth';

const outboxItem = z.object({
  to: z.string(),
  kind: z.string(),
  text: z.string(),
  created_at: z.string(),
});

/**
 * Dev-mode stand-ins (docs/decisions/0005-integrations-and-dev-stand-ins.md), registered only outside production: the outbox where
 * WhatsApp messages land, and a way to "write to Tika on WhatsApp" without a phone.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get(
    '/api/dev/outbox/',
    {
      schema: {
        tags: ['dev'],
        summary: 'Messages kept instead of sent (dev mode), newest first',
        querystring: z.object({ to: contactNumberSchema.optional() }),
        response: { 200: z.array(outboxItem) },
      },
    },
    async (request) => {
      const rows = await deps.database.db
        .select()
        .from(devOutbox)
        .where(request.query.to ? eq(devOutbox.to, request.query.to) : undefined)
        .orderBy(desc(devOutbox.createdAt), desc(devOutbox.id))
        .limit(100);
      return rows.map((r) => ({
        to: r.to,
        kind: r.kind,
        text: r.text,
        created_at: r.createdAt.toISOString(),
      }));
    },
  );

  app.post(
    '/api/dev/whatsapp/inbound/',
    {
      schema: {
        tags: ['dev'],
        summary: 'Simulate a parent writing to the Tika WhatsApp number (dev mode)',
        body: z.object({
          from: contactNumberSchema,
          text: z.string().max(1000).default('Hi Tika!'),
          name: z.string().max(100).optional(),
        }),
        response: { 200: z.object({ outcome: z.string() }) },
      },
    },
    async (request) => {
      const outcome = await handleInboundMessage(deps, {
        messageId: `dev-${randomUUID()}`,
        from: `91${request.body.from}`,
        text: request.body.text,
        profileName: request.body.name,
      });
      return { outcome };
    },
  );

  app.post(
    '/api/dev/razorpay/pay/',
    {
      schema: {
        tags: ['dev'],
        summary:
          'The simulated Checkout: pay an order and get the signed result Razorpay Checkout would give (dev mode)',
        body: z.object({ order_id: z.string().min(1).max(100) }),
        response: {
          200: z.object({
            razorpay_order_id: z.string(),
            razorpay_payment_id: z.string(),
            razorpay_signature: z.string(),
          }),
        },
      },
    },
    async (request) => {
      if (!(deps.payments instanceof SimulatedGateway))
        throw AppError.notFound('Payments are not simulated here');
      const result = await deps.payments.pay(request.body.order_id);
      if (!result) throw AppError.notFound('No such order');
      return result;
    },
  );

  app.post(
    '/api/dev/stories/unlock-all/',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['dev'],
        summary:
          'Unlock every story for the signed-in parent, to read the whole library (dev mode)',
        response: { 200: z.object({ unlocked: z.array(z.string()) }) },
      },
    },
    async (request) => ({ unlocked: await unlockEveryStory(deps, currentAuth(request).userId) }),
  );
};
