import { eq } from 'drizzle-orm';
import { ACCOUNT_DELETED_MESSAGE } from '@tika/contract';
import type { AppDeps } from '../../deps';
import { users } from '../../db/schema';
import { deletionEntry, deletionKey } from './deletion-entry';
import { deleteFiles, eraseAccountRows } from './erase-account';

/**
 * Removes the parent and everything they own (erase-account.ts): rows in one transaction,
 * files after it commits. The deletion is first written to the ledger outside the database
 * (deletion-ledger.ts), so a restore of an older backup cannot bring the account back for
 * good: if the ledger cannot be written, nothing is deleted and the parent is told it failed.
 * An entry whose deletion then fails is harmless: the parent asked for it, and a replay only
 * deletes what the entry names.
 */
export async function deleteAccount(deps: AppDeps, userId: string) {
  const { db } = deps.database;
  const key = await deletionKey(db);
  const fileKeys = await db.transaction(async (tx) => {
    // Locked: the number recorded is the number whose rows are deleted.
    const [user] = await tx
      .select({ contactNumber: users.contactNumber })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) return [];
    await deps.deletionLedger.append(
      deletionEntry(key, {
        userId,
        contactNumber: user.contactNumber,
        deletedAt: deps.clock.now(),
      }),
    );
    const numbers = user.contactNumber ? [user.contactNumber] : [];
    return (await eraseAccountRows(tx, { userId, numbers })).fileKeys;
  });
  await deleteFiles(deps.storage, fileKeys);
  return { message: ACCOUNT_DELETED_MESSAGE };
}
