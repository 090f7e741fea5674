import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { runMigrations } from '../db/migrate';
import { openPostgres, wrapPglite } from '../db/open';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplate: { adminUrl: string; template: string; prefix: string };
  }
}

/**
 * Migrate once per run, then every test file starts from a copy: a PGlite data-dir snapshot
 * (loading it is much faster than migrating) or a PostgreSQL database cloned from a template.
 */
export default async function setup(project: TestProject) {
  // test.env reaches the workers, not this process: read the project's own setting.
  if (project.config.env?.TEST_DB === 'postgres') return setupPostgres(project);
  return setupPglite(project);
}

async function setupPglite(project: TestProject) {
  const client = await PGlite.create();
  await runMigrations(wrapPglite(client));
  const snapshot = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'tika-test-')), 'migrated.tar');
  await fs.writeFile(file, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return async () => {
    await fs.rm(path.dirname(file), { recursive: true, force: true });
  };
}

async function setupPostgres(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const base = new URL(adminUrl).pathname.slice(1) || 'postgres';
  const prefix = `${base}_t${process.pid}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  const template = `${prefix}_template`;

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await dropDatabases(admin, prefix);
  await admin.query(`create database "${template}"`);
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${template}`;
  const handle = openPostgres(templateUrl.toString(), { poolSize: 1 });
  await runMigrations(handle);
  await handle.close();
  await admin.end();

  project.provide('postgresTemplate', { adminUrl, template, prefix });
  return async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await dropDatabases(client, prefix);
    await client.end();
  };
}

async function dropDatabases(client: pg.Client, prefix: string) {
  const { rows } = await client.query<{ datname: string }>(
    'select datname from pg_database where datname like $1',
    [`${prefix}%`],
  );
  for (const { datname } of rows)
    await client.query(`drop database if exists "${datname}" with (force)`);
}
