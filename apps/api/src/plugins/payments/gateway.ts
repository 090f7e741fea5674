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
  createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<RazorpayOrder>;
  fetchPayment(paymentId: string): Promise<ProviderPayment | null>;
  /** The secret Checkout results are signed with (Razorpay: the key secret). */
  checkoutSecret(): Promise<string>;
}
