import { STORY_MESSAGES } from '@tika/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentOrders, paymentRefunds, storyEntitlements } from '../../db/schema';
import { TEST_START, useTestApp } from '../../test/app';
import { createParent, type TestParent } from '../../test/factories';
import { type FakeRazorpay, startFakeRazorpay } from '../../test/fake-razorpay';
import { planPurchases } from '../../test/plans';
import { writeStoryLibrary } from '../../test/story-fixtures';

/**
 * Two tabs must not charge twice. One open order per parent and plan, and a
 * captured payment that grants nothing is refunded through Razorpay's Refunds API (a local fake).
 */
let razorpay: FakeRazorpay;
beforeAll(async () => {
  razorpay = await startFakeRazorpay();
});
afterAll(() => razorpay.close());
const logs: string[] = [];
const ctx = useTestApp({
  env: () => razorpay.env,
  deps: { stories: writeStoryLibrary(100).library },
  logs,
});

const { order, confirm, deliver } = planPurchases(ctx);
const ordersOf = async (parent: TestParent) =>
  ctx.database.db.select().from(paymentOrders).where(eq(paymentOrders.userId, parent.id));
const paidPlans = async (parent: TestParent) =>
  (
    await ctx.database.db
      .select({ n: count() })
      .from(storyEntitlements)
      .where(and(eq(storyEntitlements.userId, parent.id), eq(storyEntitlements.kind, 'paid')))
  )[0]!.n;
const refundCalls = (paymentId: string) =>
  razorpay.requests.filter(
    (r) => r.method === 'POST' && r.path === `/v1/payments/${paymentId}/refund`,
  );
const auditLines = (event: string) =>
  logs.map((line) => JSON.parse(line) as { audit?: string }).filter((l) => l.audit === event);

describe('one open order per parent and plan', () => {
  it('gives two tabs asking at once the same order, and records one', async () => {
    const parent = await createParent(ctx);
    const [a, b] = await Promise.all([order(parent), order(parent)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().order_id).toBe(b.json().order_id);
    expect(b.json()).toMatchObject({
      amount: 5782,
      currency: 'INR',
      status: 'created',
      plan: 'plan_7',
    });
    expect(await ordersOf(parent)).toHaveLength(1);
  });

  it('hands the open order out again later, but makes a new one for another plan', async () => {
    const parent = await createParent(ctx);
    const first = (await order(parent)).json().order_id;
    expect((await order(parent)).json().order_id).toBe(first);
    expect((await order(parent, 'plan_30')).json().order_id).not.toBe(first);
    expect(await ordersOf(parent)).toHaveLength(2);
  });

  it('makes a new order after the 30-minute reuse window and expires the old one, which still grants if paid', async () => {
    const parent = await createParent(ctx);
    const old = (await order(parent)).json().order_id;
    try {
      ctx.clock.advance(31 * 60 * 1000);
      const fresh = (await order(parent)).json().order_id;
      expect(fresh).not.toBe(old);
      const rows = await ordersOf(parent);
      expect(rows.find((r) => r.providerOrderId === old)?.status).toBe('expired');
      expect(rows.find((r) => r.providerOrderId === fresh)?.status).toBe('created');
      // Razorpay still takes a payment on the old order: the parent paid, so the plan is theirs.
      expect((await confirm(parent, razorpay.pay(old))).statusCode).toBe(200);
      expect(await paidPlans(parent)).toBe(1);
    } finally {
      ctx.clock.set(TEST_START);
    }
  });

  it('makes a new order once the open one is paid (plans stack)', async () => {
    const parent = await createParent(ctx);
    const first = (await order(parent)).json().order_id;
    expect((await confirm(parent, razorpay.pay(first))).statusCode).toBe(200);
    expect((await order(parent)).json().order_id).not.toBe(first);
  });
});

describe('a captured payment that grants nothing', () => {
  it('two tabs: one order, one charge kept; the second payment is refunded and the parent told', async () => {
    const parent = await createParent(ctx);
    const [a, b] = await Promise.all([order(parent), order(parent)]);
    const orderId = a.json().order_id as string;
    expect(b.json().order_id).toBe(orderId);
    const tab1 = razorpay.pay(orderId);
    const tab2 = razorpay.pay(orderId);
    logs.length = 0;

    const first = await confirm(parent, tab1);
    expect(first.statusCode).toBe(200);
    const second = await confirm(parent, tab2);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      message: STORY_MESSAGES.paymentRefunded,
      code: 'payment_refunded',
    });
    expect(await paidPlans(parent)).toBe(1);

    expect(refundCalls(tab2.payment_id)).toEqual([
      expect.objectContaining({
        authorized: true,
        body: expect.objectContaining({ amount: 5782, speed: 'normal' }),
        idempotencyKey: `tika-refund-${tab2.payment_id}`,
      }),
    ]);
    expect(razorpay.payments.get(tab2.payment_id)).toMatchObject({
      status: 'refunded',
      amount_refunded: 5782,
    });
    expect(razorpay.payments.get(tab1.payment_id)?.status).toBe('captured');
    const [refund] = await ctx.database.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, tab2.payment_id));
    expect(refund).toMatchObject({ amountPaise: 5782 });
    expect(refund!.refundId).toMatch(/^rfnd_/);

    // Told again on a replay, and refunded once.
    expect((await confirm(parent, tab2)).json().code).toBe('payment_refunded');
    expect(refundCalls(tab2.payment_id)).toHaveLength(1);
    expect(auditLines('payment_granted')).toHaveLength(1);
    expect(auditLines('payment_refunded')).toEqual([
      expect.objectContaining({ userId: parent.id, paymentId: tab2.payment_id }),
    ]);
  });

  it('captures, then refunds, a second authorized payment when the webhook brings it, once across redeliveries', async () => {
    const parent = await createParent(ctx);
    const orderId = (await order(parent)).json().order_id as string;
    const kept = razorpay.pay(orderId);
    expect((await confirm(parent, kept)).statusCode).toBe(200);
    const extra = razorpay.pay(orderId, { status: 'authorized' });

    const hook = razorpay.webhook('payment.authorized', extra.payment);
    expect((await deliver(hook)).json()).toEqual({ status: 'refunded' });
    expect((await deliver(hook)).json()).toEqual({ status: 'duplicate' });
    const refunded = razorpay.payments.get(extra.payment_id)!;
    expect(refunded.status).toBe('refunded');
    // Another event for the same payment: already refunded, Razorpay is not asked again.
    expect(
      (
        await deliver(razorpay.webhook('payment.captured', { ...refunded, status: 'captured' }))
      ).json(),
    ).toEqual({
      status: 'refunded',
    });
    expect(refundCalls(extra.payment_id)).toHaveLength(1);
    // The page's confirmation coming last tells the parent the same.
    expect((await confirm(parent, extra)).json().code).toBe('payment_refunded');
    expect(refundCalls(extra.payment_id)).toHaveLength(1);
    expect(await paidPlans(parent)).toBe(1);
  });
});
