import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appSecrets } from '../db/schema';
import { hmacSha256, randomToken } from './crypto';

const cache = new WeakMap<Database, Map<string, Promise<string>>>();
const fromEnvironment = new WeakMap<Database, string>();

/**
 * The keys derived from APP_SECRET: those behind short-lived secrets (OTP codes, file links,
 * hashed addresses), and the deletion ledger's, which must not live in the database it
 * protects (a restore would roll it back with the rows). Calendar feed URLs stay on their
 * database key: parents' calendars are subscribed to them, and setting APP_SECRET must not
 * break those subscriptions.
 */
const KEYS_FROM_APP_SECRET = new Set([
  'otp_hmac_key',
  'file_url_key',
  'address_hmac_key',
  'deletion_ledger_key',
]);

/**
 * This database's app takes its short-lived keys from APP_SECRET instead of the database: a
 * dump of the database alone then holds no OTP key (an OTP's HMAC would otherwise give up its
 * code in 10,000 tries). Called by createDeps when APP_SECRET is set; production requires it.
 */
export function useAppSecretFromEnvironment(db: Database, appSecret: string): void {
  fromEnvironment.set(db, appSecret);
}

/**
 * A named server key (OTP HMAC, file-link signing): derived from APP_SECRET when it is set,
 * else created on first use and shared by every replica through the database: insert-or-ignore,
 * then read, so concurrent first starts agree on one value. Read once per database and name;
 * a failed read is tried again.
 */
export function loadAppSecret(db: Database, name: string): Promise<string> {
  const appSecret = fromEnvironment.get(db);
  if (appSecret && KEYS_FROM_APP_SECRET.has(name))
    return Promise.resolve(hmacSha256(appSecret, `tika-key:${name}`));
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
