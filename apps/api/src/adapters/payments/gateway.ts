import type { RazorpayOrder } from '@tika/contract';

/** A payment as the provider reports it; what we check before granting a plan. */
export interface ProviderPayment {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  /** Razorpay: created, authorized, captured, refunded, failed */
  status: string;
}

/** A refund as the provider reports it (Razorpay: pending, then processed, or failed). */
export interface ProviderRefund {
  id: string;
  payment_id: string;
  amount: number;
  status: string;
}

export class PaymentGatewayError extends Error {
  override name = 'PaymentGatewayError';
}

/**
 * Razorpay's Orders and Payments APIs, or their in-process stand-in in dev mode. Both sign
 * checkout results the same way, so confirmation runs one verification path for either.
 */
export interface PaymentGateway {
  readonly mode: 'razorpay' | 'simulated';
  /** Public key id for Razorpay Checkout (null when simulated). */
  readonly keyId: string | null;
  createOrder(input: {
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<RazorpayOrder>;
  fetchPayment(paymentId: string): Promise<ProviderPayment | null>;
  /**
   * Captures an authorized payment for the order's amount (an authorized payment that is never
   * captured is refunded by Razorpay after a few days). Returns the payment as it is afterwards:
   * captured, or unchanged when it could not be captured (already captured by a concurrent call
   * or by auto-capture, failed, refunded); null for an unknown payment.
   */
  capturePayment(
    paymentId: string,
    input: { amountPaise: number; currency: string },
  ): Promise<ProviderPayment | null>;
  /**
   * Refunds a captured payment in full (Razorpay's Refunds API; only captured payments can be).
   * Idempotent per payment: asking again returns the same refund, never a second one.
   */
  refundPayment(
    paymentId: string,
    input: { amountPaise: number; notes: Record<string, string> },
  ): Promise<ProviderRefund>;
  /** The secret Checkout results are signed with (Razorpay: the key secret). */
  checkoutSecret(): Promise<string>;
}
