import type { Env } from '../env';
import type { DatabaseHandle } from './client';
import { runMigrations } from './migrate';
import { openPglite, openPostgres } from './open';
import { postgresOptionsFromEnv, type PostgresOptions } from './postgres-options';
import { describeDatabaseUrl, type StartupLog, waitForDatabase } from './wait-for-database';

/**
 * The database of a long-running process (the server, `npm run worker`), migrated. PostgreSQL
 * is waited for up to DATABASE_STARTUP_TIMEOUT_MS, saying what is waited for; past that the
 * DatabaseUnreachableError says what to check. `overrides` lets a test shorten the pool's idle time.
 */
export async function openDatabaseAtStart(
  env: Env,
  log: StartupLog,
  overrides: Pick<PostgresOptions, 'idleTimeoutMs'> = {},
): Promise<DatabaseHandle> {
  if (!env.DATABASE_URL) {
    const database = await openPglite(env.DATA_DIR);
    await runMigrations(database);
    return database;
  }
  const options = { ...postgresOptionsFromEnv(env), ...overrides };
  const database = openPostgres(env.DATABASE_URL, options);
  await waitForDatabase(database, {
    target: describeDatabaseUrl(env.DATABASE_URL),
    timeoutMs: env.DATABASE_STARTUP_TIMEOUT_MS,
    log,
  });
  await migrateWithoutStatementTimeout(env.DATABASE_URL, options);
  return database;
}

/**
 * Migrations on a connection of their own without DATABASE_STATEMENT_TIMEOUT_MS: a replica
 * waits for another's migrations on an advisory lock (db/migrate.ts), and an index built on a
 * large table may take minutes. Either would be cancelled half-way by a timeout meant for requests.
 */
async function migrateWithoutStatementTimeout(url: string, options: PostgresOptions) {
  const migrator = openPostgres(url, { ...options, poolSize: 1, statementTimeoutMs: 0 });
  try {
    await runMigrations(migrator);
  } finally {
    await migrator.close();
  }
}
