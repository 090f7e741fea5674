import { sql } from 'drizzle-orm';
import type { HealthResponse } from '@tika/contract';
import type { AppDeps } from '../../deps';

/** Healthy means the database answers a query, not merely that the process is up. */
export async function checkHealth({ database }: AppDeps): Promise<HealthResponse> {
  await database.db.execute(sql`select 1`);
  return { status: 'ok', database: database.kind };
}
