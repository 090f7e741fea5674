import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client';

/** The start-up log lines: pino's warn and info. */
export interface StartupLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/** The process could not reach its database in the time it had; the message says what to check. */
export class DatabaseUnreachableError extends Error {
  override name = 'DatabaseUnreachableError';
}

/**
 * Where a DATABASE_URL points, as a log line may say it: host:port/database. Never the user or
 * the password, which the URL may carry.
 */
export function describeDatabaseUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    // libpq's ?host= (a socket folder, say) wins over the URL's host, as it does for pg.
    const host = url.searchParams.get('host') ?? (url.hostname || 'localhost');
    const database = decodeURIComponent(url.pathname.slice(1));
    return `${host}:${url.port || '5432'}/${database || '(the user’s database)'}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/**
 * What went wrong, in the driver's words: the innermost cause (drizzle wraps the driver's
 * error), its code when it has no message (Node's AggregateError for "localhost" has none).
 */
function reasonOf(error: unknown): string {
  let inner = error as { message?: string; code?: string; cause?: unknown; errors?: unknown[] };
  while (inner?.cause) inner = inner.cause as typeof inner;
  if (!inner?.message && inner?.errors?.length) return reasonOf(inner.errors[0]);
  return inner?.message || inner?.code || String(error);
}

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

/** Why a try ended when the database said nothing before the deadline. */
const NO_ANSWER = new Error('no answer');

/** How often a "still waiting" line repeats, so a long wait shows it is not stuck. */
const LOG_EVERY_MS = 10_000;

/**
 * Until the database answers `select 1`, try again every `retryEveryMs`, for `timeoutMs` in
 * all; then throw a DatabaseUnreachableError naming the database and the last reason. A
 * database still starting (a container started beside the server, a failover) is waited for;
 * one that never comes stops the process with a message instead of a crash loop of stacks.
 */
export async function waitForDatabase(
  handle: DatabaseHandle,
  options: { target: string; timeoutMs: number; log: StartupLog; retryEveryMs?: number },
): Promise<void> {
  const { target, timeoutMs, log, retryEveryMs = 1_000 } = options;
  const started = Date.now();
  const deadline = started + timeoutMs;
  let loggedAt = -Infinity;
  let reason = '';
  for (;;) {
    const failure = await trySelectOne(handle, deadline - Date.now());
    if (failure === null) {
      if (reason) log.info({ database: target }, `the database at ${target} answers`);
      return;
    }
    // A try cut short by the deadline says less than the error before it.
    if (failure !== NO_ANSWER || !reason) reason = reasonOf(failure);
    const now = Date.now();
    if (now >= deadline)
      throw new DatabaseUnreachableError(
        `The database at ${target} did not answer within ${seconds(timeoutMs)} (${reason}). ` +
          'Check DATABASE_URL and that PostgreSQL is running and reachable from here; ' +
          'DATABASE_STARTUP_TIMEOUT_MS sets how long to wait.',
      );
    if (now - loggedAt >= LOG_EVERY_MS) {
      loggedAt = now;
      log.warn(
        { database: target, reason, waitedMs: now - started },
        `waiting for the database at ${target} (up to ${seconds(timeoutMs)} in all)`,
      );
    }
    await sleep(Math.min(retryEveryMs, deadline - now));
  }
}

/** null when the database answered; else why not. A try that stalls ends with the time left. */
async function trySelectOne(handle: DatabaseHandle, timeLeftMs: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<Error>((resolve) => {
    timer = setTimeout(() => resolve(NO_ANSWER), Math.max(timeLeftMs, 0));
  });
  try {
    return await Promise.race([handle.db.execute(sql`select 1`).then(() => null), stalled]);
  } catch (error) {
    return error;
  } finally {
    clearTimeout(timer);
  }
}
