import { and, asc, count, eq, or, type Placeholder, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Child, type ChildRole, FAMILY_MESSAGES, gestationalAgeOf } from '@tika/contract';
import type { Database, Transaction } from '../../db/client';
import { AppError } from '../../errors';
import { type ChildRow, childMembers, children, users } from '../../db/schema';

/** A child as one parent sees it: their part in it, and whose it is when it is not theirs. */
export type ChildSeen = ChildRow & { role: ChildRole; sharedBy: string | null };

const owners = alias(users, 'owners');

/** The parent's own children, then the children others shared with them (docs/product/family.md). */
export async function listChildren(db: Database, userId: string): Promise<ChildSeen[]> {
  const rows = await db
    .select({ child: children, memberRole: childMembers.role, ownerName: owners.firstName })
    .from(children)
    .innerJoin(owners, eq(owners.id, children.userId))
    .leftJoin(
      childMembers,
      and(eq(childMembers.childId, children.id), eq(childMembers.userId, userId)),
    )
    .where(or(eq(children.userId, userId), eq(childMembers.userId, userId)))
    .orderBy(
      sql`${childMembers.createdAt} nulls first`,
      asc(children.createdAt),
      asc(children.slot),
    );
  return rows.map(({ child, memberRole, ownerName }) => ({
    ...child,
    role: memberRole ?? 'owner',
    sharedBy: memberRole ? ownerName : null,
  }));
}

/**
 * Every child this parent owns or follows: the session rules count these (a parent invited to
 * follow a child, who owns none, goes to the dashboard, not to "add your first child").
 */
export async function countChildren(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(children).where(followsChild(userId));
  return row?.n ?? 0;
}

/** The wire shape of a child (docs/api.md). */
export function toChild(row: ChildSeen): Child {
  const gestation = gestationalAgeOf(row.gestationalAgeDays);
  return {
    id: row.id,
    name: row.name,
    dob: row.dob,
    gender: row.gender,
    schedule: row.schedule,
    gestational_weeks: gestation?.weeks ?? null,
    gestational_days: gestation?.days ?? null,
    role: row.role,
    shared_by: row.sharedBy,
  };
}

/**
 * The rule of every child read: this child, and only if this parent owns or follows it. Values,
 * or by default the `childId` and `userId` placeholders of a prepared statement.
 */
export function canReadChild(
  childId: string | Placeholder = sql.placeholder('childId'),
  userId: string | Placeholder = sql.placeholder('userId'),
) {
  return and(eq(children.id, childId), followsChild(userId));
}

/** Whether this parent owns or follows the `children` row in the query. */
export const followsChild = (userId: string | Placeholder) =>
  or(
    eq(children.userId, userId),
    sql`exists (select 1 from ${childMembers} where ${childMembers.childId} = ${children.id} and ${childMembers.userId} = ${userId})`,
  );

/**
 * What a parent needs to do with a child: see it (owner and every member), change its record
 * (owner and caregivers: doses, growth, files, doctor's links), or manage it (the owner alone:
 * edit, delete, invite).
 */
export type ChildNeed = 'read' | 'write' | 'own';

/**
 * A child this parent may `need`, with their role. Someone with no part in it gets 404, as if
 * there were no such child; a member asking for more than their role allows, 403.
 */
export async function findChild(
  db: Database,
  userId: string,
  childId: string,
  need: ChildNeed = 'read',
): Promise<ChildRow & { role: ChildRole }> {
  const [row] = await db
    .select({ child: children, memberRole: childMembers.role })
    .from(children)
    .leftJoin(
      childMembers,
      and(eq(childMembers.childId, children.id), eq(childMembers.userId, userId)),
    )
    .where(
      and(
        eq(children.id, childId),
        or(eq(children.userId, userId), eq(childMembers.userId, userId)),
      ),
    );
  if (!row) throw AppError.notFound('Child not found');
  const role = row.child.userId === userId ? 'owner' : row.memberRole!;
  if (need === 'own' && role !== 'owner') throw AppError.forbidden(FAMILY_MESSAGES.ownerOnly);
  if (need === 'write' && role === 'viewer')
    throw AppError.forbidden(FAMILY_MESSAGES.viewerReadOnly);
  return { ...row.child, role };
}

/** The ids of the children this parent may change (owns, or follows as caregiver). */
export const writableChildIds = (db: Database, userId: string) =>
  db
    .select({ id: children.id })
    .from(children)
    .where(
      or(
        eq(children.userId, userId),
        sql`exists (select 1 from ${childMembers} where ${childMembers.childId} = ${children.id} and ${childMembers.userId} = ${userId} and ${childMembers.role} = 'caregiver')`,
      ),
    );

/**
 * How the family sees this parent on what they change ("marked given by Papa"): their label as
 * a member, or the owner's first name. Stored with the change; null when they have no name.
 */
export async function actorLabel(
  db: Database,
  userId: string,
  child: { id: string; role: ChildRole },
): Promise<string | null> {
  if (child.role !== 'owner') {
    const [member] = await db
      .select({ label: childMembers.label })
      .from(childMembers)
      .where(and(eq(childMembers.childId, child.id), eq(childMembers.userId, userId)));
    return member?.label ?? null;
  }
  const [owner] = await db
    .select({ firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  return owner?.firstName || null;
}

/**
 * Who in the family changed a row, as the reader is shown it ("marked given by Papa"): nothing
 * when it was the reader, or when no parent reads it (null: a feed, the doctor's page).
 */
export const changedBy = (
  row: { byUserId: string | null; byLabel: string | null },
  reader: string | null,
) => (reader === null || row.byUserId === reader ? null : row.byLabel);

/**
 * Holds the child's row until the transaction ends: what is counted or checked under it (open
 * invitations, live links, given doses) cannot change meanwhile. 404 if the child went since
 * it was found.
 */
export async function lockChild(tx: Transaction, childId: string): Promise<void> {
  const [locked] = await tx
    .select({ id: children.id })
    .from(children)
    .where(eq(children.id, childId))
    .for('update');
  if (!locked) throw AppError.notFound('Child not found');
}
