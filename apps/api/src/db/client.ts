import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** Both drivers (PGlite and node-postgres) give this one type: one schema, one dialect. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The `tx` a `db.transaction(async (tx) => …)` callback gets. */
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  typeof schema,
  ExtractTablesWithRelations<typeof schema>
>;

/**
 * What a repository function takes when a caller may run it inside a transaction: pass `tx`
 * there (so it reads and locks within it), or the database outside one.
 */
export type DbOrTx = Database | Transaction;

export type DatabaseKind = 'pglite' | 'postgres';

/** A connection pool's state at one moment, as pg.Pool counts it. */
export interface PoolStats {
  /** Connections open, busy or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection: all of them are busy and the pool is at its size. */
  waiting: number;
  /** The most connections the pool opens. */
  max: number;
}

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  close(): Promise<void>;
  /** PostgreSQL only: the pool's state, for /api/metrics. PGlite has no pool. */
  poolStats?: () => PoolStats;
}
