import type { RazorpayOrder } from '@tika/contract';
import type { Database } from '../../db/client';
import { loadAppSecret } from '../../lib/app-secret';
import type { Clock } from '../../lib/clock';
import { randomToken } from '../../lib/crypto';
import {
  type PaymentGateway,
  PaymentGatewayError,
  type ProviderPayment,
  type ProviderRefund,
} from './gateway';
import { checkoutSignature } from './signatures';

/**
 * Dev mode (no Razorpay keys): orders and payments live in this process, and the dev checkout
 * sheet asks `pay()` for a result signed exactly as Razorpay Checkout signs one, so the
 * confirmation endpoint verifies it through the same code as real payments.
 */
export class SimulatedGateway implements PaymentGateway {
  readonly mode = 'simulated' as const;
  readonly keyId = null;
  private readonly orders = new Map<string, RazorpayOrder>();
  private readonly payments = new Map<string, ProviderPayment>();
  private readonly refunds = new Map<string, ProviderRefund>();

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  checkoutSecret() {
    return loadAppSecret(this.db, 'simulated_razorpay_key_secret');
  }

  async createOrder(input: { amountPaise: number; receipt: string }): Promise<RazorpayOrder> {
    const order: RazorpayOrder = {
      id: `order_sim${randomToken(10).replace(/[-_]/g, '')}`,
      entity: 'order',
      amount: input.amountPaise,
      amount_paid: 0,
      amount_due: input.amountPaise,
      currency: 'INR',
      receipt: input.receipt,
      status: 'created',
      attempts: 0,
      created_at: Math.floor(this.clock.now().getTime() / 1000),
    };
    this.orders.set(order.id, order);
    return order;
  }

  async fetchPayment(paymentId: string): Promise<ProviderPayment | null> {
    return this.payments.get(paymentId) ?? null;
  }

  /** As Razorpay: only an authorized payment is captured; any other comes back as it is. */
  async capturePayment(
    paymentId: string,
    input: { amountPaise: number; currency: string },
  ): Promise<ProviderPayment | null> {
    const payment = this.payments.get(paymentId);
    if (!payment) return null;
    if (
      payment.status !== 'authorized' ||
      payment.amount !== input.amountPaise ||
      payment.currency !== input.currency
    )
      return payment;
    const captured = { ...payment, status: 'captured' };
    this.payments.set(paymentId, captured);
    const order = this.orders.get(payment.order_id);
    if (order)
      this.orders.set(order.id, {
        ...order,
        status: 'paid',
        amount_paid: order.amount,
        amount_due: 0,
      });
    return captured;
  }

  /** As Razorpay: a captured payment only, in full, and once per payment (idempotent). */
  async refundPayment(paymentId: string, input: { amountPaise: number }): Promise<ProviderRefund> {
    const earlier = this.refunds.get(paymentId);
    if (earlier) return earlier;
    const payment = this.payments.get(paymentId);
    if (!payment || payment.status !== 'captured' || payment.amount !== input.amountPaise)
      throw new PaymentGatewayError('Only a captured payment can be refunded, in full');
    const refund: ProviderRefund = {
      id: `rfnd_sim${randomToken(10).replace(/[-_]/g, '')}`,
      payment_id: paymentId,
      amount: input.amountPaise,
      status: 'processed',
    };
    this.refunds.set(paymentId, refund);
    this.payments.set(paymentId, { ...payment, status: 'refunded' });
    return refund;
  }

  /**
   * What Checkout hands the page after the parent pays: ids and signature. Null for unknown
   * orders. The payment is only authorized, as on a Razorpay account without auto-capture,
   * so dev mode runs the capture step too.
   */
  async pay(orderId: string): Promise<{
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  } | null> {
    const order = this.orders.get(orderId);
    if (!order) return null;
    const payment: ProviderPayment = {
      id: `pay_sim${randomToken(10).replace(/[-_]/g, '')}`,
      order_id: order.id,
      amount: order.amount,
      currency: order.currency,
      status: 'authorized',
    };
    this.payments.set(payment.id, payment);
    this.orders.set(order.id, { ...order, status: 'attempted', attempts: order.attempts + 1 });
    return {
      razorpay_order_id: order.id,
      razorpay_payment_id: payment.id,
      razorpay_signature: checkoutSignature(await this.checkoutSecret(), order.id, payment.id),
    };
  }
}
