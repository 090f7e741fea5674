import { and, count, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentOrders } from '../../db/schema';

/**
 * The parent's open order for the plan (unpaid, made after `since`), or null. An open one made
 * before `since` is expired first, so a new order can take its place under the one-open-order
 * index; a payment on an expired order still grants (grant-plan.ts pays any unpaid order).
 */
export async function findOpenOrder(db: Database, userId: string, plan: string, since: Date) {
  const open = and(
    eq(paymentOrders.userId, userId),
    eq(paymentOrders.plan, plan),
    eq(paymentOrders.status, 'created'),
  );
  await db
    .update(paymentOrders)
    .set({ status: 'expired' })
    .where(and(open, lte(paymentOrders.createdAt, since)));
  const [row] = await db.select().from(paymentOrders).where(open);
  return row ?? null;
}

/**
 * Records a new open order, or, when another request recorded one for the same parent and plan
 * first (two tabs at once), returns that one instead: the partial unique index
 * payment_orders_one_open decides, in PGlite and PostgreSQL alike. Null in the rare case that
 * the other order was paid or expired in between.
 */
export async function insertOpenOrder(
  db: Database,
  values: typeof paymentOrders.$inferInsert & { userId: string; plan: string },
) {
  const [inserted] = await db
    .insert(paymentOrders)
    .values(values)
    .onConflictDoNothing()
    .returning();
  if (inserted) return { row: inserted, created: true };
  const [winner] = await db
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.userId, values.userId),
        eq(paymentOrders.plan, values.plan),
        eq(paymentOrders.status, 'created'),
      ),
    );
  return winner ? { row: winner, created: false } : null;
}

export async function findOrderByProviderId(db: Database, providerOrderId: string) {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.providerOrderId, providerOrderId));
  return row ?? null;
}

export async function ordersCreatedSince(
  db: Database,
  userId: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.userId, userId), gt(paymentOrders.createdAt, since)));
  return row?.n ?? 0;
}

/** A failed payment marks the order failed unless it has been paid (webhooks arrive in any order). */
export async function markOrderFailed(db: Database, orderId: string) {
  await db
    .update(paymentOrders)
    .set({ status: 'failed' })
    .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.status, 'created')));
}
