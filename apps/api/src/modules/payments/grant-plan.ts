import { and, eq, ne } from 'drizzle-orm';
import { PLANS, type PlanId } from '@tika/contract';
import type { Database } from '../../db/client';
import {
  type PaymentOrderRow,
  paymentOrders,
  paymentWebhookEvents,
  storyEntitlements,
} from '../../db/schema';

export type GrantOutcome =
  /** This call paid the order and granted its plan. */
  | 'granted'
  /** The same payment was already recorded (the webhook came first, or a webhook repeated). */
  | 'already_granted'
  /** The page's confirmation of this order was already given: a replay, which grants nothing. */
  | 'already_confirmed'
  /** The order was paid by another payment: this one grants nothing. */
  | 'paid_by_other_payment';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The page confirms an order once. payment_webhook_events is our ledger of payment messages
 * handled once; the page's confirmation is such a message too, keyed `checkout:<order id>`
 * (Razorpay's event ids are `evt_…`). The primary key makes concurrent confirmations wait
 * for one another, and exactly one records it.
 */
async function recordConfirmation(tx: Transaction, orderId: string): Promise<boolean> {
  const rows = await tx
    .insert(paymentWebhookEvents)
    .values({ eventId: `checkout:${orderId}`, event: 'checkout.confirmed' })
    .onConflictDoNothing()
    .returning({ id: paymentWebhookEvents.eventId });
  return rows.length > 0;
}

/**
 * Marks the order paid and grants its plan, exactly once. The conditional update takes the
 * order's row lock, so of concurrent confirmations and webhooks one wins and the rest see it
 * paid; the unique order_id on entitlements backs that up. A confirmation from the page
 * (`by: 'checkout'`) is also recorded, once per order, so a replayed one is told apart from
 * the first one arriving after the webhook granted the plan.
 */
export async function grantPlan(
  db: Database,
  grant: {
    order: PaymentOrderRow;
    paymentId: string;
    paidAt: Date;
    today: string;
    by: 'checkout' | 'webhook';
  },
): Promise<GrantOutcome> {
  const { order, paymentId, paidAt, today, by } = grant;
  return db.transaction(async (tx) => {
    const paid = await tx
      .update(paymentOrders)
      .set({ status: 'paid', paymentId, paidAt })
      .where(and(eq(paymentOrders.id, order.id), ne(paymentOrders.status, 'paid')))
      .returning({ id: paymentOrders.id });
    if (paid.length === 0) {
      const [current] = await tx
        .select({ paymentId: paymentOrders.paymentId })
        .from(paymentOrders)
        .where(eq(paymentOrders.id, order.id));
      if (current?.paymentId !== paymentId) return 'paid_by_other_payment';
      if (by === 'checkout' && !(await recordConfirmation(tx, order.id)))
        return 'already_confirmed';
      return 'already_granted';
    }
    const plan = order.plan as PlanId;
    await tx.insert(storyEntitlements).values({
      userId: order.userId,
      kind: 'paid',
      plan,
      stories: PLANS[plan].stories,
      orderId: order.id,
      startsOn: today,
    });
    if (by === 'checkout') await recordConfirmation(tx, order.id);
    return 'granted';
  });
}
