import { sql } from 'drizzle-orm';
import type { TestContext } from './app';
import { publicTables } from './authz-matrix-support';

/**
 * Every table holding rows whose text (the whole row, as PostgreSQL prints it) contains
 * `text` — a phone number, a user id — as "table: count"; empty when none does.
 */
export async function rowsNaming(
  ctx: Pick<TestContext, 'database'>,
  text: string,
): Promise<string[]> {
  const found: string[] = [];
  for (const table of await publicTables(ctx)) {
    const result = await ctx.database.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} t where t::text like ${`%${text}%`}`,
    );
    const n = (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
    if (n > 0) found.push(`${table}: ${n}`);
  }
  return found;
}
