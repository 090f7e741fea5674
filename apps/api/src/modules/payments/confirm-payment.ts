import { type ConfirmPaymentBody, STORY_MESSAGES } from '@tika/contract';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { isValidCheckoutSignature } from '../../plugins/payments/signatures';
import { parentToday } from '../account/parent-today';
import { readStoryState } from '../stories/list-stories';
import { paymentsUnavailable } from './create-order';
import { grantPlan, paymentMatchesOrder } from './grant-plan';
import { findOrderByProviderId } from './orders-repository';

const verificationFailed = () => AppError.badRequest(STORY_MESSAGES.verificationFailed, 'payment_verification_failed');
const confirmationFailed = (status: number) => new AppError(status, 'payment_confirmation_failed', STORY_MESSAGES.confirmationFailed);

/**
 * The page's word that Checkout succeeded. Nothing is granted unless the signature is
 * Razorpay's, the order is this parent's, and the provider confirms that payment is for the
 * order's full amount. Confirming the same payment twice grants once and says so both times.
 */
export async function confirmPayment(deps: AppDeps, userId: string, body: ConfirmPaymentBody) {
  const gateway = deps.payments;
  if (!gateway) throw paymentsUnavailable();
  const { db } = deps.database;

  if (!isValidCheckoutSignature(await gateway.checkoutSecret(), body.order_id, body.payment_id, body.signature)) throw verificationFailed();
  const order = await findOrderByProviderId(db, body.order_id);
  if (!order || order.userId !== userId) throw confirmationFailed(404);

  let payment;
  try {
    payment = await gateway.fetchPayment(body.payment_id);
  } catch (error) {
    // Razorpay unreachable: the webhook will still grant the plan when it arrives.
    throw Object.assign(new AppError(502, 'payment_provider_error', STORY_MESSAGES.confirmationFailed), { cause: error });
  }
  if (!payment || !paymentMatchesOrder(order, payment)) throw verificationFailed();

  const outcome = await grantPlan(db, order, body.payment_id, deps.clock.now(), await parentToday(deps, userId));
  if (outcome === 'paid_by_other_payment') throw confirmationFailed(409);
  return { message: STORY_MESSAGES.paymentSuccessful, user_plan: (await readStoryState(deps, userId)).plan };
}
