import { and, asc, eq, sql } from 'drizzle-orm';
import { addOffset, type PlanId, TRIAL_DAYS } from '@tika/contract';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { storyEntitlements, storyUnlocks, users } from '../../db/schema';
import type { Entitlement, Unlock } from './plan-state';

export async function loadEntitlements(db: Database, userId: string): Promise<Entitlement[]> {
  const rows = await db
    .select({
      id: storyEntitlements.id,
      kind: storyEntitlements.kind,
      plan: storyEntitlements.plan,
      stories: storyEntitlements.stories,
      expiresOn: storyEntitlements.expiresOn,
    })
    .from(storyEntitlements)
    .where(eq(storyEntitlements.userId, userId))
    .orderBy(asc(storyEntitlements.createdAt), asc(storyEntitlements.id));
  return rows.map((r) => ({
    ...r,
    kind: r.kind as Entitlement['kind'],
    plan: r.plan as PlanId | null,
  }));
}

export async function loadUnlocks(db: Database, userId: string): Promise<Unlock[]> {
  return db
    .select({
      storyCode: storyUnlocks.storyCode,
      entitlementId: storyUnlocks.entitlementId,
      unlockedOn: storyUnlocks.unlockedOn,
    })
    .from(storyUnlocks)
    .where(eq(storyUnlocks.userId, userId))
    .orderBy(asc(storyUnlocks.unlockedOn));
}

/**
 * What the stories page reads, in one round trip: the parent's time zone, entitlements (in the
 * order loadEntitlements gives) and unlocks (by day), the lists built as JSON by the database.
 * `timeZone` is null for a parent who no longer exists. The subqueries take the id as a parameter,
 * not `users.id`: Drizzle leaves columns unqualified here, and "id" inside would be the entitlement's.
 */
const storyRows = preparedPerDatabase((db) => {
  const e = storyEntitlements;
  const u = storyUnlocks;
  const userId = sql.placeholder('userId');
  return db
    .select({
      timeZone: users.timeZone,
      entitlements: sql<
        Entitlement[]
      >`(select coalesce(json_agg(json_build_object('id', ${e.id}, 'kind', ${e.kind}, 'plan', ${e.plan}, 'stories', ${e.stories}, 'expiresOn', ${e.expiresOn}) order by ${e.createdAt}, ${e.id}), '[]') from ${e} where ${e.userId} = ${userId})`,
      unlocks: sql<
        Unlock[]
      >`(select coalesce(json_agg(json_build_object('storyCode', ${u.storyCode}, 'entitlementId', ${u.entitlementId}, 'unlockedOn', ${u.unlockedOn}) order by ${u.unlockedOn}), '[]') from ${u} where ${u.userId} = ${userId})`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .prepare('story_rows');
});

export async function loadStoryRows(
  db: Database,
  userId: string,
): Promise<{ timeZone: string | null; entitlements: Entitlement[]; unlocks: Unlock[] }> {
  const [row] = await storyRows(db).execute({ userId });
  return row ?? { timeZone: null, entitlements: [], unlocks: [] };
}

/** The free trial starts the first day a parent opens the stories: three days, a story a day. */
export async function startTrial(db: Database, userId: string, today: string): Promise<void> {
  await db
    .insert(storyEntitlements)
    .values({
      userId,
      kind: 'trial',
      stories: TRIAL_DAYS,
      startsOn: today,
      expiresOn: addOffset(today, { days: TRIAL_DAYS - 1 }),
    })
    .onConflictDoNothing();
}

/** Idempotent: a second request the same day (or the same story) changes nothing. */
export async function recordUnlock(db: Database, userId: string, unlock: Unlock): Promise<void> {
  await db
    .insert(storyUnlocks)
    .values({ userId, ...unlock })
    .onConflictDoNothing();
}

export async function hasUnlocked(
  db: Database,
  userId: string,
  storyCode: string,
): Promise<boolean> {
  const rows = await db
    .select({ code: storyUnlocks.storyCode })
    .from(storyUnlocks)
    .where(and(eq(storyUnlocks.userId, userId), eq(storyUnlocks.storyCode, storyCode)))
    .limit(1);
  return rows.length > 0;
}
