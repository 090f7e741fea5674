import { type RazorpayOrder, razorpayOrderSchema } from '@tika/contract';
import { z } from 'zod';
import {
  type PaymentGateway,
  PaymentGatewayError,
  type ProviderPayment,
  type ProviderRefund,
} from './gateway';

const paymentSchema = z.object({
  id: z.string(),
  order_id: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.string(),
});
const refundSchema = z.object({
  id: z.string(),
  payment_id: z.string(),
  amount: z.number(),
  status: z.string(),
});
const TIMEOUT_MS = 10_000;

/**
 * Razorpay over its REST API (docs: razorpay.com/docs/api/orders). The official SDK fixes its
 * host to api.razorpay.com, which would keep tests from using a local fake; two calls do not
 * need it (docs/decisions/0008-stories-and-payments.md).
 */
export class RazorpayGateway implements PaymentGateway {
  readonly mode = 'razorpay' as const;
  constructor(
    private readonly config: { apiBase: string; keyId: string; keySecret: string },
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  get keyId() {
    return this.config.keyId;
  }

  async checkoutSecret() {
    return this.config.keySecret;
  }

  async createOrder(input: {
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<RazorpayOrder> {
    const body = {
      amount: input.amountPaise,
      currency: 'INR',
      receipt: input.receipt,
      notes: input.notes,
    };
    const json = await this.call('POST', '/v1/orders', body);
    const order = razorpayOrderSchema.safeParse(json);
    if (!order.success)
      throw new PaymentGatewayError('Razorpay returned an order we do not understand');
    if (order.data.amount !== input.amountPaise)
      throw new PaymentGatewayError('Razorpay order amount differs from the plan price');
    return order.data;
  }

  async fetchPayment(paymentId: string): Promise<ProviderPayment | null> {
    if (!/^[\w-]{1,64}$/.test(paymentId)) return null;
    const json = await this.call('GET', `/v1/payments/${paymentId}`);
    if (json === null) return null;
    const payment = paymentSchema.safeParse(json);
    if (!payment.success)
      throw new PaymentGatewayError('Razorpay returned a payment we do not understand');
    return payment.data;
  }

  async capturePayment(
    paymentId: string,
    input: { amountPaise: number; currency: string },
  ): Promise<ProviderPayment | null> {
    if (!/^[\w-]{1,64}$/.test(paymentId)) return null;
    const json = await this.call(
      'POST',
      `/v1/payments/${paymentId}/capture`,
      { amount: input.amountPaise, currency: input.currency },
      { refusedIsNull: true },
    );
    // Refused (400): not capturable now, most often because it already is captured. Its state says.
    if (json === null) return this.fetchPayment(paymentId);
    const payment = paymentSchema.safeParse(json);
    if (!payment.success)
      throw new PaymentGatewayError('Razorpay returned a payment we do not understand');
    return payment.data;
  }

  /**
   * A normal refund of the whole payment (docs: razorpay.com/docs/api/refunds/create-normal).
   * X-Refund-Idempotency, keyed by the payment, makes a retry after a lost answer (or a
   * webhook and a confirmation refunding at once) return the same refund instead of a second.
   */
  async refundPayment(
    paymentId: string,
    input: { amountPaise: number; notes: Record<string, string> },
  ): Promise<ProviderRefund> {
    if (!/^[\w-]{1,64}$/.test(paymentId)) throw new PaymentGatewayError('Not a payment id');
    const json = await this.call(
      'POST',
      `/v1/payments/${paymentId}/refund`,
      { amount: input.amountPaise, speed: 'normal', notes: input.notes },
      { headers: { 'x-refund-idempotency': `tika-refund-${paymentId}` } },
    );
    const refund = refundSchema.safeParse(json);
    if (!refund.success)
      throw new PaymentGatewayError('Razorpay returned a refund we do not understand');
    return refund.data;
  }

  private async call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    options: { refusedIsNull?: boolean; headers?: Record<string, string> } = {},
  ): Promise<unknown> {
    const auth = Buffer.from(`${this.config.keyId}:${this.config.keySecret}`).toString('base64');
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.config.apiBase.replace(/\/+$/, '')}${path}`, {
        method,
        headers: {
          authorization: `Basic ${auth}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new PaymentGatewayError(`Razorpay could not be reached (${(error as Error).name})`);
    }
    if (
      (method === 'GET' || options.refusedIsNull) &&
      (response.status === 404 || response.status === 400)
    )
      return null;
    if (!response.ok)
      throw new PaymentGatewayError(
        `Razorpay answered ${response.status} to ${method} ${path.split('/').slice(0, 3).join('/')}`,
      );
    return response.json();
  }
}
