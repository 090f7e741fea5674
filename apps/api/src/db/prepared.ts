import type { Database } from './client';

/**
 * A statement built once per database handle and reused: Drizzle then skips building the SQL
 * text on every call (a measurable share of a hot read), and PostgreSQL keeps the parsed
 * statement per connection under its name. For the reads every request makes; values go in
 * through sql.placeholder.
 */
export function preparedPerDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const cache = new WeakMap<Database, T>();
  return (db) => {
    let prepared = cache.get(db);
    if (!prepared) {
      prepared = build(db);
      cache.set(db, prepared);
    }
    return prepared;
  };
}
