import fs from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
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

async function createPostgresDatabase(): Promise<DatabaseHandle> {
  const { adminUrl, template, prefix } = inject('postgresTemplate');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
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
