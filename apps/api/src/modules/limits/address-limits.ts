import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { loadAppSecret } from '../../lib/app-secret';
import { hmacSha256 } from '../../lib/crypto';

const HOUR = 60 * 60 * 1000;

/**
 * Limits on what anyone may ask without signing in (docs/operations.md, "Limits without a
 * session"): per client address, so one client cannot list registered numbers or fill tables,
 * and for all addresses together, so many cannot either. Counted in the database, so every
 * server shares them; windows are fixed hours.
 */
export const ADDRESS_LIMITS = {
  /** Login OTPs asked for numbers that are not registered: the "not registered" answer is kept, but capped. */
  unknown_number: { perAddress: 20, overall: 5_000, windowMs: HOUR },
  /** Google sign-ins begun (each stores a one-time state). */
  google_start: { perAddress: 30, overall: 20_000, windowMs: HOUR },
  /** Google sign-ins that failed: the redirect back and the ID-token sign-in. */
  google_sign_in: { perAddress: 30, overall: 20_000, windowMs: HOUR },
  /** Sign-in links that did not sign in (used, expired or made up). */
  link_verify: { perAddress: 30, overall: 20_000, windowMs: HOUR },
  /** Doctor's record links that opened nothing (expired, revoked or made up). */
  shared_record: { perAddress: 30, overall: 20_000, windowMs: HOUR },
  /** Family invitation codes that opened nothing, per address (codes are short: 40 bits)… */
  family_invite: { perAddress: 20, overall: 20_000, windowMs: HOUR },
  /** …and per signed-in account, wherever it asks from ("address" is then the account's id). */
  family_invite_account: { perAddress: 20, overall: 1_000_000, windowMs: HOUR },
} as const;

export type AddressLimit = keyof typeof ADDRESS_LIMITS;

const TOO_MANY = 'Too many attempts from your network. Please try again later.';

interface Counters {
  mine: string;
  everyone: string;
  windowStart: Date;
  windowEnd: Date;
}

async function countersFor(db: Database, limit: AddressLimit, ip: string, now: Date) {
  const key = await loadAppSecret(db, 'address_hmac_key');
  const { windowMs } = ADDRESS_LIMITS[limit];
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  return {
    mine: `${limit}:${hmacSha256(key, `ip:${ip}`).slice(0, 32)}`,
    everyone: `${limit}:*`,
    windowStart: new Date(start),
    windowEnd: new Date(start + windowMs),
  } satisfies Counters;
}

const refuse = (counters: Counters, now: Date) =>
  AppError.tooManyRequests(TOO_MANY, (counters.windowEnd.getTime() - now.getTime()) / 1000);

async function hitsOf(db: Database, counters: Counters) {
  const result = await db.execute(sql`
    select counter, hits from request_counters
    where counter in (${counters.mine}, ${counters.everyone}) and window_start = ${counters.windowStart.toISOString()}::timestamptz`);
  const rows = (result as unknown as { rows: Array<{ counter: string; hits: number }> }).rows;
  const of = (counter: string) => Number(rows.find((r) => r.counter === counter)?.hits ?? 0);
  return { mine: of(counters.mine), everyone: of(counters.everyone) };
}

async function addHit(db: Database, counters: Counters) {
  const result = await db.execute(sql`
    insert into request_counters (counter, window_start, hits)
    values (${counters.mine}, ${counters.windowStart.toISOString()}::timestamptz, 1),
           (${counters.everyone}, ${counters.windowStart.toISOString()}::timestamptz, 1)
    on conflict (counter, window_start) do update set hits = request_counters.hits + 1
    returning counter, hits`);
  const rows = (result as unknown as { rows: Array<{ counter: string; hits: number }> }).rows;
  const of = (counter: string) => Number(rows.find((r) => r.counter === counter)?.hits ?? 0);
  return { mine: of(counters.mine), everyone: of(counters.everyone) };
}

const over = (
  limit: AddressLimit,
  hits: { mine: number; everyone: number },
  inclusive: boolean,
) => {
  const { perAddress, overall } = ADDRESS_LIMITS[limit];
  return inclusive
    ? hits.mine > perAddress || hits.everyone > overall
    : hits.mine >= perAddress || hits.everyone >= overall;
};

/** Counts this request against the limit, and refuses it (429) when it goes over. */
export async function takeFromLimit(deps: AppDeps, limit: AddressLimit, ip: string) {
  const { db } = deps.database;
  const now = deps.clock.now();
  const counters = await countersFor(db, limit, ip, now);
  if (over(limit, await addHit(db, counters), true)) throw refuse(counters, now);
}

/**
 * For limits that count only some outcomes (a number not registered): refuses (429) when the
 * limit is used up, and returns how to count this request if it turns out to be one of them.
 */
export async function checkLimit(deps: AppDeps, limit: AddressLimit, ip: string) {
  const { db } = deps.database;
  const now = deps.clock.now();
  const counters = await countersFor(db, limit, ip, now);
  if (over(limit, await hitsOf(db, counters), false)) throw refuse(counters, now);
  return { count: () => addHit(db, counters).then(() => undefined) };
}

/**
 * Runs `attempt`, counting it against the limit only if it fails: a parent signing in is
 * never held back, while one address trying made-up links or tokens is stopped.
 */
export async function limitFailures<T>(
  deps: AppDeps,
  limit: AddressLimit,
  ip: string,
  attempt: () => Promise<T>,
): Promise<T> {
  const failures = await checkLimit(deps, limit, ip);
  try {
    return await attempt();
  } catch (error) {
    if (error instanceof AppError && error.status < 500) await failures.count();
    throw error;
  }
}

/**
 * Runs `attempt` and only when it fails counts it, refusing (429) once the address is over: a
 * request that succeeds is never held back, even while others have used the overall count
 * up. For capabilities no one can guess (a doctor's record link), where the limit only stops
 * an address from trying many.
 */
export async function countFailures<T>(
  deps: AppDeps,
  limit: AddressLimit,
  ip: string,
  attempt: () => Promise<T>,
): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (error instanceof AppError && error.status < 500) await takeFromLimit(deps, limit, ip);
    throw error;
  }
}
