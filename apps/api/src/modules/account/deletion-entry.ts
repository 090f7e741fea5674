import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { loadAppSecret } from '../../lib/app-secret';
import { hmacSha256 } from '../../lib/crypto';

/**
 * One deleted account, as the ledger keeps it: ids and keyed hashes only, never a number, a
 * name or an e-mail address. Children and everything below them cascade from the user's row,
 * and the files are found through the rows a restore brings back, so the user id covers them;
 * except the children handed over to a caregiver, which a replay hands over again.
 */
const deletionEntrySchema = z.strictObject({
  version: z.literal(1),
  userId: z.uuid(),
  /** The app's clock when the deletion was recorded; rows naming the number up to it go. */
  deletedAt: z.iso.datetime(),
  /** Which key made the hash (a short HMAC of a fixed text under it, never the key). */
  keyId: z.string().regex(/^[0-9a-f]{16}$/),
  /** HMAC-SHA256 of the parent's ten-digit number under the ledger key; null without one. */
  contactNumberHmac: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .nullable(),
  /** The children handed over to a caregiver rather than deleted (left out when none). */
  handedOver: z.array(z.strictObject({ childId: z.uuid(), toUserId: z.uuid() })).optional(),
});

export type DeletionEntry = z.infer<typeof deletionEntrySchema>;

/** The HMAC key of the ledger's hashes, and its id. */
export interface DeletionKey {
  id: string;
  hmac(value: string): string;
}

/**
 * Derived from APP_SECRET whenever it is set (production requires it), so the key is in
 * neither the database nor the ledger. Without it (development) the key is made and kept in
 * the database like the other keys, and a restore may lose it: see replay-deletions.ts.
 */
export async function deletionKey(db: Database): Promise<DeletionKey> {
  const key = await loadAppSecret(db, 'deletion_ledger_key');
  return {
    id: hmacSha256(key, 'tika-deletion-ledger-key-id').slice(0, 16),
    hmac: (value) => hmacSha256(key, value),
  };
}

export function deletionEntry(
  key: DeletionKey,
  account: {
    userId: string;
    contactNumber: string | null;
    deletedAt: Date;
    handedOver?: Array<{ childId: string; toUserId: string }>;
  },
): DeletionEntry {
  return {
    version: 1,
    userId: account.userId,
    deletedAt: account.deletedAt.toISOString(),
    keyId: key.id,
    contactNumberHmac: account.contactNumber ? key.hmac(account.contactNumber) : null,
    ...(account.handedOver?.length
      ? {
          handedOver: account.handedOver.map((h) => ({
            childId: h.childId,
            toUserId: h.toUserId,
          })),
        }
      : {}),
  };
}

/**
 * One small file per deletion, named by its time and a random part: many servers may write
 * at once and never into the same file, and a folder (or a bucket prefix) of them is merged
 * by copying.
 */
export const entryName = (entry: DeletionEntry) =>
  `${entry.deletedAt.replace(/[-:.]/g, '')}-${randomBytes(8).toString('hex')}.json`;

export const entryBytes = (entry: DeletionEntry) => Buffer.from(`${JSON.stringify(entry)}\n`);

/** A malformed entry stops the replay, naming it: skipping it could bring an account back. */
export function parseEntry(text: string, name: string): DeletionEntry {
  try {
    return deletionEntrySchema.parse(JSON.parse(text));
  } catch (err) {
    throw new Error(`deletion ledger entry ${name} cannot be read: ${(err as Error).message}`);
  }
}
