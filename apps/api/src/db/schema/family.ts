import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns';
import { children } from './children';
import { userIdColumn, users } from './users';

/**
 * Someone the owner (children.user_id) let follow a child (docs/decisions/0023-family-roles.md):
 * a caregiver sees and changes the record, a viewer only sees it. The owner is never a row here.
 */
export const childMembers = pgTable(
  'child_members',
  {
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    userId: userIdColumn(),
    role: text('role', { enum: ['caregiver', 'viewer'] }).notNull(),
    /** How the family sees them: Papa, Dadi, a name. */
    label: text('label').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.childId, t.userId] }),
    index('child_members_user_idx').on(t.userId),
    check('child_members_role_check', sql`${t.role} in ('caregiver', 'viewer')`),
  ],
);

export type ChildMemberRow = typeof childMembers.$inferSelect;

/**
 * An invitation to follow a child, open for 7 days, used once. Only hashes of its link token
 * and its typed code are kept: a copy of the database accepts nothing.
 */
export const familyInvites = pgTable(
  'family_invites',
  {
    id: idColumn(),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    codeHash: text('code_hash').notNull().unique(),
    role: text('role', { enum: ['caregiver', 'viewer'] }).notNull(),
    label: text('label').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when accepted (or withdrawn): it opens nothing after that. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('family_invites_child_idx').on(t.childId, t.expiresAt),
    check('family_invites_role_check', sql`${t.role} in ('caregiver', 'viewer')`),
  ],
);

export type FamilyInviteRow = typeof familyInvites.$inferSelect;

/** Finds the rows a person changed when their account goes (to forget them there). */
export const actorIndex = (name: string, column: AnyPgColumn) =>
  index(name)
    .on(column)
    .where(sql`${column} is not null`);

/**
 * Who last changed a row, for "marked given by Papa": the person (forgotten when their account
 * goes) and the label they had then (kept, naming no account).
 */
export const actorColumns = (prefix: 'changed_by' | 'added_by') => ({
  byUserId: uuid(`${prefix}_user_id`).references(() => users.id, { onDelete: 'set null' }),
  byLabel: text(`${prefix}_label`),
});
