import { and, asc, count, eq, type Placeholder, sql } from 'drizzle-orm';
import { type Child, gestationalAgeOf } from '@tika/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { type ChildRow, children } from '../../db/schema';

export async function listChildren(db: Database, userId: string): Promise<ChildRow[]> {
  return db
    .select()
    .from(children)
    .where(eq(children.userId, userId))
    .orderBy(asc(children.createdAt), asc(children.slot));
}

export async function countChildren(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(children).where(eq(children.userId, userId));
  return row?.n ?? 0;
}

/** The wire shape of a child (docs/api.md). */
export function toChild(row: ChildRow): Child {
  const gestation = gestationalAgeOf(row.gestationalAgeDays);
  return {
    id: row.id,
    name: row.name,
    dob: row.dob,
    gender: row.gender,
    schedule: row.schedule,
    gestational_weeks: gestation?.weeks ?? null,
    gestational_days: gestation?.days ?? null,
  };
}

/**
 * The ownership rule of every child read: this child, and only if it is this parent's. Values,
 * or by default the `childId` and `userId` placeholders of a prepared statement.
 */
export function isOwnedChild(
  childId: string | Placeholder = sql.placeholder('childId'),
  userId: string | Placeholder = sql.placeholder('userId'),
) {
  return and(eq(children.id, childId), eq(children.userId, userId));
}

/** A child of this parent, or 404: another parent's child looks exactly like no child. */
export async function findOwnedChild(
  db: Database,
  userId: string,
  childId: string,
): Promise<ChildRow> {
  const [row] = await db.select().from(children).where(isOwnedChild(childId, userId));
  if (!row) throw AppError.notFound('Child not found');
  return row;
}
