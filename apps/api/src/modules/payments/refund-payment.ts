import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentGateway, ProviderPayment } from '../../adapters/payments';
import { PaymentGatewayError } from '../../adapters/payments/gateway';
import type { Database } from '../../db/client';
import { type PaymentOrderRow, paymentRefunds } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { audit } from '../../lib/audit';

/**
 * Gives back a captured payment that granted nothing: its order was already paid by another
 * payment (a second tab paid the same order, or Checkout took a second payment). Refunded in
 * full through Razorpay's Refunds API and recorded in payment_refunds, once per payment: a
 * refund already recorded is not asked for again, and Razorpay's idempotency key makes a
 * concurrent second ask (the webhook and the page's confirmation at once) return the same
 * refund. Throws PaymentGatewayError when Razorpay cannot be reached: nothing is recorded, so
 * the next webhook delivery tries again.
 */
/** This order's payment was refunded by us already (its answer and webhooks say so again). */
export async function wasRefunded(db: Database, order: PaymentOrderRow, paymentId: string) {
  const [row] = await db
    .select({ orderId: paymentRefunds.orderId })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.paymentId, paymentId));
  return row?.orderId === order.id;
}

async function refundUnusedPayment(
  db: Database,
  gateway: PaymentGateway,
  order: PaymentOrderRow,
  payment: ProviderPayment,
): Promise<{ refundId: string; firstTime: boolean }> {
  const [earlier] = await db
    .select({ refundId: paymentRefunds.refundId })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.paymentId, payment.id));
  if (earlier) return { refundId: earlier.refundId, firstTime: false };
  const refund = await gateway.refundPayment(payment.id, {
    amountPaise: payment.amount,
    notes: { reason: 'order_already_paid', order_id: order.id },
  });
  const recorded = await db
    .insert(paymentRefunds)
    .values({
      paymentId: payment.id,
      orderId: order.id,
      refundId: refund.id,
      amountPaise: refund.amount,
    })
    .onConflictDoNothing()
    .returning({ paymentId: paymentRefunds.paymentId });
  return { refundId: refund.id, firstTime: recorded.length > 0 };
}

/** The refund, and its audit line the first time only (redeliveries log nothing new). */
export async function refundAndAudit(
  deps: AppDeps,
  log: FastifyBaseLogger,
  order: PaymentOrderRow,
  payment: ProviderPayment,
): Promise<void> {
  if (!deps.payments) throw new PaymentGatewayError('Payments are off: nothing can be refunded');
  const { refundId, firstTime } = await refundUnusedPayment(
    deps.database.db,
    deps.payments,
    order,
    payment,
  );
  if (firstTime)
    audit(log, 'payment_refunded', {
      userId: order.userId,
      plan: order.plan,
      orderId: order.id,
      paymentId: payment.id,
      refundId,
      reason: 'order_already_paid',
    });
}
