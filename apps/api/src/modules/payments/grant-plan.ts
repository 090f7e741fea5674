import { and, eq, ne } from 'drizzle-orm';
import { PLANS, type PlanId } from '@tika/contract';
import type { Database } from '../../db/client';
import { type PaymentOrderRow, paymentOrders, storyEntitlements } from '../../db/schema';

export type GrantOutcome =
  /** This call paid the order and granted its plan. */
  | 'granted'
  /** The same payment was already recorded (the webhook came first, or the page retried). */
  | 'already_granted'
  /** The order was paid by another payment: this one grants nothing. */
  | 'paid_by_other_payment';

/**
 * Marks the order paid and grants its plan, exactly once. The conditional update takes the
 * order's row lock, so of concurrent confirmations and webhooks one wins and the rest see it
 * paid; the unique order_id on entitlements backs that up.
 */
export async function grantPlan(db: Database, order: PaymentOrderRow, paymentId: string, paidAt: Date, today: string): Promise<GrantOutcome> {
  return db.transaction(async (tx) => {
    const paid = await tx
      .update(paymentOrders)
      .set({ status: 'paid', paymentId, paidAt })
      .where(and(eq(paymentOrders.id, order.id), ne(paymentOrders.status, 'paid')))
      .returning({ id: paymentOrders.id });
    if (paid.length === 0) {
      const [current] = await tx.select({ paymentId: paymentOrders.paymentId }).from(paymentOrders).where(eq(paymentOrders.id, order.id));
      return current?.paymentId === paymentId ? 'already_granted' : 'paid_by_other_payment';
    }
    const plan = order.plan as PlanId;
    await tx.insert(storyEntitlements).values({ userId: order.userId, kind: 'paid', plan, stories: PLANS[plan].stories, orderId: order.id, startsOn: today });
    return 'granted';
  });
}

/** The payment really is this order's, for its full amount, and money has moved (or is held). */
export function paymentMatchesOrder(order: PaymentOrderRow, payment: { order_id: string | null; amount: number; currency: string; status: string }): boolean {
  return (
    payment.order_id === order.providerOrderId &&
    payment.amount === order.amountPaise &&
    payment.currency === order.currency &&
    (payment.status === 'captured' || payment.status === 'authorized')
  );
}
