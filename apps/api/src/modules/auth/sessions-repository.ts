import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { sessions } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/crypto';

/** A session ends 30 days after its last use, and 90 days after sign-in whatever happens. */
export const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 90 * 24 * 60 * 60 * 1000;
/** last_used_at is refreshed at most hourly: a write per request would cost every read. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

export async function createSession(db: Database, userId: string, now: Date): Promise<string> {
  const token = randomToken(32);
  await db.insert(sessions).values({
    userId,
    tokenHash: sha256(token),
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
  });
  return token;
}

/** Every signed-in request starts here: one SELECT by the unique token_hash index, prepared once. */
const liveSessionByHash = preparedPerDatabase((db) =>
  db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastUsedAt, sql.placeholder('idleSince')),
      ),
    )
    .prepare('resolve_session'),
);

/**
 * The session of a live token (and when it ends at the latest, for the cookie's lifetime);
 * refreshes its idle timer now and then.
 */
export async function resolveSession(
  db: Database,
  token: string,
  now: Date,
): Promise<{ sessionId: string; userId: string; expiresAt: Date } | null> {
  const [row] = await liveSessionByHash(db).execute({
    tokenHash: sha256(token),
    now,
    idleSince: new Date(now.getTime() - SESSION_IDLE_MS),
  });
  if (!row) return null;
  if (now.getTime() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastUsedAt: now })
      .where(and(eq(sessions.id, row.id), lt(sessions.lastUsedAt, now)));
  }
  return { sessionId: row.id, userId: row.userId, expiresAt: row.expiresAt };
}

export async function revokeSession(db: Database, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}
