import { and, eq } from 'drizzle-orm';
import { FAMILY_MESSAGES } from '@tika/contract';
import type { AppDeps } from '../../deps';
import { childMembers } from '../../db/schema';
import { AppError } from '../../errors';
import { findChild } from '../children/children-repository';
import { pruneQueuedReminders } from '../reminders/cancel';

/**
 * The owner removes a member, or a member leaves: from the next request on they read nothing
 * of the child, and their reminders about it still queued are taken back. What they changed
 * keeps the label it was made with.
 */
export async function removeMember(
  deps: AppDeps,
  userId: string,
  input: { child_id: string; user_id: string },
) {
  const { db } = deps.database;
  const leaving = input.user_id === userId;
  const child = await findChild(db, userId, input.child_id, leaving ? 'read' : 'own');
  const removed = await db
    .delete(childMembers)
    .where(and(eq(childMembers.childId, child.id), eq(childMembers.userId, input.user_id)))
    .returning({ userId: childMembers.userId });
  if (removed.length === 0) throw AppError.notFound(FAMILY_MESSAGES.memberNotFound);
  await pruneQueuedReminders(db, input.user_id);
  return { message: leaving ? FAMILY_MESSAGES.left : FAMILY_MESSAGES.memberRemoved };
}
