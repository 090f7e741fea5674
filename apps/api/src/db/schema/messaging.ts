import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Dev mode: every outgoing WhatsApp message lands here instead (GET /api/dev/outbox/). */
export const devOutbox = pgTable(
  'dev_outbox',
  {
    /** Sequential, so messages sent in the same millisecond keep their order. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('dev_outbox_to_idx').on(t.to, t.createdAt),
    index('dev_outbox_created_idx').on(t.createdAt),
  ],
);

/** Inbound WhatsApp message ids already handled: Meta retries webhooks, we act once. */
export const whatsappInbound = pgTable(
  'whatsapp_inbound',
  {
    messageId: text('message_id').primaryKey(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('whatsapp_inbound_received_idx').on(t.receivedAt)],
);
