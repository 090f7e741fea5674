import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** The random UUID key most tables have. */
export const idColumn = () => uuid('id').primaryKey().defaultRandom();

/** When the row was written, set by the database. */
export const createdAtColumn = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
