import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';
import type { Invite } from '@tika/contract';
import type { DbOrTx } from '../../db/client';
import { type FamilyInviteRow, familyInvites } from '../../db/schema';

/** An invitation that can still be accepted: not used or withdrawn, not expired. */
export const openInvite = (now: Date) =>
  and(isNull(familyInvites.usedAt), gt(familyInvites.expiresAt, now));

export async function countOpenInvites(db: DbOrTx, childId: string, now: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(familyInvites)
    .where(and(eq(familyInvites.childId, childId), openInvite(now)));
  return row?.n ?? 0;
}

export async function listOpenInvites(db: DbOrTx, childId: string, now: Date) {
  return db
    .select()
    .from(familyInvites)
    .where(and(eq(familyInvites.childId, childId), openInvite(now)))
    .orderBy(asc(familyInvites.createdAt));
}

/** The allow-list of an invitation on the wire: never its hashes. */
export function toInvite(row: FamilyInviteRow): Invite {
  return {
    id: row.id,
    role: row.role,
    label: row.label,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}
