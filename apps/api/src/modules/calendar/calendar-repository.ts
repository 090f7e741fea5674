import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Language } from '@tika/contract';
import { children, users, vaccineEntries } from '../../db/schema';

export interface FeedChild {
  id: string;
  name: string;
  calendarFeedVersion: number;
}

const feedChildColumns = {
  id: children.id,
  name: children.name,
  calendarFeedVersion: children.calendarFeedVersion,
};

/** The child a feed is for, found by id alone: the feed's secret, not a session, proves access. */
export async function findFeedChild(
  db: Database,
  childId: string,
): Promise<(FeedChild & { language: Language }) | undefined> {
  const [row] = await db
    // The parent's language, which the feed's words follow.
    .select({ ...feedChildColumns, language: sql<Language>`${users.reminderLanguage}` })
    .from(children)
    .innerJoin(users, eq(users.id, children.userId))
    .where(eq(children.id, childId));
  return row;
}

/** What goes into the feed: the child's vaccines still to be given, earliest first. */
export async function listPendingEntries(db: Database, childId: string) {
  return db
    .select({
      id: vaccineEntries.id,
      doseCode: vaccineEntries.doseCode,
      name: vaccineEntries.name,
      fullName: vaccineEntries.fullName,
      description: vaccineEntries.description,
      ageGroup: vaccineEntries.ageGroup,
      dueDate: vaccineEntries.dueDate,
      updatedAt: vaccineEntries.updatedAt,
    })
    .from(vaccineEntries)
    .where(and(eq(vaccineEntries.childId, childId), eq(vaccineEntries.status, 'pending')))
    .orderBy(asc(vaccineEntries.dueDate), asc(vaccineEntries.name), asc(vaccineEntries.id));
}
export type FeedEntry = Awaited<ReturnType<typeof listPendingEntries>>[number];

/** A new feed version for this parent's child, in one statement so two resets both count. */
export async function bumpFeedVersion(
  db: Database,
  userId: string,
  childId: string,
): Promise<FeedChild | undefined> {
  const [row] = await db
    .update(children)
    .set({ calendarFeedVersion: sql`${children.calendarFeedVersion} + 1` })
    .where(and(eq(children.id, childId), eq(children.userId, userId)))
    .returning(feedChildColumns);
  return row;
}
