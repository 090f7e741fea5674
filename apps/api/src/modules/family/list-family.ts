import { asc, eq } from 'drizzle-orm';
import type { FamilyMember, FamilyResponse } from '@tika/contract';
import type { AppDeps } from '../../deps';
import { childMembers, users } from '../../db/schema';
import { findChild } from '../children/children-repository';
import { listOpenInvites, toInvite } from './family-repository';

/**
 * Everyone who looks after a child: the owner first, then the members in the order they
 * joined; and, for the owner only, the invitations still open. Any member may see who else
 * follows the child; none sees another's number or e-mail.
 */
export async function listFamily(
  deps: AppDeps,
  userId: string,
  childId: string,
): Promise<FamilyResponse> {
  const { db } = deps.database;
  const child = await findChild(db, userId, childId);
  const [owner] = await db
    .select({ firstName: users.firstName })
    .from(users)
    .where(eq(users.id, child.userId));
  const members = await db
    .select()
    .from(childMembers)
    .where(eq(childMembers.childId, child.id))
    .orderBy(asc(childMembers.createdAt));
  const person = (m: Omit<FamilyMember, 'is_you'>): FamilyMember => ({
    ...m,
    is_you: m.user_id === userId,
  });
  return {
    members: [
      person({
        user_id: child.userId,
        role: 'owner',
        label: owner?.firstName ?? '',
        added_at: child.createdAt.toISOString(),
      }),
      ...members.map((m) =>
        person({
          user_id: m.userId,
          role: m.role,
          label: m.label,
          added_at: m.createdAt.toISOString(),
        }),
      ),
    ],
    invites:
      child.role === 'owner'
        ? (await listOpenInvites(db, child.id, deps.clock.now())).map(toInvite)
        : [],
  };
}
