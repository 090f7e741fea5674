import { eq } from 'drizzle-orm';
import { ACCOUNT_DELETED_MESSAGE } from '@tika/contract';
import type { AppDeps } from '../../deps';
import { devOutbox, otpCodes, otpEvents, users } from '../../db/schema';
import { fileKeysOf } from '../files/file-keys';

/**
 * Removes the parent and everything they own. Rows go in one transaction (children,
 * records and sessions cascade from the user, and the rows that name only their number — OTP
 * codes and events, dev-mode messages — go with them), files after it commits: a crash
 * between the two leaves unreachable files, never rows pointing at missing files.
 */
export async function deleteAccount(deps: AppDeps, userId: string) {
  const { db } = deps.database;
  const keys = await db.transaction(async (tx) => {
    const keys = await fileKeysOf(tx, { userId });
    const [gone] = await tx
      .delete(users)
      .where(eq(users.id, userId))
      .returning({ contactNumber: users.contactNumber });
    const number = gone?.contactNumber;
    if (number) {
      await tx.delete(otpCodes).where(eq(otpCodes.contactNumber, number));
      await tx.delete(otpEvents).where(eq(otpEvents.contactNumber, number));
      await tx.delete(devOutbox).where(eq(devOutbox.to, number));
    }
    return keys;
  });
  await Promise.all(keys.map((key) => deps.storage.delete(key).catch(() => undefined)));
  return { message: ACCOUNT_DELETED_MESSAGE };
}
