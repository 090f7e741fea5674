import { sql } from 'drizzle-orm';
import type { HealthResponse } from '@tika/contract';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';

/**
 * Ready means the database answers `select 1` within `HEALTH_TIMEOUT_MS`: a database that is
 * down answers 503 at once, one that stalls answers 503 when the time is up, never a hang
 * (docs/operations.md, "Health").
 */
export async function checkHealth({ database, env }: AppDeps): Promise<HealthResponse> {
  let timer: NodeJS.Timeout | undefined;
  const timeUp = new Promise<'stalled'>((resolve) => {
    timer = setTimeout(() => resolve('stalled'), env.HEALTH_TIMEOUT_MS);
  });
  try {
    const answered = await Promise.race([database.db.execute(sql`select 1`), timeUp]);
    if (answered === 'stalled') throw unavailable();
  } catch (error) {
    throw error instanceof AppError ? error : Object.assign(unavailable(), { cause: error });
  } finally {
    clearTimeout(timer);
  }
  return { status: 'ok', database: database.kind };
}

const unavailable = () => AppError.databaseUnavailable();
