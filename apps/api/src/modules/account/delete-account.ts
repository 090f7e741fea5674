import { eq } from 'drizzle-orm';
import { ACCOUNT_DELETED_MESSAGE } from '@tika/contract';
import type { AppDeps } from '../../deps';
import { users } from '../../db/schema';
import { fileKeysOf } from '../files/file-keys';

/**
 * Removes the parent and everything they own. Rows go in one transaction (children,
 * records and sessions cascade from the user), files after it commits: a crash between the
 * two leaves unreachable files, never rows pointing at missing files.
 */
export async function deleteAccount(deps: AppDeps, userId: string) {
  const { db } = deps.database;
  const keys = await db.transaction(async (tx) => {
    const keys = await fileKeysOf(tx, { userId });
    await tx.delete(users).where(eq(users.id, userId));
    return keys;
  });
  await Promise.all(keys.map((key) => deps.storage.delete(key).catch(() => undefined)));
  return { message: ACCOUNT_DELETED_MESSAGE };
}
