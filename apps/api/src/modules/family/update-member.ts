import { and, eq } from 'drizzle-orm';
import { FAMILY_MESSAGES, type UpdateMemberBody } from '@tika/contract';
import type { AppDeps } from '../../deps';
import { childMembers } from '../../db/schema';
import { AppError } from '../../errors';
import { findChild } from '../children/children-repository';
import { pruneQueuedReminders } from '../reminders/cancel';

/**
 * The owner changes a member's role or label. A new label shows on what they change from now
 * on; what they changed before keeps the label it was made with.
 */
export async function updateMember(deps: AppDeps, userId: string, input: UpdateMemberBody) {
  const { db } = deps.database;
  const child = await findChild(db, userId, input.child_id, 'own');
  const updated = await db
    .update(childMembers)
    .set({ role: input.role, label: input.label })
    .where(and(eq(childMembers.childId, child.id), eq(childMembers.userId, input.user_id)))
    .returning({ userId: childMembers.userId });
  if (updated.length === 0) throw AppError.notFound(FAMILY_MESSAGES.memberNotFound);
  // Made a viewer: their reminders about the child still queued are taken back.
  await pruneQueuedReminders(db, input.user_id);
  return { message: FAMILY_MESSAGES.memberUpdated };
}
