import type { Database } from '../db/client';

/**
 * Counts the statements the app sends to its database: wraps `query` on the driver client under
 * Drizzle (PGlite's client, or node-postgres's pool), which every Drizzle statement goes through.
 * `during` returns the SQL of each statement sent while `work` ran, so a failing count says what ran.
 */
export function queryCounter(db: Database) {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const original = client.query;
  let log: string[] | null = null;
  client.query = function (this: unknown, ...args: unknown[]) {
    const text = args[0];
    log?.push(typeof text === 'string' ? text : String((text as { text?: string }).text ?? text));
    return original.apply(this, args);
  };
  return {
    async during(work: () => Promise<unknown>): Promise<string[]> {
      log = [];
      try {
        await work();
        return log;
      } finally {
        log = null;
      }
    },
    restore: () => {
      client.query = original;
    },
  };
}
