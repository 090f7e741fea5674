import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_KEY_ID = 'rzp_test_FakeKeyId123';
export const FAKE_KEY_SECRET = 'fake_key_secret_never_logged';
export const FAKE_WEBHOOK_SECRET = 'fake_webhook_secret';

interface FakeOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}

export interface FakePayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: string;
  order_id: string;
  method: string;
  captured: boolean;
  amount_refunded: number;
  created_at: number;
}

interface FakeRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string>;
  status: 'processed';
  speed_requested: string;
  created_at: number;
}

const id = (prefix: string) =>
  `${prefix}_${randomBytes(7).toString('base64url').replace(/[-_]/g, 'x')}`;
const error = (description: string) => ({
  error: {
    code: 'BAD_REQUEST_ERROR',
    description,
    source: 'business',
    step: 'payment_initiation',
    reason: 'input_validation_failed',
  },
});

/**
 * A local Razorpay: the parts of the Orders and Payments APIs Tika calls, answering as
 * Razorpay documents them (Basic auth with key id and secret, amounts in paise, errors as
 * {error:{code, description}}), plus what Checkout and webhooks would produce.
 */
export async function startFakeRazorpay() {
  const orders = new Map<string, FakeOrder>();
  const payments = new Map<string, FakePayment>();
  const refunds = new Map<string, FakeRefund>();
  const refundsByKey = new Map<string, FakeRefund>();
  const requests: Array<{
    method: string;
    path: string;
    authorized: boolean;
    body: unknown;
    idempotencyKey?: string;
  }> = [];
  let failOrders = 0;
  let dropCaptures = 0;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const expected = `Basic ${Buffer.from(`${FAKE_KEY_ID}:${FAKE_KEY_SECRET}`).toString('base64')}`;
      const authorized = req.headers.authorization === expected;
      let body: Record<string, unknown> = {};
      try {
        body = chunks.length
          ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>)
          : {};
      } catch {
        return send(400, error('The request body is not valid JSON'));
      }
      const path = req.url ?? '';
      const idempotencyKey = req.headers['x-refund-idempotency'];
      requests.push({
        method: req.method ?? '',
        path,
        authorized,
        body,
        ...(typeof idempotencyKey === 'string' ? { idempotencyKey } : {}),
      });
      // An outage: the connection closes without an answer.
      if (dropCaptures > 0 && path.endsWith('/capture')) {
        dropCaptures -= 1;
        return req.socket.destroy();
      }
      if (!authorized) return send(401, error('Authentication failed'));

      if (req.method === 'POST' && path === '/v1/orders') {
        if (failOrders > 0) {
          failOrders -= 1;
          return send(500, {
            error: { code: 'SERVER_ERROR', description: 'The server encountered an error.' },
          });
        }
        const amount = body.amount;
        if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100)
          return send(400, error('The amount must be atleast INR 1.00'));
        if (body.currency !== 'INR') return send(400, error('Currency is not supported'));
        const order: FakeOrder = {
          id: id('order'),
          entity: 'order',
          amount,
          amount_paid: 0,
          amount_due: amount,
          currency: 'INR',
          receipt: typeof body.receipt === 'string' ? body.receipt : null,
          status: 'created',
          attempts: 0,
          notes: (body.notes as Record<string, string>) ?? {},
          created_at: Math.floor(Date.now() / 1000),
        };
        orders.set(order.id, order);
        return send(200, order);
      }
      const orderMatch = /^\/v1\/orders\/([\w]+)$/.exec(path);
      if (req.method === 'GET' && orderMatch) {
        const order = orders.get(orderMatch[1]!);
        return order ? send(200, order) : send(400, error('The id provided does not exist'));
      }
      const paymentMatch = /^\/v1\/payments\/([\w]+)$/.exec(path);
      if (req.method === 'GET' && paymentMatch) {
        const payment = payments.get(paymentMatch[1]!);
        return payment ? send(200, payment) : send(400, error('The id provided does not exist'));
      }
      // Capture: only an authorized payment, for exactly its amount and currency (Payments API).
      const captureMatch = /^\/v1\/payments\/([\w]+)\/capture$/.exec(path);
      if (req.method === 'POST' && captureMatch) {
        const payment = payments.get(captureMatch[1]!);
        if (!payment) return send(400, error('The id provided does not exist'));
        if (typeof body.amount !== 'number' || !Number.isInteger(body.amount))
          return send(400, error('The amount must be an integer.'));
        if (payment.status === 'captured')
          return send(400, error('This payment has already been captured'));
        if (payment.status !== 'authorized')
          return send(
            400,
            error('Only payments which have been authorized and not yet captured can be captured'),
          );
        if (body.amount !== payment.amount)
          return send(400, error('Capture amount must be equal to the amount authorized'));
        if (body.currency !== payment.currency)
          return send(400, error('Currency should be same as the payment currency'));
        const captured: FakePayment = { ...payment, status: 'captured', captured: true };
        payments.set(captured.id, captured);
        const order = orders.get(payment.order_id);
        if (order)
          orders.set(order.id, {
            ...order,
            status: 'paid',
            amount_paid: order.amount,
            amount_due: 0,
          });
        return send(200, captured);
      }
      // Refund (Refunds API): a captured payment only; X-Refund-Idempotency repeats one refund.
      const refundMatch = /^\/v1\/payments\/([\w]+)\/refund$/.exec(path);
      if (req.method === 'POST' && refundMatch) {
        const key = req.headers['x-refund-idempotency'];
        const repeated = typeof key === 'string' ? refundsByKey.get(key) : undefined;
        if (repeated) return send(200, repeated);
        const payment = payments.get(refundMatch[1]!);
        if (!payment) return send(400, error('The id provided does not exist'));
        if (payment.status === 'refunded')
          return send(400, error('The payment has been fully refunded already'));
        if (payment.status !== 'captured')
          return send(400, error('Refunds can be made only on captured payments'));
        const amount = typeof body.amount === 'number' ? body.amount : payment.amount;
        if (amount !== payment.amount - payment.amount_refunded)
          return send(400, error('The refund amount provided is greater than amount captured'));
        const refund: FakeRefund = {
          id: id('rfnd'),
          entity: 'refund',
          amount,
          currency: payment.currency,
          payment_id: payment.id,
          notes: (body.notes as Record<string, string>) ?? {},
          status: 'processed',
          speed_requested: typeof body.speed === 'string' ? body.speed : 'normal',
          created_at: Math.floor(Date.now() / 1000),
        };
        refunds.set(refund.id, refund);
        if (typeof key === 'string') refundsByKey.set(key, refund);
        payments.set(payment.id, { ...payment, status: 'refunded', amount_refunded: amount });
        return send(200, refund);
      }
      send(404, error('The requested URL was not found on the server.'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    base,
    orders,
    payments,
    refunds,
    requests,
    env: {
      RAZORPAY_KEY_ID: FAKE_KEY_ID,
      RAZORPAY_KEY_SECRET: FAKE_KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
      RAZORPAY_API_BASE: base,
    },
    failNextOrders(n = 1) {
      failOrders = n;
    },
    /** The next captures never get an answer (Razorpay unreachable). */
    dropNextCaptures(n = 1) {
      dropCaptures = n;
    },
    /**
     * What Checkout gives the page when the parent pays: the payment and its signature. The
     * payment is `captured` as on an account with auto-capture, or `authorized` (waiting for
     * our capture, as without it), or `failed`. The order is paid once a payment is captured.
     */
    pay(
      orderId: string,
      options: { amount?: number; status?: 'captured' | 'authorized' | 'failed' } = {},
    ) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`fake Razorpay: no order ${orderId}`);
      const status = options.status ?? 'captured';
      const payment: FakePayment = {
        id: id('pay'),
        entity: 'payment',
        amount: options.amount ?? order.amount,
        currency: 'INR',
        status,
        order_id: order.id,
        method: 'upi',
        captured: status === 'captured',
        amount_refunded: 0,
        created_at: Math.floor(Date.now() / 1000),
      };
      payments.set(payment.id, payment);
      // A second payment on a paid order (a second tab) leaves it paid.
      const paid = status === 'captured' || order.status === 'paid';
      orders.set(order.id, {
        ...order,
        status: paid ? 'paid' : 'attempted',
        amount_paid: paid ? order.amount : 0,
        amount_due: paid ? 0 : order.amount,
        attempts: order.attempts + 1,
      });
      const signature = createHmac('sha256', FAKE_KEY_SECRET)
        .update(`${order.id}|${payment.id}`)
        .digest('hex');
      return { order_id: order.id, payment_id: payment.id, signature, payment };
    },
    /**
     * A webhook delivery as Razorpay sends it: raw JSON body, its signature and an event id.
     * `order.paid` carries the order too, as Razorpay's does.
     */
    webhook(event: string, payment: FakePayment, eventId = id('evt')) {
      const order = event === 'order.paid' ? orders.get(payment.order_id) : undefined;
      const body = JSON.stringify({
        entity: 'event',
        account_id: 'acc_FakeAccount',
        event,
        contains: order ? ['payment', 'order'] : ['payment'],
        payload: { payment: { entity: payment }, ...(order ? { order: { entity: order } } : {}) },
        created_at: Math.floor(Date.now() / 1000),
      });
      const signature = createHmac('sha256', FAKE_WEBHOOK_SECRET).update(body).digest('hex');
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': signature,
          'x-razorpay-event-id': eventId,
        },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeRazorpay = Awaited<ReturnType<typeof startFakeRazorpay>>;
