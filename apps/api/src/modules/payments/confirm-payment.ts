import { type ConfirmPaymentBody, STORY_MESSAGES } from '@tika/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { ProviderPayment } from '../../adapters/payments';
import type { PaymentOrderRow } from '../../db/schema';
import { audit } from '../../lib/audit';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { isValidCheckoutSignature } from '../../adapters/payments/signatures';
import { parentToday } from '../account/parent-today';
import { readStoryState } from '../stories/list-stories';
import { paymentsUnavailable } from './create-order';
import { capturedPayment } from './capture-payment';
import { grantPlan } from './grant-plan';
import { findOrderByProviderId } from './orders-repository';
import { refundAndAudit, wasRefunded } from './refund-payment';

const verificationFailed = () =>
  AppError.badRequest(STORY_MESSAGES.verificationFailed, 'payment_verification_failed');
const confirmationFailed = (status: number) =>
  new AppError(status, 'payment_confirmation_failed', STORY_MESSAGES.confirmationFailed);
const paymentRefunded = () => new AppError(409, 'payment_refunded', STORY_MESSAGES.paymentRefunded);

/** Refunds a payment that granted nothing; Razorpay unreachable answers 502 (the webhook retries). */
async function refund(
  deps: AppDeps,
  log: FastifyBaseLogger,
  order: PaymentOrderRow,
  payment: ProviderPayment,
) {
  try {
    await refundAndAudit(deps, log, order, payment);
  } catch (error) {
    throw Object.assign(
      new AppError(502, 'payment_provider_error', STORY_MESSAGES.confirmationFailed),
      { cause: error },
    );
  }
}

/**
 * The page's word that Checkout succeeded. Nothing is granted unless the signature is
 * Razorpay's, the order is this parent's, and the provider confirms that payment is for the
 * order's full amount and captured (an authorized one is captured here). Each order is
 * confirmed once: a replay, or any of several confirmations at once but the first, answers
 * 409 'Payment confirmation failed.' and changes nothing. A first confirmation after the
 * webhook already granted the plan still succeeds. A payment for an order another payment
 * already paid (a second tab) grants nothing: it is refunded, and the answer (409
 * payment_refunded) tells the parent so.
 */
export async function confirmPayment(
  deps: AppDeps,
  log: FastifyBaseLogger,
  userId: string,
  body: ConfirmPaymentBody,
) {
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
  if (await wasRefunded(db, order, body.payment_id)) throw paymentRefunded();

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
  if (outcome === 'already_confirmed') throw confirmationFailed(409);
  if (outcome === 'paid_by_other_payment') {
    await refund(deps, log, order, payment);
    throw paymentRefunded();
  }
  if (outcome === 'granted')
    audit(log, 'payment_granted', {
      userId,
      plan: order.plan,
      orderId: order.id,
      paymentId: payment.id,
    });
  return {
    message: STORY_MESSAGES.paymentSuccessful,
    user_plan: (await readStoryState(deps, userId)).plan,
  };
}
