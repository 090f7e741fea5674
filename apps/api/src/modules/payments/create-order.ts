import {
  PLANS,
  type PlanId,
  planUnavailableReason,
  type RazorpayOrder,
  STORY_MESSAGES,
} from '@tika/contract';
import { randomUUID } from 'node:crypto';
import type { PaymentGateway } from '../../adapters/payments';
import type { PaymentOrderRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { readStoryState } from '../stories/list-stories';
import { findOpenOrder, insertOpenOrder, ordersCreatedSince } from './orders-repository';

/** Enough for retries and changes of mind; more in an hour is a script, not a parent. */
const MAX_ORDERS_PER_HOUR = 20;

/**
 * How long an unpaid order is handed out again to the same parent for the same plan (a second
 * tab, a double tap, a retry after closing Checkout): one intent, one order, one charge.
 * Razorpay keeps an order payable for much longer, so after this a new order is made and the
 * old one is expired; a payment on it still grants its plan (plans stack).
 */
const ORDER_REUSE_MINUTES = 30;

export function paymentsUnavailable() {
  return new AppError(503, 'payments_unavailable', STORY_MESSAGES.paymentsOff);
}

/**
 * An order for a plan at the server's price (paise, INR), bound to this parent; the parent's
 * open order for the plan when there is one (ORDER_REUSE_MINUTES). Never for more
 * stories than are left for a new plan to unlock: what cannot be delivered is not sold. A plan
 * may be bought while another (or the same) still unlocks: its stories come after those
 * (docs/decisions/0016-plans-stack.md).
 */
export async function createOrder(deps: AppDeps, userId: string, plan: PlanId) {
  const gateway = deps.payments;
  if (!gateway) throw paymentsUnavailable();
  const { db } = deps.database;
  const { plan: userPlan } = await readStoryState(deps, userId);
  const unavailable = planUnavailableReason(plan, userPlan.stories_available_to_buy);
  if (unavailable) throw AppError.conflict(unavailable, 'not_enough_stories');
  const now = deps.clock.now();
  const reuseSince = new Date(now.getTime() - ORDER_REUSE_MINUTES * 60 * 1000);
  const open = await findOpenOrder(db, userId, plan, reuseSince);
  if (open) return orderAnswer(gateway, open, openOrderWire(open));

  const since = new Date(now.getTime() - 60 * 60 * 1000);
  if ((await ordersCreatedSince(db, userId, since)) >= MAX_ORDERS_PER_HOUR) {
    throw AppError.tooManyRequests(
      'Too many payment attempts. Please try again in a while.',
      60 * 60,
    );
  }

  const id = randomUUID();
  const amountPaise = PLANS[plan].totalPaise;
  let order;
  try {
    order = await gateway.createOrder({ amountPaise, receipt: id, notes: { plan } });
  } catch (error) {
    throw Object.assign(new AppError(502, 'payment_provider_error', STORY_MESSAGES.orderFailed), {
      cause: error,
    });
  }
  const recorded = await insertOpenOrder(db, {
    id,
    userId,
    plan,
    amountPaise,
    currency: 'INR',
    provider: gateway.mode,
    providerOrderId: order.id,
    createdAt: now,
  });
  // Another tab's request recorded its order first: both tabs get that one, and the Razorpay
  // order made here is never shown to anyone, so it is never paid.
  if (!recorded) throw AppError.conflict(STORY_MESSAGES.orderFailed, 'order_in_progress');
  return orderAnswer(gateway, recorded.row, recorded.created ? order : openOrderWire(recorded.row));
}

/** An open order as Razorpay described it when made: nothing paid yet. */
function openOrderWire(row: PaymentOrderRow): RazorpayOrder {
  return {
    id: row.providerOrderId,
    entity: 'order',
    amount: row.amountPaise,
    amount_paid: 0,
    amount_due: row.amountPaise,
    currency: 'INR',
    receipt: row.id,
    status: 'created',
    attempts: 0,
    created_at: Math.floor(row.createdAt.getTime() / 1000),
  };
}

function orderAnswer(gateway: PaymentGateway, row: PaymentOrderRow, order: RazorpayOrder) {
  return {
    order_id: order.id,
    amount: order.amount,
    currency: order.currency,
    status: order.status,
    order,
    plan: row.plan as PlanId,
    checkout: gateway.keyId
      ? { mode: 'razorpay' as const, key_id: gateway.keyId }
      : { mode: 'simulated' as const },
  };
}
