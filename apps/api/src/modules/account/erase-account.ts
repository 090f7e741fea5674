import { and, eq, lte, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Transaction } from '../../db/client';
import { devOutbox, otpCodes, otpEvents, users } from '../../db/schema';
import type { FileStorage } from '../../adapters/storage';
import { fileKeysOf } from '../files/file-keys';

export interface ErasedAccount {
  /** Storage keys of the account's files: to delete once the transaction has committed. */
  fileKeys: string[];
  /** 1 when the account's row was there to delete, else 0. */
  accounts: number;
  /** OTP codes and events and dev-mode messages naming one of the numbers. */
  numberRows: number;
}

/**
 * Deletes a parent's rows, in the caller's transaction: children, records and sessions
 * cascade from the user, and the rows that name only the number (OTP codes and events,
 * dev-mode messages) go with them. `createdUpTo` keeps rows written after that moment: when a
 * deletion is replayed, a number given up and registered again since belongs to someone new.
 */
export async function eraseAccountRows(
  tx: Transaction,
  account: { userId: string; numbers: string[]; createdUpTo?: Date },
): Promise<ErasedAccount> {
  const fileKeys = await fileKeysOf(tx, { userId: account.userId });
  const gone = await tx
    .delete(users)
    .where(eq(users.id, account.userId))
    .returning({ id: users.id });
  const upTo = (column: PgColumn): SQL | undefined =>
    account.createdUpTo ? lte(column, account.createdUpTo) : undefined;
  let numberRows = 0;
  for (const number of account.numbers) {
    const codes = await tx
      .delete(otpCodes)
      .where(and(eq(otpCodes.contactNumber, number), upTo(otpCodes.createdAt)))
      .returning({ id: otpCodes.id });
    const events = await tx
      .delete(otpEvents)
      .where(and(eq(otpEvents.contactNumber, number), upTo(otpEvents.createdAt)))
      .returning({ id: otpEvents.id });
    const messages = await tx
      .delete(devOutbox)
      .where(and(eq(devOutbox.to, number), upTo(devOutbox.createdAt)))
      .returning({ id: devOutbox.id });
    numberRows += codes.length + events.length + messages.length;
  }
  return { fileKeys, accounts: gone.length, numberRows };
}

/**
 * After the rows' transaction has committed: a crash between the two leaves unreachable files
 * (the orphan sweep removes them), never rows pointing at missing files. A file that cannot be
 * deleted now is left to that sweep too.
 */
export async function deleteFiles(storage: FileStorage, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
}
