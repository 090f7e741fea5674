import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { AppDeps } from '../../deps';
import { devOutbox, otpCodes, otpEvents, users } from '../../db/schema';
import { type DeletionEntry, type DeletionKey, deletionKey } from './deletion-entry';
import { deleteFiles, eraseAccountRows } from './erase-account';
import { moveChild } from './hand-over-children';

export interface ReplayReport {
  /** Entries in the ledger. */
  entries: number;
  /** Deleted accounts the database held again, now deleted with all they own and their files. */
  accounts: number;
  /** OTP codes and events and dev-mode messages naming a deleted parent's number, deleted. */
  numberRows: number;
  /**
   * Entries hashed under another key than this database's (APP_SECRET changed, or without
   * APP_SECRET a restore lost the key kept in the database): their account is still deleted by
   * id with the rows of the number its row holds, but rows naming their number are not found
   * by the hash.
   */
  underOtherKey: number;
}

/**
 * Deletes again what a restored database still holds of every account in the ledger: the
 * account by its id (children, records, sessions cascade; files after each commit; the children
 * it had handed over to a caregiver are handed over again, if that caregiver is there with a
 * free slot, else they go with the account) and the rows naming its number written up to the
 * deletion, found by the HMAC of every number those tables hold (they keep a day to a week of
 * rows: the hashes take milliseconds). Idempotent:
 * a second run, or a run on a database that was never restored, deletes nothing.
 */
export async function replayDeletions(
  deps: Pick<AppDeps, 'database' | 'storage' | 'deletionLedger'>,
): Promise<ReplayReport> {
  const { db } = deps.database;
  const key = await deletionKey(db);
  const entries: DeletionEntry[] = [];
  for await (const entry of deps.deletionLedger.entries()) entries.push(entry);
  const held = await accountsStillHeld(
    db,
    entries.map((e) => e.userId),
  );
  const numbers = await numbersByHmac(db, key);
  const report: ReplayReport = {
    entries: entries.length,
    accounts: 0,
    numberRows: 0,
    underOtherKey: 0,
  };
  for (const entry of entries) {
    const sameKey = entry.keyId === key.id;
    if (!sameKey) report.underOtherKey += 1;
    const named = new Set<string>();
    const ownNumber = held.get(entry.userId);
    if (ownNumber) named.add(ownNumber);
    const hashed = sameKey && entry.contactNumberHmac && numbers.get(entry.contactNumberHmac);
    if (hashed) named.add(hashed);
    if (!held.has(entry.userId) && named.size === 0) continue;
    const erased = await db.transaction(async (tx) => {
      // Handed over again first, so the account's erasure leaves those children and their files.
      for (const handover of entry.handedOver ?? [])
        await moveChild(tx, { ...handover, fromUserId: entry.userId }, new Date(entry.deletedAt));
      return eraseAccountRows(tx, {
        userId: entry.userId,
        numbers: [...named],
        createdUpTo: new Date(entry.deletedAt),
      });
    });
    await deleteFiles(deps.storage, erased.fileKeys);
    report.accounts += erased.accounts;
    report.numberRows += erased.numberRows;
  }
  return report;
}

const CHUNK = 1000;

/** The ledger's accounts the database holds, with the number each row names (or null). */
async function accountsStillHeld(db: Database, ids: string[]): Promise<Map<string, string | null>> {
  const held = new Map<string, string | null>();
  for (let start = 0; start < ids.length; start += CHUNK) {
    const rows = await db
      .select({ id: users.id, contactNumber: users.contactNumber })
      .from(users)
      .where(inArray(users.id, ids.slice(start, start + CHUNK)));
    for (const row of rows) held.set(row.id, row.contactNumber);
  }
  return held;
}

/** Every number the tables that name only a number hold, by its HMAC under the ledger key. */
async function numbersByHmac(db: Database, key: DeletionKey): Promise<Map<string, string>> {
  const rows = await db
    .select({ number: otpCodes.contactNumber })
    .from(otpCodes)
    .union(db.select({ number: otpEvents.contactNumber }).from(otpEvents))
    .union(db.select({ number: devOutbox.to }).from(devOutbox));
  return new Map(rows.map(({ number }) => [key.hmac(number), number]));
}
