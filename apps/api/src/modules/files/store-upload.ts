import type { AppDeps } from '../../deps';
import type { Transaction } from '../../db/client';
import { faultPoint } from '../../lib/fault-point';
import { type CheckedUpload, storageKeyFor } from '../../adapters/storage/uploads';
import { assertStorageQuota, lockStorageQuota } from './file-keys';

/** The columns a medical record and a vaccine entry both keep about their file. */
export interface StoredFileColumns {
  fileKey: string;
  fileType: string;
  fileName: string;
  fileSize: number;
}

/**
 * Stores an upload and writes the row that points at it (docs/decisions/0007-files.md): file
 * first, then the row; if the row cannot be written the file is removed again. The quota is
 * checked before the write (so a full account uploads nothing) and once more under the
 * parent's lock in the row's transaction (so uploads arriving together cannot overshoot it:
 * the ones that no longer fit are refused 413 quota_exceeded, and their files removed).
 */
export async function storeUploadWithRow<T>(
  deps: AppDeps,
  userId: string,
  file: CheckedUpload,
  writeRow: (tx: Transaction, stored: StoredFileColumns) => Promise<T>,
): Promise<T> {
  const { db } = deps.database;
  await assertStorageQuota(db, userId, file.size);
  const stored: StoredFileColumns = {
    fileKey: storageKeyFor(userId, file.extension),
    fileType: file.contentType,
    fileName: file.nameTail,
    fileSize: file.size,
  };
  await deps.storage.putFile(stored.fileKey, file.path, file.contentType);
  // The fault test stops a medical record's upload here, the one window that leaves a file behind.
  await faultPoint('record-file-stored');
  try {
    return await db.transaction(async (tx) => {
      await lockStorageQuota(tx, userId);
      await assertStorageQuota(tx, userId, file.size);
      return writeRow(tx, stored);
    });
  } catch (err) {
    await deps.storage.delete(stored.fileKey).catch(() => undefined);
    throw err;
  }
}
