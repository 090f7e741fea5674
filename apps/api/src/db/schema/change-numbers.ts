import { sql } from 'drizzle-orm';
import { bigint, pgSequence } from 'drizzle-orm/pg-core';

/**
 * Numbers every write to a row with a `change_seq` column: a trigger (take_change_seq, migration
 * 0019) draws a new one on every insert and update, whoever writes, so a row's number names its
 * contents (db/change-numbers.ts reads them as a version of a child's rows).
 */
export const rowChanges = pgSequence('row_changes');

export const changeSeqColumn = () =>
  bigint('change_seq', { mode: 'number' })
    .notNull()
    .default(sql`nextval('row_changes')`);
