import { STORY_MESSAGES } from '@tika/contract';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SimulatedGateway } from '../../adapters/payments';
import { paymentOrders, storyEntitlements } from '../../db/schema';
import { TEST_START, useTestApp } from '../../test/app';
import { createParent, type TestParent } from '../../test/factories';
import { planPurchases } from '../../test/plans';
import { writeStoryLibrary } from '../../test/story-fixtures';

/**
 * Dev mode: no Razorpay keys, so orders and Checkout are simulated in-process. The library is
 * big enough for every plan (plan_90 needs 90 stories left beyond the trial's).
 */
const ctx = useTestApp({ deps: { stories: writeStoryLibrary(100).library } });
const DAY = 24 * 60 * 60 * 1000;

const { order, pay, confirm, checkout } = planPurchases(ctx);
/** Paid plans granted to the parent (the trial is not one). */
const entitlementsOf = async (parent: TestParent) => {
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(storyEntitlements)
    .where(and(eq(storyEntitlements.userId, parent.id), eq(storyEntitlements.kind, 'paid')));
  return row!.n;
};

const flip = (hex: string, at = 10) =>
  hex.slice(0, at) + (hex[at] === 'a' ? 'b' : 'a') + hex.slice(at + 1);

describe('buying a plan (simulated Razorpay)', () => {
  it.each([
    ['plan_7', 5782],
    ['plan_30', 17700],
    ['plan_90', 42480],
  ])('creates an order for %s at %i paise, INR, bound to the parent', async (plan, amount) => {
    const parent = await createParent(ctx);
    const res = await order(parent, plan);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      amount,
      currency: 'INR',
      status: 'created',
      plan,
      checkout: { mode: 'simulated' },
      order: { id: body.order_id, amount, amount_due: amount, currency: 'INR', entity: 'order' },
    });
    const [row] = await ctx.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.providerOrderId, body.order_id));
    expect(row).toMatchObject({
      userId: parent.id,
      plan,
      amountPaise: amount,
      status: 'created',
      provider: 'simulated',
    });
  });

  it('refuses an unknown plan with 400 and creates nothing', async () => {
    const parent = await createParent(ctx);
    for (const plan of ['plan_8', '', 'PLAN_7']) {
      const res = await order(parent, plan);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/plan/);
    }
    const [row] = await ctx.database.db
      .select({ n: count() })
      .from(paymentOrders)
      .where(eq(paymentOrders.userId, parent.id));
    expect(row!.n).toBe(0);
  });

  it('grants the plan once on a verified payment, and the stories page shows it', async () => {
    const parent = await createParent(ctx);
    await ctx.app.inject({
      method: 'GET',
      url: '/api/features/meal-stories/',
      headers: parent.headers,
    });
    const res = await confirm(parent, await checkout(parent, 'plan_30'));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Payment successful!');
    expect(res.json().user_plan).toMatchObject({
      status: 'paid',
      plan: 'plan_30',
      active_plans: ['plan_30'],
      stories_remaining: 2 + 30,
      trial_stories_remaining: 2,
    });
    expect(await entitlementsOf(parent)).toBe(1);
  });

  it('captures the simulated payment, which Checkout leaves authorized, before granting', async () => {
    const parent = await createParent(ctx);
    const result = await checkout(parent);
    const gateway = ctx.deps.payments as SimulatedGateway;
    expect((await gateway.fetchPayment(result.payment_id))?.status).toBe('authorized');
    expect((await confirm(parent, result)).statusCode).toBe(200);
    expect((await gateway.fetchPayment(result.payment_id))?.status).toBe('captured');
  });

  it("unlocks today's story at once when a parent whose trial has ended buys a plan", async () => {
    const parent = await createParent(ctx);
    const stories = () =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/features/meal-stories/',
        headers: parent.headers,
      });
    try {
      for (const day of [0, 1, 2]) {
        ctx.clock.set(TEST_START);
        ctx.clock.advance(day * DAY);
        await stories();
      }
      ctx.clock.set(TEST_START);
      ctx.clock.advance(5 * DAY); // 2026-11-27: the trial ended on the 24th
      expect((await stories()).json().user_plan).toMatchObject({
        status: 'ended',
        stories_unlocked: 3,
        stories_remaining: 0,
        next_unlock_on: null,
      });

      const res = await confirm(parent, await checkout(parent, 'plan_7'));
      expect(res.statusCode).toBe(200);
      // Today's story came with the purchase; six more follow, one a day from tomorrow.
      expect(res.json().user_plan).toMatchObject({
        status: 'paid',
        plan: 'plan_7',
        stories_unlocked: 4,
        stories_remaining: 6,
        trial_stories_remaining: 0,
        next_unlock_on: '2026-11-28',
        expires_on: '2026-12-03',
      });
      const [latest] = (await stories()).json().stories;
      expect(latest).toMatchObject({
        story_code: 'story-4',
        locked: false,
        unlocked_on: '2026-11-27',
      });
    } finally {
      ctx.clock.set(TEST_START);
    }
  });

  it('sells a plan that is still unlocking again: its stories come after the ones owed (plans stack)', async () => {
    const parent = await createParent(ctx);
    await ctx.app.inject({
      method: 'GET',
      url: '/api/features/meal-stories/',
      headers: parent.headers,
    });
    const first = (await confirm(parent, await checkout(parent, 'plan_7'))).json().user_plan;
    // Day one of the trial (22 Nov): two trial stories, then seven: the next plan starts 2 Dec.
    expect(first).toMatchObject({ stories_remaining: 2 + 7, next_plan_starts_on: '2026-12-02' });
    const again = await confirm(parent, await checkout(parent, 'plan_7'));
    expect(again.statusCode).toBe(200);
    expect(again.json().user_plan).toMatchObject({
      status: 'paid',
      active_plans: ['plan_7'],
      stories_remaining: 2 + 7 + 7,
      expires_on: '2026-12-08',
      next_plan_starts_on: '2026-12-09',
    });
    expect(await entitlementsOf(parent)).toBe(2);
  });

  it("grants nothing for a signature with one character changed: 'Payment verification failed'", async () => {
    const parent = await createParent(ctx);
    const result = await checkout(parent);
    for (const bad of [
      { ...result, signature: flip(result.signature) },
      { ...result, signature: result.signature.slice(0, -1) },
      { ...result, payment_id: `${result.payment_id}x` },
    ]) {
      const res = await confirm(parent, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Payment verification failed');
    }
    expect(await entitlementsOf(parent)).toBe(0);
  });

  it("grants nothing for someone else's order: 'Payment confirmation failed.'", async () => {
    const buyer = await createParent(ctx);
    const other = await createParent(ctx);
    const res = await confirm(other, await checkout(buyer));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Payment confirmation failed.');
    expect(await entitlementsOf(other)).toBe(0);
    expect(await entitlementsOf(buyer)).toBe(0);
  });

  it("refuses a replayed confirmation with 'Payment confirmation failed.' and leaves the plan as it was, and refunds a second payment for a paid order", async () => {
    const parent = await createParent(ctx);
    const result = await checkout(parent);
    const first = await confirm(parent, result);
    expect(first.statusCode).toBe(200);
    const replay = await confirm(parent, result);
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toMatchObject({
      message: 'Payment confirmation failed.',
      code: 'payment_confirmation_failed',
    });
    expect(await entitlementsOf(parent)).toBe(1);
    const now = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/features/meal-stories/',
        headers: parent.headers,
      })
    ).json().user_plan;
    expect(now).toEqual(first.json().user_plan);

    const second = (await pay(result.order_id)).json();
    const res = await confirm(parent, {
      order_id: second.razorpay_order_id,
      payment_id: second.razorpay_payment_id,
      signature: second.razorpay_signature,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: STORY_MESSAGES.paymentRefunded,
      code: 'payment_refunded',
    });
    const gateway = ctx.deps.payments as SimulatedGateway;
    expect((await gateway.fetchPayment(second.razorpay_payment_id))?.status).toBe('refunded');
    expect(await entitlementsOf(parent)).toBe(1);
  });

  it('gives two tabs ordering the same plan at once one order', async () => {
    const parent = await createParent(ctx);
    const answers = await Promise.all([order(parent, 'plan_30'), order(parent, 'plan_30')]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(answers[0]!.json().order_id).toBe(answers[1]!.json().order_id);
    const [row] = await ctx.database.db
      .select({ n: count() })
      .from(paymentOrders)
      .where(eq(paymentOrders.userId, parent.id));
    expect(row!.n).toBe(1);
  });

  it('yields one grant and one success from five confirmations at once', async () => {
    const parent = await createParent(ctx);
    const result = await checkout(parent, 'plan_90');
    const answers = await Promise.all(Array.from({ length: 5 }, () => confirm(parent, result)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(answers.filter((r) => r.statusCode === 409).map((r) => r.json().message)).toEqual(
      Array(4).fill('Payment confirmation failed.'),
    );
    expect(await entitlementsOf(parent)).toBe(1);
    const [row] = await ctx.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.providerOrderId, result.order_id));
    expect(row).toMatchObject({ status: 'paid', paymentId: result.payment_id });
  });

  it('asks for every field of the confirmation', async () => {
    const parent = await createParent(ctx);
    const res = await confirm(parent, { order_id: 'order_x', payment_id: '' } as Record<
      string,
      string
    >);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/payment_id is required|signature is required/);
  });

  it('loads no payment script from elsewhere, and has no webhook without its secret', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health/' });
    expect(res.headers['content-security-policy']).not.toContain('razorpay');
    const hook = await ctx.app.inject({
      method: 'POST',
      url: '/api/features/meal-stories/payments/webhook/',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(hook.statusCode).toBe(404);
  });

  it('needs a session to buy or confirm', async () => {
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/features/meal-stories/payments/?plan=plan_7',
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/features/meal-stories/payments/',
          payload: { order_id: 'a', payment_id: 'b', signature: 'c' },
        })
      ).statusCode,
    ).toBe(401);
  });
});
