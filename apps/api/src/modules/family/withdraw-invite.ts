import { and, eq, inArray, isNull } from 'drizzle-orm';
import { FAMILY_MESSAGES } from '@tika/contract';
import type { AppDeps } from '../../deps';
import { children, familyInvites } from '../../db/schema';
import { AppError } from '../../errors';

/**
 * Withdraws an invitation not yet accepted: its link and code open nothing from the next
 * request on. Only an invitation to one of this parent's own children; any other id is 404.
 */
export async function withdrawInvite(deps: AppDeps, userId: string, id: string) {
  const { db } = deps.database;
  const own = db.select({ id: children.id }).from(children).where(eq(children.userId, userId));
  const withdrawn = await db
    .update(familyInvites)
    .set({ usedAt: deps.clock.now() })
    .where(
      and(
        eq(familyInvites.id, id),
        inArray(familyInvites.childId, own),
        isNull(familyInvites.usedAt),
      ),
    )
    .returning({ id: familyInvites.id });
  if (withdrawn.length === 0) throw AppError.notFound('Invitation not found');
  return { message: FAMILY_MESSAGES.inviteWithdrawn };
}
