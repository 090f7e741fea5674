import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import * as schema from './schema';
import type { Database, DatabaseHandle } from './client';
import { poolConfig, type PostgresOptions } from './postgres-options';

export function wrapPglite(client: PGlite): DatabaseHandle {
  return {
    db: drizzlePglite(client, { schema }) as unknown as Database,
    kind: 'pglite',
    close: () => client.close(),
  };
}

export function wrapPostgres(pool: pg.Pool): DatabaseHandle {
  return {
    db: drizzlePostgres(pool, { schema }) as unknown as Database,
    kind: 'postgres',
    close: () => pool.end(),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      // pg.Pool fills in its default (10) when none was given.
      max: pool.options.max ?? 10,
    }),
  };
}

/** A pool on `url`, connecting lazily: nothing is opened until the first query. */
export function openPostgres(url: string, options: PostgresOptions = {}): DatabaseHandle {
  const pool = new pg.Pool(poolConfig(url, options));
  // An idle client losing its connection must not crash the server; the pool replaces it.
  pool.on('error', () => undefined);
  return wrapPostgres(pool);
}

/**
 * PGlite in DATA_DIR/pglite. Only one process may open a data directory (a second one
 * silently loses writes), so we hold a lock for as long as it is open.
 */
export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const dir = path.join(dataDir, 'pglite');
  await fs.mkdir(dir, { recursive: true });
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dir, {
      stale: 10_000,
      update: 2_000,
      // A crashed predecessor's lock goes stale after 10 s: wait that long before giving up.
      retries: { retries: 12, minTimeout: 1_000, maxTimeout: 1_000 },
      lockfilePath: path.join(dataDir, 'pglite.lock'),
      onCompromised: (err) => {
        throw new Error(`Lost the lock on ${dir}; stopping so no writes are lost: ${err.message}`);
      },
    });
  } catch (err) {
    throw new Error(
      `The database in ${dir} is in use by another Tika process. Stop it, or set DATA_DIR to another folder. (${(err as Error).message})`,
    );
  }
  const client = await PGlite.create(dir);
  const handle = wrapPglite(client);
  return {
    ...handle,
    close: async () => {
      await client.close();
      await release();
    },
  };
}

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  /** The pool's size and timeouts on PostgreSQL (postgresOptionsFromEnv); ignored on PGlite. */
  postgres?: PostgresOptions;
}): Promise<DatabaseHandle> {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl, opts.postgres)
    : openPglite(opts.dataDir);
}
