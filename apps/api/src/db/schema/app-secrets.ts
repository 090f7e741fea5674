import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns';

/**
 * Server-side keys (the OTP HMAC key) generated on first start and shared by every replica
 * through the database, so a fresh install needs no secret configured by hand.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAtColumn(),
});
