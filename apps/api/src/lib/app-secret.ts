import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appSecrets } from '../db/schema';
import { randomToken } from './crypto';

const cache = new WeakMap<Database, Map<string, Promise<string>>>();

/**
 * A named server key (OTP HMAC, file-link signing), created on first use and shared by every
 * replica through the database: insert-or-ignore, then read, so concurrent first starts
 * agree on one value. Read once per database and name; a failed read is tried again.
 */
export function loadAppSecret(db: Database, name: string): Promise<string> {
  let byName = cache.get(db);
  if (!byName) cache.set(db, (byName = new Map()));
  let secret = byName.get(name);
  if (!secret) {
    secret = readOrCreate(db, name);
    byName.set(name, secret);
    secret.catch(() => byName.delete(name));
  }
  return secret;
}

async function readOrCreate(db: Database, name: string): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomToken(32) })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  if (!row) throw new Error(`app secret ${name} could not be created`);
  return row.value;
}
