import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { ACCOUNT_DELETION_MESSAGES, LIMITS } from '@tika/contract';
import type { DbOrTx, Transaction } from '../../db/client';
import { childMembers, children, familyInvites } from '../../db/schema';
import { AppError } from '../../errors';
import { isUniqueViolation } from '../../lib/db-errors';

/** A child the leaving owner adds, and the caregiver who would take it over (null: none can). */
export interface HandoverOption {
  childId: string;
  name: string;
  caregiver: { userId: string; label: string } | null;
}

/** One child handed over: kept in the deletion ledger so a replay hands it over again. */
export interface Handover {
  childId: string;
  toUserId: string;
}

const SLOTS = Array.from({ length: LIMITS.maxChildren }, (_, i) => i + 1);

/**
 * Who takes over each child of a parent leaving Tika: among the child's caregivers who own
 * fewer than three children, the one who joined first. Children are taken in slot order and a
 * caregiver's room counts the children planned for them before, so the plan never gives anyone
 * a fourth. The confirmation shows this plan with every child handed over; handing over fewer
 * only leaves more room, so each chosen child still goes to the caregiver it showed.
 */
export async function planHandovers(db: DbOrTx, ownerId: string): Promise<HandoverOption[]> {
  const owned = await db
    .select({ id: children.id, name: children.name })
    .from(children)
    .where(eq(children.userId, ownerId))
    .orderBy(asc(children.slot));
  if (owned.length === 0) return [];
  const candidates = await db
    .select({
      childId: childMembers.childId,
      userId: childMembers.userId,
      label: childMembers.label,
    })
    .from(childMembers)
    .where(
      and(
        inArray(
          childMembers.childId,
          owned.map((c) => c.id),
        ),
        eq(childMembers.role, 'caregiver'),
      ),
    )
    .orderBy(asc(childMembers.createdAt), asc(childMembers.userId));
  // How many children each caregiver owns now, then with the children planned for them.
  const owns = new Map<string, number>();
  if (candidates.length > 0)
    for (const row of await db
      .select({ userId: children.userId, n: count() })
      .from(children)
      .where(
        inArray(
          children.userId,
          candidates.map((c) => c.userId),
        ),
      )
      .groupBy(children.userId))
      owns.set(row.userId, row.n);
  return owned.map((child) => {
    const taker = candidates.find(
      (c) => c.childId === child.id && (owns.get(c.userId) ?? 0) < LIMITS.maxChildren,
    );
    if (taker) owns.set(taker.userId, (owns.get(taker.userId) ?? 0) + 1);
    return {
      childId: child.id,
      name: child.name,
      caregiver: taker ? { userId: taker.userId, label: taker.label } : null,
    };
  });
}

/** No caregiver can take this child (now): the deletion stops, nothing changed. */
export const noCaregiver = () =>
  AppError.badRequest(
    ACCOUNT_DELETION_MESSAGES.handoverNoCaregiver,
    'handover_no_caregiver',
  ).forField('hand_over');

/** The children the parent asked to hand over, each with its caregiver; 400 and nothing done if one cannot go. */
export function chosenHandovers(plan: HandoverOption[], childIds: string[]): Handover[] {
  return [...new Set(childIds)].map((childId) => {
    const option = plan.find((p) => p.childId === childId);
    if (!option)
      throw AppError.badRequest(
        ACCOUNT_DELETION_MESSAGES.handoverNotOwner,
        'handover_not_owner',
      ).forField('hand_over');
    if (!option.caregiver) throw noCaregiver();
    return { childId, toUserId: option.caregiver.userId };
  });
}

/**
 * Makes the caregiver the child's owner: the child takes their first free slot, their
 * membership ends (an owner is never a member), open invitations are withdrawn (the new owner
 * invites anew), and everything else stays: records, files (their storage keys keep the old
 * owner's prefix, which nothing reads), the other members. Returns false, changing nothing, when
 * the caregiver has no free slot or the child is no longer the old owner's. Run with the
 * caregiver's row locked (delete-account.ts); a slot taken meanwhile by the caregiver adding a
 * child is tried again.
 */
export async function moveChild(
  tx: Transaction,
  handover: Handover & { fromUserId: string },
  now: Date,
): Promise<boolean> {
  for (let attempt = 0; attempt < LIMITS.maxChildren; attempt++) {
    const taken = await tx
      .select({ slot: children.slot })
      .from(children)
      .where(eq(children.userId, handover.toUserId));
    const slot = SLOTS.find((s) => !taken.some((t) => t.slot === s));
    if (slot === undefined) return false;
    try {
      // A savepoint: a unique violation rolls back this step only, not the whole deletion.
      const moved = await tx.transaction((sp) =>
        sp
          .update(children)
          .set({ userId: handover.toUserId, slot, updatedAt: now })
          .where(and(eq(children.id, handover.childId), eq(children.userId, handover.fromUserId)))
          .returning({ id: children.id }),
      );
      if (moved.length === 0) return false;
      break;
    } catch (err) {
      if (!isUniqueViolation(err, 'children_user_slot_key')) throw err;
      if (attempt === LIMITS.maxChildren - 1) return false;
    }
  }
  await tx
    .delete(childMembers)
    .where(
      and(eq(childMembers.childId, handover.childId), eq(childMembers.userId, handover.toUserId)),
    );
  await tx
    .update(familyInvites)
    .set({ usedAt: now })
    .where(and(eq(familyInvites.childId, handover.childId), isNull(familyInvites.usedAt)));
  return true;
}

/**
 * Hands the chosen children over, all or none: one that cannot go any more (its caregiver left
 * or filled their three slots since the plan) is 400 and the caller's transaction rolls back.
 * The caregivers' rows must be locked (delete-account.ts) so that handovers to one caregiver
 * happen one after the other and each counts the other's.
 */
export async function handOverChildren(
  tx: Transaction,
  fromUserId: string,
  handovers: Handover[],
  now: Date,
): Promise<void> {
  for (const handover of handovers)
    if (!(await moveChild(tx, { ...handover, fromUserId }, now))) throw noCaregiver();
}
