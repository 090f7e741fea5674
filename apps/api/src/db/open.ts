import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import * as schema from './schema';
import type { Database, DatabaseHandle } from './client';

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
  };
}

/** `idleTimeoutMillis`: how long an unused connection stays open (pg's default, 10 s, when not given). */
export function openPostgres(url: string, max = 10, idleTimeoutMillis?: number): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis });
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
}): Promise<DatabaseHandle> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}
