import { RECORD_MESSAGES } from '@tika/contract';
import type { AppDeps } from '../../deps';
import { type MedicalRecordRow, medicalRecords } from '../../db/schema';
import { faultPoint } from '../../lib/fault-point';
import { type CheckedUpload, storageKeyFor } from '../../adapters/storage/uploads';
import { findOwnedChild } from '../children/children-repository';
import { assertStorageQuota, lockStorageQuota } from '../files/file-keys';
import { toRecord } from './record-wire';

/**
 * File first, then the row; if the row cannot be written the file is removed again. The
 * quota is checked before the write (so a full account uploads nothing) and once more under
 * the parent's lock in the row's transaction (so concurrent uploads cannot overshoot it).
 */
export async function addRecord(
  deps: AppDeps,
  userId: string,
  input: { childId: string; purpose: string; note: string; file: CheckedUpload },
) {
  const { db } = deps.database;
  const child = await findOwnedChild(db, userId, input.childId);
  const size = input.file.data.length;
  await assertStorageQuota(db, userId, size);
  const key = storageKeyFor(userId, input.file.extension);
  await deps.storage.put(key, input.file.data, input.file.contentType);
  await faultPoint('record-file-stored');
  let row: MedicalRecordRow;
  try {
    row = await db.transaction(async (tx) => {
      await lockStorageQuota(tx, userId);
      await assertStorageQuota(tx, userId, size);
      const [inserted] = await tx
        .insert(medicalRecords)
        .values({
          childId: child.id,
          purpose: input.purpose,
          note: input.note,
          fileKey: key,
          fileType: input.file.contentType,
          fileName: input.file.nameTail,
          fileSize: size,
          createdAt: deps.clock.now(),
        })
        .returning();
      return inserted!;
    });
  } catch (err) {
    await deps.storage.delete(key).catch(() => undefined);
    throw err;
  }
  return { message: RECORD_MESSAGES.added, record: await toRecord(db, row, deps.clock.now()) };
}
