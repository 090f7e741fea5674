import type { FastifyPluginAsync } from 'fastify';
import { MessagingError } from '../../adapters/messaging/sender';
import { AppError } from '../../errors';
import { isDatabaseUnavailable } from '../../lib/db-errors';
import { hmacSha256, safeEqual } from '../../lib/crypto';
import { handleInboundMessage } from './handle-inbound-message';
import { inboundMessagesFrom } from './webhook-payload';

/**
 * Meta's webhook: GET answers the subscription challenge; POST carries messages, signed
 * with the app secret over the raw body (X-Hub-Signature-256), so the body is kept raw here.
 */
export const whatsappRoutes: FastifyPluginAsync = async (app) => {
  const deps = app.deps;
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
    done(null, body),
  );

  app.get(
    '/api/whatsapp/webhook/',
    { schema: { tags: ['whatsapp'], summary: 'Webhook subscription check', hide: false } },
    async (request, reply) => {
      const query = request.query as Record<string, string | undefined>;
      const expected = deps.env.WHATSAPP_VERIFY_TOKEN;
      if (
        query['hub.mode'] === 'subscribe' &&
        expected &&
        query['hub.verify_token'] &&
        safeEqual(query['hub.verify_token'], expected)
      ) {
        return reply.type('text/plain').send(query['hub.challenge'] ?? '');
      }
      throw AppError.forbidden('Verification token mismatch');
    },
  );

  app.post(
    '/api/whatsapp/webhook/',
    { schema: { tags: ['whatsapp'], summary: 'Incoming WhatsApp messages' } },
    async (request, reply) => {
      const secret = deps.env.WHATSAPP_APP_SECRET;
      if (!secret)
        throw AppError.forbidden(
          'Webhook signatures cannot be checked: WHATSAPP_APP_SECRET is not set',
        );
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
      const signature = String(request.headers['x-hub-signature-256'] ?? '');
      if (!safeEqual(signature, `sha256=${hmacSha256(secret, raw)}`)) {
        throw AppError.forbidden('Invalid signature');
      }
      let payload: unknown;
      try {
        payload = JSON.parse(raw.toString('utf8'));
      } catch {
        throw AppError.badRequest('Body is not JSON');
      }
      for (const message of inboundMessagesFrom(payload)) {
        let outcome: string;
        try {
          outcome = await handleInboundMessage(deps, message);
        } catch (err) {
          // A reply WhatsApp did not take, or a database that cannot answer now: Meta retries.
          if (err instanceof MessagingError || isDatabaseUnavailable(err)) throw err;
          // Anything else is this message's own fault (an id no column takes, …): a retry would
          // fail the same way, again and again, so it is acknowledged and logged, not answered 500.
          // Only the error's kind is logged: a database error's text quotes the sender's number.
          const { name, code, cause } = (err ?? {}) as {
            name?: string;
            code?: unknown;
            cause?: { code?: unknown };
          };
          request.log.warn(
            { error: name, code: cause?.code ?? code },
            'whatsapp message could not be used; acknowledged',
          );
          outcome = 'unusable';
        }
        request.log.info({ outcome }, 'whatsapp message handled');
      }
      return reply.send({ received: true });
    },
  );
};
