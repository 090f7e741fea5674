import { and, asc, eq } from 'drizzle-orm';
import { addOffset, type PlanId, TRIAL_DAYS } from '@tika/contract';
import type { Database } from '../../db/client';
import { storyEntitlements, storyUnlocks } from '../../db/schema';
import type { Entitlement, Unlock } from './plan-state';

export async function loadEntitlements(db: Database, userId: string): Promise<Entitlement[]> {
  const rows = await db
    .select({ id: storyEntitlements.id, kind: storyEntitlements.kind, plan: storyEntitlements.plan, stories: storyEntitlements.stories, expiresOn: storyEntitlements.expiresOn })
    .from(storyEntitlements)
    .where(eq(storyEntitlements.userId, userId))
    .orderBy(asc(storyEntitlements.createdAt), asc(storyEntitlements.id));
  return rows.map((r) => ({ ...r, kind: r.kind as Entitlement['kind'], plan: r.plan as PlanId | null }));
}

export async function loadUnlocks(db: Database, userId: string): Promise<Unlock[]> {
  return db
    .select({ storyCode: storyUnlocks.storyCode, entitlementId: storyUnlocks.entitlementId, unlockedOn: storyUnlocks.unlockedOn })
    .from(storyUnlocks)
    .where(eq(storyUnlocks.userId, userId))
    .orderBy(asc(storyUnlocks.unlockedOn));
}

/** The free trial starts the first day a parent opens the stories: three days, a story a day. */
export async function startTrial(db: Database, userId: string, today: string): Promise<void> {
  await db
    .insert(storyEntitlements)
    .values({ userId, kind: 'trial', stories: TRIAL_DAYS, startsOn: today, expiresOn: addOffset(today, { days: TRIAL_DAYS - 1 }) })
    .onConflictDoNothing();
}

/** Idempotent: a second request the same day (or the same story) changes nothing. */
export async function recordUnlock(db: Database, userId: string, unlock: Unlock): Promise<void> {
  await db.insert(storyUnlocks).values({ userId, ...unlock }).onConflictDoNothing();
}

export async function hasUnlocked(db: Database, userId: string, storyCode: string): Promise<boolean> {
  const rows = await db.select({ code: storyUnlocks.storyCode }).from(storyUnlocks).where(and(eq(storyUnlocks.userId, userId), eq(storyUnlocks.storyCode, storyCode))).limit(1);
  return rows.length > 0;
}
