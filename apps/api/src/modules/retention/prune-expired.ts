import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { RETENTION_RULES } from './retention-rules';

/** Rows per statement: each delete is a short transaction, never one that locks a table for long. */
const BATCH = 5000;

/**
 * Deletes what RETENTION_RULES says has served its purpose, table by table, in batches. Run by
 * one worker per hour (claimPeriodicRun); safe to run anywhere, any number of times.
 */
export async function pruneExpired(db: Database, now: Date): Promise<Record<string, number>> {
  const at = now.toISOString();
  const deleted: Record<string, number> = {};
  for (const { table, key, expired } of RETENTION_RULES) {
    deleted[table] = 0;
    for (;;) {
      const result = await db.execute(sql`
        delete from ${sql.identifier(table)} where ${sql.identifier(key)} in (
          select ${sql.identifier(key)} from ${sql.identifier(table)} where ${expired(at)} limit ${BATCH}
        ) returning 1`);
      // Rows returned, not the driver's row count: node-postgres and PGlite name that differently.
      const count = (result as unknown as { rows: unknown[] }).rows.length;
      deleted[table] += count;
      if (count < BATCH) break;
    }
  }
  return deleted;
}
