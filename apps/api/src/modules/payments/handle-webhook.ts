import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { paymentWebhookEvents } from '../../db/schema';
import { AppError } from '../../errors';
import { audit } from '../../lib/audit';
import { sha256 } from '../../lib/crypto';
import { isValidWebhookSignature } from '../../adapters/payments/signatures';
import { parentToday } from '../account/parent-today';
import { capturedPayment } from './capture-payment';
import { grantPlan } from './grant-plan';
import { findOrderByProviderId, markOrderFailed } from './orders-repository';
import { refundAndAudit, wasRefunded } from './refund-payment';

/** Razorpay's ids (pay_…, order_…): letters, digits and _; anything else is no id of ours to look up. */
const razorpayId = z.string().regex(/^\w{1,100}$/);

const eventSchema = z.object({
  event: z.string(),
  payload: z.object({
    payment: z
      .object({
        entity: z.object({
          id: razorpayId,
          order_id: razorpayId.nullable(),
          amount: z.number(),
          currency: z.string(),
          status: z.string(),
        }),
      })
      .optional(),
  }),
});

/** Events that say money moved or is held: captured ones grant, authorized ones are captured first. */
const PAID_EVENTS = new Set(['payment.authorized', 'payment.captured', 'order.paid']);

export type WebhookOutcome =
  | 'duplicate'
  | 'granted'
  | 'already_granted'
  /** A captured payment for an order another payment paid: refunded (once per payment). */
  | 'refunded'
  | 'marked_failed'
  | 'not_captured'
  | 'ignored';

/**
 * Razorpay's server-to-server word on a payment, for when the page never came back. Signed
 * over the raw body; each event id is handled once, and the grant itself is once per order,
 * so repeats and any delivery order end in one entitlement. A captured payment for an order
 * another payment paid is refunded, once, whichever delivery or confirmation comes first.
 */
export async function handleRazorpayWebhook(
  deps: AppDeps,
  log: FastifyBaseLogger,
  input: { rawBody: Buffer; signature: string; eventId: string | undefined },
): Promise<WebhookOutcome> {
  const secret = deps.env.RAZORPAY_WEBHOOK_SECRET;
  if (!secret) throw AppError.notFound('Payment webhooks are not configured');
  if (!isValidWebhookSignature(secret, input.rawBody, input.signature))
    throw AppError.badRequest('Invalid signature', 'invalid_signature');

  let parsed;
  try {
    parsed = eventSchema.safeParse(JSON.parse(input.rawBody.toString('utf8')));
  } catch {
    throw AppError.badRequest('Body is not JSON');
  }
  if (!parsed.success) throw AppError.badRequest('Not a Razorpay payment event');
  const { db } = deps.database;
  const eventId = input.eventId?.slice(0, 100) || `body:${sha256(input.rawBody.toString('utf8'))}`;
  const seen = await db
    .select({ id: paymentWebhookEvents.eventId })
    .from(paymentWebhookEvents)
    .where(eq(paymentWebhookEvents.eventId, eventId));
  if (seen.length > 0) return 'duplicate';

  const outcome = await applyEvent(deps, log, parsed.data);
  // Recorded after the work: if we crash in between, Razorpay retries and the grant stays single.
  await db
    .insert(paymentWebhookEvents)
    .values({ eventId, event: parsed.data.event })
    .onConflictDoNothing();
  return outcome;
}

async function applyEvent(
  deps: AppDeps,
  log: FastifyBaseLogger,
  event: z.infer<typeof eventSchema>,
): Promise<WebhookOutcome> {
  const entity = event.payload.payment?.entity;
  if (!entity?.order_id) return 'ignored';
  const payment = { ...entity, order_id: entity.order_id };
  const { db } = deps.database;
  const order = await findOrderByProviderId(db, payment.order_id);
  if (!order) return 'ignored';

  if (event.event === 'payment.failed') {
    await markOrderFailed(db, order.id);
    return 'marked_failed';
  }
  if (!PAID_EVENTS.has(event.event)) return 'ignored';
  if (await wasRefunded(db, order, payment.id)) return 'refunded';
  let captured;
  try {
    captured = await capturedPayment(deps.payments, order, payment);
  } catch (error) {
    // Not recorded as handled: Razorpay delivers it again, and the capture is tried again.
    throw Object.assign(
      new AppError(502, 'payment_provider_error', 'Razorpay could not be reached'),
      { cause: error },
    );
  }
  if (!captured) return 'not_captured';
  const outcome = await grantPlan(db, {
    order,
    paymentId: captured.id,
    paidAt: deps.clock.now(),
    today: await parentToday(deps, order.userId),
    by: 'webhook',
  });
  if (outcome === 'paid_by_other_payment') {
    try {
      await refundAndAudit(deps, log, order, captured);
    } catch (error) {
      // Not recorded as handled: Razorpay delivers it again, and the refund is asked again.
      throw Object.assign(
        new AppError(502, 'payment_provider_error', 'Razorpay could not be reached'),
        { cause: error },
      );
    }
    return 'refunded';
  }
  if (outcome === 'granted')
    audit(log, 'payment_granted', {
      userId: order.userId,
      plan: order.plan,
      orderId: order.id,
      paymentId: captured.id,
    });
  // Webhooks never confirm for the page, so they never see 'already_confirmed'.
  return outcome === 'already_confirmed' ? 'already_granted' : outcome;
}
