import { expect } from 'vitest';
import type { TestContext } from './app';
import type { TestParent } from './factories';

/**
 * Buying a story plan in API tests, as the page does it: the order, then the confirmation with
 * the signed result (from the simulated Checkout in dev mode, or the fake Razorpay), and
 * Razorpay's webhook deliveries.
 */
export function planPurchases(ctx: TestContext) {
  const order = (parent: TestParent, plan = 'plan_7') =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/features/meal-stories/payments/?plan=${plan}`,
      headers: parent.headers,
    });
  /** The simulated Checkout pays an order, signing the result as Razorpay would. */
  const pay = (orderId: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/dev/razorpay/pay/',
      payload: { order_id: orderId },
    });
  /** Sends the three fields the page sends, whatever else the given result carries. */
  const confirm = (
    parent: TestParent,
    body: { order_id?: string; payment_id?: string; signature?: string },
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/features/meal-stories/payments/',
      headers: parent.headers,
      payload: { order_id: body.order_id, payment_id: body.payment_id, signature: body.signature },
    });
  /** Razorpay delivering a signed webhook event. */
  const deliver = (hook: { body: string; headers: Record<string, string> }) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/features/meal-stories/payments/webhook/',
      headers: hook.headers,
      payload: hook.body,
    });

  /** Order → simulated Checkout → the confirmation body the page would send. */
  async function checkout(parent: TestParent, plan = 'plan_7') {
    const created = await order(parent, plan);
    expect(created.statusCode, created.body).toBe(200);
    const paid = (await pay(created.json().order_id)).json();
    return {
      order_id: paid.razorpay_order_id as string,
      payment_id: paid.razorpay_payment_id as string,
      signature: paid.razorpay_signature as string,
    };
  }

  /** The whole purchase; the plan the server answers with. */
  async function buy(parent: TestParent, plan: string) {
    const res = await confirm(parent, await checkout(parent, plan));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().user_plan;
  }

  return { order, pay, confirm, deliver, checkout, buy };
}
