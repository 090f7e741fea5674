import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns';
import { children } from './children';

/**
 * A read-only link to one child's record for a doctor (docs/decisions/0022-share-links.md).
 * Only the SHA-256 of its token is kept: a copy of the database opens no record. Revoking
 * stamps `revoked_at`; an expired or revoked row is deleted by the retention sweep later.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: idColumn(),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token, base64url (lib/crypto.ts). */
    tokenHash: text('token_hash').notNull().unique(),
    includeFiles: boolean('include_files').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('share_links_child_idx').on(t.childId, t.expiresAt)],
);

export type ShareLinkRow = typeof shareLinks.$inferSelect;
