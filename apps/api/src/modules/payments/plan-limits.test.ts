import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentOrders, storyEntitlements } from '../../db/schema';
import { TEST_START, useTestApp } from '../../test/app';
import { createParent, type TestParent } from '../../test/factories';
import { planPurchases } from '../../test/plans';
import { writeStoryLibrary } from '../../test/story-fixtures';

/**
 * A library of 15 stories, as the app ships: plans never sell more stories than are left to
 * unlock (docs/decisions/0008-stories-and-payments.md).
 */
const ctx = useTestApp({ deps: { stories: writeStoryLibrary(15).library } });
const DAY = 24 * 60 * 60 * 1000;

const stories = (parent: TestParent) =>
  ctx.app.inject({ method: 'GET', url: '/api/features/meal-stories/', headers: parent.headers });
const { order, buy } = planPurchases(ctx);
const ordersOf = async (parent: TestParent) =>
  (
    await ctx.database.db
      .select({ n: count() })
      .from(paymentOrders)
      .where(eq(paymentOrders.userId, parent.id))
  )[0]!.n;

async function onDay(day: number, run: () => Promise<unknown>) {
  ctx.clock.set(TEST_START);
  ctx.clock.advance(day * DAY);
  try {
    return await run();
  } finally {
    ctx.clock.set(TEST_START);
  }
}

describe('plans never sell more stories than are left', () => {
  it('offers a new parent only the plans the library can fill, and refuses the others with the reason', async () => {
    const parent = await createParent(ctx);
    // Day one of the trial: 1 story out, 2 more promised to the trial, 12 free for a plan.
    expect((await stories(parent)).json().user_plan).toMatchObject({
      stories_total: 15,
      stories_remaining: 2,
      trial_stories_remaining: 2,
      stories_available_to_buy: 12,
    });

    for (const [plan, stories] of [
      ['plan_90', 90],
      ['plan_30', 30],
    ] as const) {
      const res = await order(parent, plan);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        code: 'not_enough_stories',
        message: `Only 12 stories are left to unlock, fewer than this plan’s ${stories}.`,
      });
    }
    expect(await ordersOf(parent)).toBe(0);
    expect((await order(parent, 'plan_7')).statusCode).toBe(200);
  });

  it('counts a bought plan against what is left: no plan_7 or plan_30 on top of a plan_7', async () => {
    const parent = await createParent(ctx);
    const plan = await buy(parent, 'plan_7');
    expect(plan).toMatchObject({
      status: 'paid',
      stories_remaining: 2 + 7,
      trial_stories_remaining: 2,
      stories_available_to_buy: 5,
    });
    // Plans stack, but another plan_7 would not fit in the five left.
    expect((await order(parent, 'plan_7')).json().message).toBe(
      'Only 5 stories are left to unlock, fewer than this plan’s 7.',
    );
    const bigger = await order(parent, 'plan_30');
    expect(bigger.statusCode).toBe(409);
    expect(bigger.json().message).toBe(
      'Only 5 stories are left to unlock, fewer than this plan’s 30.',
    );
  });

  it('shows an oversized plan honestly, ends it when nothing is left to unlock, and sells nothing more', async () => {
    // A plan_90 sold before this rule existed, on a library of 15.
    const parent = await createParent(ctx);
    await stories(parent);
    const [row] = await ctx.database.db
      .insert(paymentOrders)
      .values({
        userId: parent.id,
        plan: 'plan_90',
        amountPaise: 42480,
        provider: 'simulated',
        providerOrderId: `order_legacy${parent.id.slice(0, 8)}`,
        status: 'paid',
        paymentId: `pay_legacy${parent.id.slice(0, 8)}`,
        paidAt: ctx.clock.now(),
      })
      .returning();
    await ctx.database.db.insert(storyEntitlements).values({
      userId: parent.id,
      kind: 'paid',
      plan: 'plan_90',
      stories: 90,
      orderId: row!.id,
      startsOn: '2026-11-22',
    });

    // Never more remaining than the 14 stories still locked.
    expect((await stories(parent)).json().user_plan).toMatchObject({
      status: 'paid',
      stories_remaining: 14,
      stories_available_to_buy: 0,
      expires_on: '2026-12-06',
    });

    for (let day = 1; day <= 14; day++) await onDay(day, () => stories(parent));
    const after = (await onDay(15, () => stories(parent))) as Awaited<ReturnType<typeof stories>>;
    expect(after.json().user_plan).toMatchObject({
      status: 'ended',
      plan: null,
      stories_unlocked: 15,
      stories_remaining: 0,
      next_unlock_on: null,
      expires_on: null,
      active_plans: [],
      stories_available_to_buy: 0,
    });
    const res = await order(parent, 'plan_7');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'No stories are left to unlock beyond the ones you have or your plan will bring. Plans open again when new stories are added.',
    );
  });
});
