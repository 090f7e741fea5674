import { and, desc, eq } from 'drizzle-orm';
import { type MedicalRecord, RECORD_MESSAGES } from '@tika/contract';
import type { AppDeps } from '../../deps';
import type { Database } from '../../db/client';
import { type MedicalRecordRow, medicalRecords } from '../../db/schema';
import { AppError } from '../../errors';
import { faultPoint } from '../../lib/fault-point';
import { signFileUrl } from '../../lib/signed-url';
import { type CheckedUpload, storageKeyFor } from '../../adapters/storage/uploads';
import { findOwnedChild } from '../children/children-repository';
import { assertStorageQuota, lockStorageQuota } from '../files/file-keys';

async function toRecord(db: Database, row: MedicalRecordRow, now: Date): Promise<MedicalRecord> {
  return {
    id: row.id,
    record_url: await signFileUrl(
      db,
      { key: row.fileKey, contentType: row.fileType, name: row.fileName },
      now,
    ),
    purpose: row.purpose,
    record_description: row.note,
    created_at: row.createdAt.toISOString(),
    file_type: row.fileType,
    file_name: row.fileName,
  };
}

export async function listRecords(deps: AppDeps, userId: string, childId: string) {
  const { db } = deps.database;
  const child = await findOwnedChild(db, userId, childId);
  const rows = await db
    .select()
    .from(medicalRecords)
    .where(eq(medicalRecords.childId, child.id))
    .orderBy(desc(medicalRecords.createdAt));
  const now = deps.clock.now();
  return { records: await Promise.all(rows.map((row) => toRecord(db, row, now))) };
}

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

/** The row goes first (so nothing points at a missing file), then the file. */
export async function deleteRecord(
  deps: AppDeps,
  userId: string,
  childId: string,
  recordId: string,
) {
  const { db } = deps.database;
  const child = await findOwnedChild(db, userId, childId);
  const [row] = await db
    .delete(medicalRecords)
    .where(and(eq(medicalRecords.id, recordId), eq(medicalRecords.childId, child.id)))
    .returning();
  if (!row) throw AppError.notFound('Record not found');
  await deps.storage.delete(row.fileKey).catch(() => undefined);
  return { message: RECORD_MESSAGES.deleted };
}
