import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentOrders, storyEntitlements } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { createParent, type TestParent } from '../../test/factories';
import {
  FAKE_KEY_ID,
  FAKE_KEY_SECRET,
  type FakeRazorpay,
  startFakeRazorpay,
} from '../../test/fake-razorpay';
import { planPurchases } from '../../test/plans';
import { writeStoryLibrary } from '../../test/story-fixtures';

/** Real mode: keys set, Razorpay's Orders and Payments APIs answered by a local fake. */
let razorpay: FakeRazorpay;
beforeAll(async () => {
  razorpay = await startFakeRazorpay();
});
afterAll(() => razorpay.close());
const ctx = useTestApp({
  env: () => razorpay.env,
  deps: { stories: writeStoryLibrary(100).library },
});

const { order, confirm, deliver } = planPurchases(ctx);
const paidPlans = async (parent: TestParent) => {
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(storyEntitlements)
    .where(and(eq(storyEntitlements.userId, parent.id), eq(storyEntitlements.kind, 'paid')));
  return row!.n;
};
const orderRow = async (orderId: string) =>
  (
    await ctx.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.providerOrderId, orderId))
  )[0]!;

describe('Razorpay orders', () => {
  it('tells the SPA the key id and lets the page load Checkout, and nothing more', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/config/' });
    expect(res.json()).toMatchObject({ razorpay_key_id: FAKE_KEY_ID, payments: 'razorpay' });
    expect(res.body).not.toContain(FAKE_KEY_SECRET);
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toMatch(/script-src 'self' https:\/\/checkout\.razorpay\.com;/);
    expect(csp).toMatch(
      /frame-src 'self' https:\/\/api\.razorpay\.com https:\/\/checkout\.razorpay\.com;/,
    );
  });

  it('creates the order through the Orders API with the key, in paise, and gives Checkout the key id', async () => {
    const parent = await createParent(ctx);
    const res = await order(parent, 'plan_30');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      amount: 17700,
      currency: 'INR',
      status: 'created',
      checkout: { mode: 'razorpay', key_id: FAKE_KEY_ID },
    });
    const request = razorpay.requests.at(-1)!;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/orders',
      authorized: true,
      body: { amount: 17700, currency: 'INR', notes: { plan: 'plan_30' } },
    });
    expect(razorpay.orders.get(body.order_id)?.receipt).toBe((await orderRow(body.order_id)).id);
    expect(JSON.stringify(body)).not.toContain(FAKE_KEY_SECRET);
  });

  it("says 'Order creation failed' when Razorpay fails, and keeps no order", async () => {
    const parent = await createParent(ctx);
    razorpay.failNextOrders(1);
    const res = await order(parent);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('Order creation failed');
    const [row] = await ctx.database.db
      .select({ n: count() })
      .from(paymentOrders)
      .where(eq(paymentOrders.userId, parent.id));
    expect(row!.n).toBe(0);
  });
});

describe('confirming a Checkout payment', () => {
  it('checks the signature, then asks Razorpay about the payment, then grants', async () => {
    const parent = await createParent(ctx);
    const result = razorpay.pay((await order(parent)).json().order_id);
    const res = await confirm(parent, result);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Payment successful!');
    expect(razorpay.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v1/payments/${result.payment_id}`,
      authorized: true,
    });
    expect(await paidPlans(parent)).toBe(1);
  });

  it('grants nothing when the payment is for less than the order, though the signature is right', async () => {
    const parent = await createParent(ctx);
    const result = razorpay.pay((await order(parent)).json().order_id, { amount: 100 });
    const res = await confirm(parent, result);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Payment verification failed');
    expect(await paidPlans(parent)).toBe(0);
  });

  it('grants nothing for a payment that failed, and tries no capture', async () => {
    const parent = await createParent(ctx);
    const result = razorpay.pay((await order(parent)).json().order_id, { status: 'failed' });
    expect((await confirm(parent, result)).json().message).toBe('Payment verification failed');
    expect(await paidPlans(parent)).toBe(0);
    expect(razorpay.requests.some((r) => r.path.endsWith('/capture'))).toBe(false);
  });

  it('captures an authorized payment for the order amount, then grants', async () => {
    const parent = await createParent(ctx);
    const result = razorpay.pay((await order(parent, 'plan_30')).json().order_id, {
      status: 'authorized',
    });
    const res = await confirm(parent, result);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Payment successful!');
    expect(razorpay.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v1/payments/${result.payment_id}/capture`,
      authorized: true,
      body: { amount: 17700, currency: 'INR' },
    });
    expect(razorpay.payments.get(result.payment_id)).toMatchObject({
      status: 'captured',
      captured: true,
    });
    expect(razorpay.orders.get(result.order_id)?.status).toBe('paid');
    expect(await paidPlans(parent)).toBe(1);
  });

  it('answers five confirmations of an authorized payment with one capture, one grant and one success', async () => {
    const parent = await createParent(ctx);
    const result = razorpay.pay((await order(parent)).json().order_id, { status: 'authorized' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => confirm(parent, result)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(razorpay.payments.get(result.payment_id)?.status).toBe('captured');
    expect(await paidPlans(parent)).toBe(1);
  });

  it('grants nothing while the capture cannot reach Razorpay, and the payment stays authorized for the webhook', async () => {
    const parent = await createParent(ctx);
    const result = razorpay.pay((await order(parent)).json().order_id, { status: 'authorized' });
    razorpay.dropNextCaptures(1);
    const res = await confirm(parent, result);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('Payment confirmation failed.');
    expect(await paidPlans(parent)).toBe(0);
    expect(razorpay.payments.get(result.payment_id)?.status).toBe('authorized');
    // Razorpay's own word comes later; it captures and grants.
    expect((await deliver(razorpay.webhook('payment.authorized', result.payment))).json()).toEqual({
      status: 'granted',
    });
    expect(razorpay.payments.get(result.payment_id)?.status).toBe('captured');
  });
});

describe('the Razorpay webhook', () => {
  it('grants the plan when the page never came back, once for repeated deliveries', async () => {
    const parent = await createParent(ctx);
    const { payment } = razorpay.pay((await order(parent)).json().order_id);
    const hook = razorpay.webhook('payment.captured', payment);
    const first = await deliver(hook);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'granted' });
    expect((await deliver(hook)).json()).toEqual({ status: 'duplicate' });
    // Another event for the same payment (new event id): still one grant.
    expect((await deliver(razorpay.webhook('order.paid', payment))).json()).toEqual({
      status: 'already_granted',
    });
    expect(await paidPlans(parent)).toBe(1);
  });

  it('lets the page confirm once after the webhook granted, without a second grant, and refuses a replay', async () => {
    const parent = await createParent(ctx);
    const result = razorpay.pay((await order(parent)).json().order_id);
    await deliver(razorpay.webhook('payment.captured', result.payment));
    const res = await confirm(parent, result);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Payment successful!');
    const replay = await confirm(parent, result);
    expect(replay.statusCode).toBe(409);
    expect(replay.json().message).toBe('Payment confirmation failed.');
    expect(await paidPlans(parent)).toBe(1);
  });

  it('captures on payment.authorized and grants; payment.captured and order.paid after it change nothing', async () => {
    const parent = await createParent(ctx);
    const { payment, order_id } = razorpay.pay((await order(parent)).json().order_id, {
      status: 'authorized',
    });
    expect((await deliver(razorpay.webhook('payment.authorized', payment))).json()).toEqual({
      status: 'granted',
    });
    expect(razorpay.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v1/payments/${payment.id}/capture`,
      body: { amount: 5782, currency: 'INR' },
    });
    const captured = razorpay.payments.get(payment.id)!;
    expect((await deliver(razorpay.webhook('payment.captured', captured))).json()).toEqual({
      status: 'already_granted',
    });
    expect((await deliver(razorpay.webhook('order.paid', captured))).json()).toEqual({
      status: 'already_granted',
    });
    expect((await orderRow(order_id)).status).toBe('paid');
    expect(await paidPlans(parent)).toBe(1);
  });

  it('grants on order.paid alone, which carries the order as well as the payment', async () => {
    const parent = await createParent(ctx);
    const { payment } = razorpay.pay((await order(parent)).json().order_id);
    const hook = razorpay.webhook('order.paid', payment);
    expect(JSON.parse(hook.body).payload.order.entity).toMatchObject({
      id: payment.order_id,
      status: 'paid',
    });
    expect((await deliver(hook)).json()).toEqual({ status: 'granted' });
    expect(await paidPlans(parent)).toBe(1);
  });

  it('takes payment.authorized arriving after payment.captured in its stride', async () => {
    const parent = await createParent(ctx);
    const { payment } = razorpay.pay((await order(parent)).json().order_id);
    expect((await deliver(razorpay.webhook('payment.captured', payment))).json()).toEqual({
      status: 'granted',
    });
    // The stale event still says authorized; Razorpay refuses the capture and the payment says captured.
    expect(
      (
        await deliver(
          razorpay.webhook('payment.authorized', {
            ...payment,
            status: 'authorized',
            captured: false,
          }),
        )
      ).json(),
    ).toEqual({ status: 'already_granted' });
    expect(await paidPlans(parent)).toBe(1);
  });

  it('asks Razorpay to deliver again (502) when the capture cannot reach it, and grants on the retry', async () => {
    const parent = await createParent(ctx);
    const { payment } = razorpay.pay((await order(parent)).json().order_id, {
      status: 'authorized',
    });
    const hook = razorpay.webhook('payment.authorized', payment);
    razorpay.dropNextCaptures(1);
    expect((await deliver(hook)).statusCode).toBe(502);
    expect(await paidPlans(parent)).toBe(0);
    expect((await deliver(hook)).json()).toEqual({ status: 'granted' });
    expect(await paidPlans(parent)).toBe(1);
  });

  it('grants nothing for an authorized payment that is not for the order amount', async () => {
    const parent = await createParent(ctx);
    const { payment } = razorpay.pay((await order(parent)).json().order_id, {
      status: 'authorized',
      amount: 100,
    });
    expect((await deliver(razorpay.webhook('payment.authorized', payment))).json()).toEqual({
      status: 'not_captured',
    });
    expect(razorpay.payments.get(payment.id)?.status).toBe('authorized');
    expect(await paidPlans(parent)).toBe(0);
  });

  it('keeps a paid order paid when a failure event arrives late, and marks an unpaid one failed', async () => {
    const parent = await createParent(ctx);
    const paid = razorpay.pay((await order(parent)).json().order_id);
    await deliver(razorpay.webhook('payment.captured', paid.payment));
    expect(
      (
        await deliver(razorpay.webhook('payment.failed', { ...paid.payment, status: 'failed' }))
      ).json(),
    ).toEqual({ status: 'marked_failed' });
    expect((await orderRow(paid.order_id)).status).toBe('paid');

    const other = await createParent(ctx);
    const failed = razorpay.pay((await order(other, 'plan_90')).json().order_id, {
      status: 'failed',
    });
    await deliver(razorpay.webhook('payment.failed', failed.payment));
    expect((await orderRow(failed.order_id)).status).toBe('failed');
    expect(await paidPlans(other)).toBe(0);
  });

  it('refuses a delivery whose signature does not match the body, and grants nothing', async () => {
    const parent = await createParent(ctx);
    const { payment } = razorpay.pay((await order(parent)).json().order_id);
    const hook = razorpay.webhook('payment.captured', payment);
    const tampered = {
      ...hook,
      body: hook.body.replace(`"amount":${payment.amount}`, '"amount":100'),
    };
    expect((await deliver(tampered)).statusCode).toBe(400);
    expect(
      (
        await deliver({
          ...hook,
          headers: {
            ...hook.headers,
            'x-razorpay-signature': hook.headers['x-razorpay-signature']!.replace(/^./, (c) =>
              c === 'a' ? 'b' : 'a',
            ),
          },
        })
      ).statusCode,
    ).toBe(400);
    expect(await paidPlans(parent)).toBe(0);
  });

  it('ignores payments for orders that are not ours', async () => {
    const hook = razorpay.webhook('payment.captured', {
      id: 'pay_x',
      entity: 'payment',
      amount: 5782,
      currency: 'INR',
      status: 'captured',
      order_id: 'order_unknown',
      method: 'upi',
      captured: true,
      amount_refunded: 0,
      created_at: 1_764_000_000,
    });
    expect((await deliver(hook)).json()).toEqual({ status: 'ignored' });
  });
});
