import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { idColumn, createdAtColumn } from './columns';
import { userIdColumn } from './users';

/** Opaque bearer sessions. Only the SHA-256 of the token is stored (docs/product/sessions-and-sign-in.md). */
export const sessions = pgTable(
  'sessions',
  {
    id: idColumn(),
    userId: userIdColumn(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAtColumn(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);
