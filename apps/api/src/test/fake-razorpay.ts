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

interface FakePayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: string;
  order_id: string;
  method: string;
  captured: boolean;
}

const id = (prefix: string) => `${prefix}_${randomBytes(7).toString('base64url').replace(/[-_]/g, 'x')}`;
const error = (description: string) => ({ error: { code: 'BAD_REQUEST_ERROR', description, source: 'business', step: 'payment_initiation', reason: 'input_validation_failed' } });

/**
 * A local Razorpay: the parts of the Orders and Payments APIs Tika calls, answering as
 * Razorpay documents them (Basic auth with key id and secret, amounts in paise, errors as
 * {error:{code, description}}), plus what Checkout and webhooks would produce.
 */
export async function startFakeRazorpay() {
  const orders = new Map<string, FakeOrder>();
  const payments = new Map<string, FakePayment>();
  const requests: Array<{ method: string; path: string; authorized: boolean; body: unknown }> = [];
  let failOrders = 0;

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
        body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : {};
      } catch {
        return send(400, error('The request body is not valid JSON'));
      }
      const path = req.url ?? '';
      requests.push({ method: req.method ?? '', path, authorized, body });
      if (!authorized) return send(401, error('Authentication failed'));

      if (req.method === 'POST' && path === '/v1/orders') {
        if (failOrders > 0) {
          failOrders -= 1;
          return send(500, { error: { code: 'SERVER_ERROR', description: 'The server encountered an error.' } });
        }
        const amount = body.amount;
        if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) return send(400, error('The amount must be atleast INR 1.00'));
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
      send(404, error('The requested URL was not found on the server.'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    base,
    orders,
    payments,
    requests,
    env: { RAZORPAY_KEY_ID: FAKE_KEY_ID, RAZORPAY_KEY_SECRET: FAKE_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET, RAZORPAY_API_BASE: base },
    failNextOrders(n = 1) {
      failOrders = n;
    },
    /** What Checkout gives the page when the parent pays: a captured payment and its signature. */
    pay(orderId: string, options: { amount?: number; status?: string } = {}) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`fake Razorpay: no order ${orderId}`);
      const payment: FakePayment = { id: id('pay'), entity: 'payment', amount: options.amount ?? order.amount, currency: 'INR', status: options.status ?? 'captured', order_id: order.id, method: 'upi', captured: true };
      payments.set(payment.id, payment);
      orders.set(order.id, { ...order, status: 'paid', amount_paid: order.amount, amount_due: 0, attempts: order.attempts + 1 });
      const signature = createHmac('sha256', FAKE_KEY_SECRET).update(`${order.id}|${payment.id}`).digest('hex');
      return { order_id: order.id, payment_id: payment.id, signature, payment };
    },
    /** A webhook delivery as Razorpay sends it: raw JSON body, its signature and an event id. */
    webhook(event: string, payment: FakePayment, eventId = id('evt')) {
      const body = JSON.stringify({
        entity: 'event',
        account_id: 'acc_FakeAccount',
        event,
        contains: ['payment'],
        payload: { payment: { entity: payment } },
        created_at: Math.floor(Date.now() / 1000),
      });
      const signature = createHmac('sha256', FAKE_WEBHOOK_SECRET).update(body).digest('hex');
      return { body, headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': eventId } };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeRazorpay = Awaited<ReturnType<typeof startFakeRazorpay>>;
