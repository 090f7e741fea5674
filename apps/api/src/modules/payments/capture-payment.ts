import type { PaymentOrderRow } from '../../db/schema';
import type { PaymentGateway, ProviderPayment } from '../../adapters/payments';

/** The payment really is this order's, for its full amount, in its currency. */
export function paymentMatchesOrder(
  order: PaymentOrderRow,
  payment: { order_id: string | null; amount: number; currency: string },
): boolean {
  return (
    payment.order_id === order.providerOrderId &&
    payment.amount === order.amountPaise &&
    payment.currency === order.currency
  );
}

/**
 * The payment once money has moved, or null. A plan is granted only for a captured payment:
 * Razorpay refunds an authorized payment that is never captured after a few days, so an
 * authorized one is captured here first (for the order's amount, as Razorpay asks), whether
 * the page's confirmation or a webhook finds it. A concurrent capture, or the account's
 * auto-capture, makes ours a no-op that still ends in `captured`.
 */
export async function capturedPayment(
  gateway: PaymentGateway | null,
  order: PaymentOrderRow,
  payment: ProviderPayment,
): Promise<ProviderPayment | null> {
  if (!paymentMatchesOrder(order, payment)) return null;
  if (payment.status === 'captured') return payment;
  if (payment.status !== 'authorized' || !gateway) return null;
  const after = await gateway.capturePayment(payment.id, {
    amountPaise: order.amountPaise,
    currency: order.currency,
  });
  return after && after.status === 'captured' && paymentMatchesOrder(order, after) ? after : null;
}
