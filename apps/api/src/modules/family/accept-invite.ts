import { and, eq } from 'drizzle-orm';
import { type AcceptedInvite, FAMILY_MESSAGES } from '@tika/contract';
import type { AppDeps } from '../../deps';
import { childMembers, familyInvites } from '../../db/schema';
import { AppError } from '../../errors';
import { findOpenInvite } from './open-invite';

/**
 * Joins the child's family with the invitation's role and label, and uses the invitation up:
 * under its row lock, so two people accepting one invitation at once make one member.
 * Someone who already owns or follows the child is refused (409), and the invitation stays
 * open for the person it was meant for.
 */
export async function acceptInvite(
  deps: AppDeps,
  userId: string,
  given: string,
): Promise<AcceptedInvite> {
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const { invite, child } = await findOpenInvite(tx, given, now, { lock: true });
    const [already] = await tx
      .select({ userId: childMembers.userId })
      .from(childMembers)
      .where(and(eq(childMembers.childId, child.id), eq(childMembers.userId, userId)));
    if (child.ownerId === userId || already)
      throw AppError.conflict(FAMILY_MESSAGES.ownChild, 'already_family');
    await tx.insert(childMembers).values({
      childId: child.id,
      userId,
      role: invite.role,
      label: invite.label,
      createdAt: now,
    });
    await tx.update(familyInvites).set({ usedAt: now }).where(eq(familyInvites.id, invite.id));
    return { child_id: child.id, role: invite.role, message: FAMILY_MESSAGES.accepted };
  });
}
