import { type ConfirmPaymentBody, STORY_MESSAGES } from '@tika/contract';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { isValidCheckoutSignature } from '../../adapters/payments/signatures';
import { parentToday } from '../account/parent-today';
import { readStoryState } from '../stories/list-stories';
import { paymentsUnavailable } from './create-order';
import { capturedPayment } from './capture-payment';
import { grantPlan } from './grant-plan';
import { findOrderByProviderId } from './orders-repository';

const verificationFailed = () =>
  AppError.badRequest(STORY_MESSAGES.verificationFailed, 'payment_verification_failed');
const confirmationFailed = (status: number) =>
  new AppError(status, 'payment_confirmation_failed', STORY_MESSAGES.confirmationFailed);

/**
 * The page's word that Checkout succeeded. Nothing is granted unless the signature is
 * Razorpay's, the order is this parent's, and the provider confirms that payment is for the
 * order's full amount and captured (an authorized one is captured here). Each order is
 * confirmed once: a replay, or any of several confirmations at once but the first, answers
 * 409 'Payment confirmation failed.' and changes nothing. A first confirmation after the
 * webhook already granted the plan still succeeds.
 */
export async function confirmPayment(deps: AppDeps, userId: string, body: ConfirmPaymentBody) {
  const gateway = deps.payments;
  if (!gateway) throw paymentsUnavailable();
  const { db } = deps.database;

  if (
    !isValidCheckoutSignature(
      await gateway.checkoutSecret(),
      body.order_id,
      body.payment_id,
      body.signature,
    )
  )
    throw verificationFailed();
  const order = await findOrderByProviderId(db, body.order_id);
  if (!order || order.userId !== userId) throw confirmationFailed(404);

  let payment;
  try {
    const reported = await gateway.fetchPayment(body.payment_id);
    payment = reported && (await capturedPayment(gateway, order, reported));
  } catch (error) {
    // Razorpay unreachable: the webhook will still grant the plan when it arrives.
    throw Object.assign(
      new AppError(502, 'payment_provider_error', STORY_MESSAGES.confirmationFailed),
      { cause: error },
    );
  }
  if (!payment) throw verificationFailed();

  const outcome = await grantPlan(db, {
    order,
    paymentId: payment.id,
    paidAt: deps.clock.now(),
    today: await parentToday(deps, userId),
    by: 'checkout',
  });
  if (outcome === 'paid_by_other_payment' || outcome === 'already_confirmed')
    throw confirmationFailed(409);
  return {
    message: STORY_MESSAGES.paymentSuccessful,
    user_plan: (await readStoryState(deps, userId)).plan,
  };
}
