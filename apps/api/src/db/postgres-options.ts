import type pg from 'pg';
import type { Env } from '../env';

/**
 * How a PostgreSQL pool connects and what each of its sessions may do (docs/operations.md,
 * "Databases"). Everything is optional so a test can open a pool with only what it cares about.
 */
export interface PostgresOptions {
  /** Connections the pool opens at most (pg's `max`); 10 when unset. */
  poolSize?: number;
  /**
   * Opening a connection, or waiting for a free one in a full pool, fails after this (pg's
   * `connectionTimeoutMillis`): a database that stalls or a pool that is exhausted gives an
   * error instead of a request that hangs. Unset: wait forever.
   */
  connectTimeoutMs?: number;
  /** The server cancels a statement that runs longer (`statement_timeout`); 0 or unset: the server's own setting. */
  statementTimeoutMs?: number;
  /**
   * The server ends a session left idle inside a transaction this long
   * (`idle_in_transaction_session_timeout`), releasing its locks; 0 or unset: the server's own setting.
   */
  idleInTransactionTimeoutMs?: number;
  /** How long an unused connection stays open (pg's `idleTimeoutMillis`; 10 s when unset). */
  idleTimeoutMs?: number;
}

type PoolSettings = Pick<
  Env,
  | 'DATABASE_POOL_SIZE'
  | 'DATABASE_CONNECT_TIMEOUT_MS'
  | 'DATABASE_STATEMENT_TIMEOUT_MS'
  | 'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS'
>;

/** The pool the configuration asks for (DATABASE_POOL_SIZE and the DATABASE_*_TIMEOUT_MS settings). */
export function postgresOptionsFromEnv(env: PoolSettings): PostgresOptions {
  return {
    poolSize: env.DATABASE_POOL_SIZE,
    connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    idleInTransactionTimeoutMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  };
}

/**
 * The options as node-postgres spells them. The two session timeouts travel in the start-up
 * message, so they hold for every connection the pool opens, including ones it replaces;
 * pg leaves a 0 out, which keeps the server's setting.
 */
export function poolConfig(url: string, options: PostgresOptions): pg.PoolConfig {
  return {
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs,
    statement_timeout: options.statementTimeoutMs,
    idle_in_transaction_session_timeout: options.idleInTransactionTimeoutMs,
    idleTimeoutMillis: options.idleTimeoutMs,
  };
}
