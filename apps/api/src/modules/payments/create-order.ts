import { PLANS, type PlanId, planUnavailableReason, STORY_MESSAGES } from '@tika/contract';
import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { readStoryState } from '../stories/list-stories';
import { insertOrder, ordersCreatedSince } from './orders-repository';

/** Enough for retries and changes of mind; more in an hour is a script, not a parent. */
const MAX_ORDERS_PER_HOUR = 20;

export function paymentsUnavailable() {
  return new AppError(503, 'payments_unavailable', STORY_MESSAGES.paymentsOff);
}

/**
 * An order for a plan at the server's price (paise, INR), bound to this parent. Never for more
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
  const since = new Date(deps.clock.now().getTime() - 60 * 60 * 1000);
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
  await insertOrder(db, {
    id,
    userId,
    plan,
    amountPaise,
    currency: 'INR',
    provider: gateway.mode,
    providerOrderId: order.id,
  });
  return {
    order_id: order.id,
    amount: order.amount,
    currency: order.currency,
    status: order.status,
    order,
    plan,
    checkout: gateway.keyId
      ? { mode: 'razorpay' as const, key_id: gateway.keyId }
      : { mode: 'simulated' as const },
  };
}
