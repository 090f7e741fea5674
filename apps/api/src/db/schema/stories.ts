import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn, createdAtColumn } from './columns';
import { userIdColumn } from './users';

/**
 * A Razorpay order we created for a plan. The amount is computed on the server from the plan
 * (integer paise) and bound to the parent; the checkout can change neither.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: idColumn(),
    userId: userIdColumn(),
    plan: text('plan').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    /** razorpay, or simulated in dev mode (no keys). */
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    status: text('status').notNull().default('created'),
    paymentId: text('payment_id'),
    createdAt: createdAtColumn(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_orders_provider_order_key').on(t.providerOrderId),
    uniqueIndex('payment_orders_payment_key')
      .on(t.paymentId)
      .where(sql`${t.paymentId} is not null`),
    index('payment_orders_user_idx').on(t.userId, t.createdAt),
    // One open order per parent and plan: a second tab (or a double tap) is given the same
    // order, so one intent is one charge. An open order past its reuse window is 'expired'
    // first (modules/payments/open-order.ts); a payment on it still grants.
    uniqueIndex('payment_orders_one_open')
      .on(t.userId, t.plan)
      .where(sql`${t.status} = 'created'`),
    // The metrics' orders of the last day, without reading every order.
    index('payment_orders_time_idx').on(t.createdAt),
    check('payment_orders_amount_positive', sql`${t.amountPaise} > 0`),
    check(
      'payment_orders_status_known',
      sql`${t.status} in ('created', 'paid', 'failed', 'expired')`,
    ),
    check(
      'payment_orders_paid_has_payment',
      sql`(${t.status} = 'paid') = (${t.paymentId} is not null)`,
    ),
  ],
);

/**
 * A right to unlock stories: the free trial (one per parent) or one paid order (one grant per
 * order, whatever retries, tabs or webhooks do).
 */
export const storyEntitlements = pgTable(
  'story_entitlements',
  {
    id: idColumn(),
    userId: userIdColumn(),
    kind: text('kind').notNull(),
    plan: text('plan'),
    stories: integer('stories').notNull(),
    orderId: uuid('order_id').references(() => paymentOrders.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    /** The trial's last day; paid plans have none (they end when their stories are unlocked). */
    expiresOn: date('expires_on', { mode: 'string' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('story_entitlements_one_trial')
      .on(t.userId)
      .where(sql`${t.kind} = 'trial'`),
    uniqueIndex('story_entitlements_order_key').on(t.orderId),
    index('story_entitlements_user_idx').on(t.userId, t.createdAt),
    check('story_entitlements_kind_known', sql`${t.kind} in ('trial', 'paid')`),
    check(
      'story_entitlements_paid_has_order',
      sql`(${t.kind} = 'paid') = (${t.orderId} is not null)`,
    ),
    check('story_entitlements_stories_positive', sql`${t.stories} > 0`),
  ],
);

/** A story a parent has unlocked; at most one a day, and each story once. */
export const storyUnlocks = pgTable(
  'story_unlocks',
  {
    userId: userIdColumn(),
    storyCode: text('story_code').notNull(),
    entitlementId: uuid('entitlement_id')
      .notNull()
      .references(() => storyEntitlements.id, { onDelete: 'cascade' }),
    unlockedOn: date('unlocked_on', { mode: 'string' }).notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ name: 'story_unlocks_pkey', columns: [t.userId, t.storyCode] }),
    uniqueIndex('story_unlocks_one_a_day').on(t.userId, t.unlockedOn),
    index('story_unlocks_entitlement_idx').on(t.entitlementId),
  ],
);

/** Razorpay webhook deliveries already handled, by event id (Razorpay retries and may repeat). */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A captured payment that granted nothing (its order was already paid by another payment) and
 * was refunded in full through Razorpay's Refunds API. Keyed by payment: a payment is refunded
 * once, whatever confirmations and webhook deliveries repeat.
 */
export const paymentRefunds = pgTable('payment_refunds', {
  paymentId: text('payment_id').primaryKey(),
  orderId: uuid('order_id')
    .notNull()
    .references(() => paymentOrders.id, { onDelete: 'cascade' }),
  refundId: text('refund_id').notNull(),
  amountPaise: integer('amount_paise').notNull(),
  refundedAt: timestamp('refunded_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;
export type StoryEntitlementRow = typeof storyEntitlements.$inferSelect;
