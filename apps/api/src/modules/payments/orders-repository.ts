import { and, count, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentOrders } from '../../db/schema';

export async function insertOrder(db: Database, values: typeof paymentOrders.$inferInsert) {
  await db.insert(paymentOrders).values(values);
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
