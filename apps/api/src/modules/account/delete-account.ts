import { asc, eq, inArray } from 'drizzle-orm';
import { ACCOUNT_DELETED_MESSAGE } from '@tika/contract';
import type { AppDeps } from '../../deps';
import type { Transaction } from '../../db/client';
import { childMembers, children, users } from '../../db/schema';
import { pruneQueuedReminders } from '../reminders/cancel';
import { deletionEntry, deletionKey } from './deletion-entry';
import { deleteFiles, eraseAccountRows } from './erase-account';
import {
  chosenHandovers,
  handOverChildren,
  noCaregiver,
  planHandovers,
} from './hand-over-children';

/**
 * Removes the parent and everything they own (erase-account.ts): rows in one transaction,
 * files after it commits. The children the parent chose to hand over (`handOver`, child ids)
 * go to a caregiver first (hand-over-children.ts) and keep their records and files; every other
 * child they own is deleted, and the children they only follow lose only their membership.
 * The deletion is first written to the ledger outside the database (deletion-ledger.ts), so a
 * restore of an older backup cannot bring the account back for good: if the ledger cannot be
 * written, nothing is deleted (nor handed over) and the parent is told it failed.
 * An entry whose deletion then fails is harmless: the parent asked for it, and a replay only
 * deletes what the entry names.
 */
export async function deleteAccount(deps: AppDeps, userId: string, handOver: string[] = []) {
  const { db } = deps.database;
  const key = await deletionKey(db);
  const { fileKeys, followers } = await db.transaction(async (tx) => {
    // A child not this parent's, or with no caregiver to take it: 400 before anything is locked.
    const asked = chosenHandovers(await planHandovers(tx, userId), handOver);
    // Locked: the number recorded is the number whose rows are deleted; and the caregivers'
    // rows, so two handovers to one caregiver count each other (the three-children limit).
    const locked = await lockUsers(tx, [userId, ...asked.map((h) => h.toUserId)]);
    const user = locked.get(userId);
    if (!user) return { fileKeys: [], followers: [] };
    // Planned again under the locks: a caregiver who left or filled up since is refused.
    const handovers = chosenHandovers(await planHandovers(tx, userId), handOver);
    if (handovers.some((h) => !locked.has(h.toUserId))) throw noCaregiver();
    await handOverChildren(tx, userId, handovers, deps.clock.now());
    await deps.deletionLedger.append(
      deletionEntry(key, {
        userId,
        contactNumber: user.contactNumber,
        deletedAt: deps.clock.now(),
        handedOver: handovers,
      }),
    );
    const followers = await membersOfOwnedChildren(tx, userId);
    const numbers = user.contactNumber ? [user.contactNumber] : [];
    const erased = await eraseAccountRows(tx, { userId, numbers });
    return { fileKeys: erased.fileKeys, followers };
  });
  await deleteFiles(deps.storage, fileKeys);
  // The family of a deleted child: their reminders about it still queued are taken back.
  await pruneQueuedReminders(db, followers);
  return { message: ACCOUNT_DELETED_MESSAGE };
}

/** These parents' rows, locked in id order (so two deletions never wait on each other in a circle). */
async function lockUsers(tx: Transaction, ids: string[]) {
  const rows = await tx
    .select({ id: users.id, contactNumber: users.contactNumber })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]))
    .orderBy(asc(users.id))
    .for('update');
  return new Map(rows.map((r) => [r.id, r]));
}

/** Who follows the children this parent still owns (the ones about to be deleted). */
async function membersOfOwnedChildren(tx: Transaction, userId: string): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ userId: childMembers.userId })
    .from(childMembers)
    .innerJoin(children, eq(children.id, childMembers.childId))
    .where(eq(children.userId, userId));
  return rows.map((r) => r.userId);
}
