import { sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * The version of a child's rows in a table with a `change_seq` column (db/schema/change-numbers.ts):
 * every insert or update gives a row a number never used before, whoever writes it and however,
 * so the ordered list of the rows' numbers names those rows exactly as they are: the same string
 * means the very same rows, unchanged. For a read that keeps its answers (lib/kept-answers.ts).
 */
export const rowsVersion = (
  table: PgTable & { changeSeq: AnyPgColumn; childId: AnyPgColumn },
  childId: AnyPgColumn,
) =>
  sql<string>`(
    select coalesce(string_agg(${table.changeSeq}::text, ',' order by ${table.changeSeq}), '')
    from ${table} where ${table.childId} = ${childId}
  )`;
