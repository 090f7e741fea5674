import { and, eq } from 'drizzle-orm';
import { RECORD_MESSAGES } from '@tika/contract';
import type { AppDeps } from '../../deps';
import { medicalRecords } from '../../db/schema';
import { AppError } from '../../errors';
import { findChild } from '../children/children-repository';

/** The row goes first (so nothing points at a missing file), then the file. */
export async function deleteRecord(
  deps: AppDeps,
  userId: string,
  childId: string,
  recordId: string,
) {
  const { db } = deps.database;
  const child = await findChild(db, userId, childId, 'write');
  const [row] = await db
    .delete(medicalRecords)
    .where(and(eq(medicalRecords.id, recordId), eq(medicalRecords.childId, child.id)))
    .returning();
  if (!row) throw AppError.notFound('Record not found');
  await deps.storage.delete(row.fileKey).catch(() => undefined);
  return { message: RECORD_MESSAGES.deleted };
}
