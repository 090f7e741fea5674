import fs from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { openPostgres, wrapPglite } from '../db/open';

/** Which database the API tests run on this time: set per Vitest project. */
export const testDatabaseKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** A fresh, migrated database of its own for one test file. Close it in afterAll. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  return testDatabaseKind === 'postgres' ? createPostgresDatabase() : createPgliteDatabase();
}

async function createPgliteDatabase(): Promise<DatabaseHandle> {
  const snapshot = await fs.readFile(inject('pgliteSnapshot'));
  const client = await PGlite.create({ loadDataDir: new Blob([snapshot]) });
  return wrapPglite(client);
}

/** The PGlite instance behind a handle on PGlite (its dump, its own queries). */
export const pgliteClient = (handle: DatabaseHandle) =>
  (handle.db as unknown as { $client: PGlite }).$client;

/**
 * A copy of a test file's database as it is now, open as a database of its own (dropped when
 * closed): a backup taken and restored in one step. PGlite dumps its data directory into a new
 * instance; PostgreSQL clones the database as a template, which needs no one else connected:
 * the source's connections are ended, and its pool opens new ones at its next query.
 */
export async function copyTestDatabase(source: DatabaseHandle): Promise<DatabaseHandle> {
  if (source.kind === 'pglite') {
    const dump = await pgliteClient(source).dumpDataDir('none');
    return wrapPglite(await PGlite.create({ loadDataDir: dump }));
  }
  const result = await source.db.execute(sql`select current_database() as name`);
  const name = (result as unknown as { rows: Array<{ name: string }> }).rows[0]!.name;
  return clonePostgresDatabase(name, { endConnections: true });
}

const createPostgresDatabase = () =>
  clonePostgresDatabase(inject('postgresTemplate').template, { endConnections: false });

async function clonePostgresDatabase(
  template: string,
  options: { endConnections: boolean },
): Promise<DatabaseHandle> {
  const { adminUrl, prefix } = inject('postgresTemplate');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    if (options.endConnections)
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [template],
      );
    await admin.query(`create database "${name}" template "${template}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), { poolSize: 5 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}
