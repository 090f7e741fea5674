import { sql } from 'drizzle-orm';
import { describe, expect, it, inject } from 'vitest';
import { testEnv } from '../test/app';
import { testDatabaseKind } from '../test/database';
import { openPostgres } from './open';
import { poolConfig, postgresOptionsFromEnv } from './postgres-options';

describe('the PostgreSQL pool from the environment', () => {
  it('takes the documented defaults, and each setting as given', () => {
    expect(poolConfig('postgres://db/tika', postgresOptionsFromEnv(testEnv()))).toMatchObject({
      max: 10,
      connectionTimeoutMillis: 5_000,
      statement_timeout: 15_000,
      idle_in_transaction_session_timeout: 30_000,
    });
    const env = testEnv({
      DATABASE_POOL_SIZE: '25',
      DATABASE_CONNECT_TIMEOUT_MS: '2000',
      DATABASE_STATEMENT_TIMEOUT_MS: '0',
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '60000',
    });
    expect(poolConfig('postgres://db/tika', postgresOptionsFromEnv(env))).toMatchObject({
      max: 25,
      connectionTimeoutMillis: 2_000,
      statement_timeout: 0,
      idle_in_transaction_session_timeout: 60_000,
    });
  });

  it('refuses a pool of none and a timeout out of range, naming the variable', () => {
    expect(() => testEnv({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => testEnv({ DATABASE_CONNECT_TIMEOUT_MS: '0' })).toThrow(
      /DATABASE_CONNECT_TIMEOUT_MS/,
    );
    expect(() => testEnv({ DATABASE_STATEMENT_TIMEOUT_MS: '-1' })).toThrow(
      /DATABASE_STATEMENT_TIMEOUT_MS/,
    );
  });

  it.skipIf(testDatabaseKind !== 'postgres')(
    "sets the session timeouts on every connection, and 0 leaves the server's own",
    async () => {
      const { adminUrl } = inject('postgresTemplate');
      const show = async (statementTimeoutMs: number) => {
        const database = openPostgres(adminUrl, {
          poolSize: 1,
          statementTimeoutMs,
          idleInTransactionTimeoutMs: 30_000,
        });
        try {
          const result = await database.db.execute(
            sql`select current_setting('statement_timeout') as statement, current_setting('idle_in_transaction_session_timeout') as idle`,
          );
          return (result as unknown as { rows: unknown[] }).rows[0];
        } finally {
          await database.close();
        }
      };
      expect(await show(15_000)).toEqual({ statement: '15s', idle: '30s' });
      expect(await show(0)).toEqual({ statement: '0', idle: '30s' });
    },
  );
});
