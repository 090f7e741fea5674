import { and, eq, inArray, isNotNull, sql, sum } from 'drizzle-orm';
import { QUOTA_MESSAGE, STORAGE_QUOTA_BYTES } from '@tika/contract';
import type { Database, DbOrTx, Transaction } from '../../db/client';
import { children, medicalRecords, vaccineEntries } from '../../db/schema';
import { AppError } from '../../errors';
import { followsChild } from '../children/children-repository';

/** One child; the children a parent owns (their files, their quota); or every child a parent may read. */
export type ChildScope = { childId: string } | { userId: string } | { readerId: string };

const childIds = (db: DbOrTx, scope: ChildScope) =>
  'childId' in scope
    ? [scope.childId]
    : db
        .select({ id: children.id })
        .from(children)
        .where(
          'userId' in scope ? eq(children.userId, scope.userId) : followsChild(scope.readerId),
        );

/** Storage keys of every file of one child, or of all a parent's children: to delete after the rows. */
export async function fileKeysOf(db: DbOrTx, scope: ChildScope): Promise<string[]> {
  const ids = childIds(db, scope);
  const prescriptions = await db
    .select({ key: vaccineEntries.fileKey })
    .from(vaccineEntries)
    .where(and(inArray(vaccineEntries.childId, ids), isNotNull(vaccineEntries.fileKey)));
  const records = await db
    .select({ key: medicalRecords.fileKey })
    .from(medicalRecords)
    .where(inArray(medicalRecords.childId, childIds(db, scope)));
  return [...prescriptions.map((r) => r.key!), ...records.map((r) => r.key)];
}

/**
 * Whether a stored file belongs to one of this parent's children, or to this one child (a
 * medical record or a vaccine prescription). Both lookups go through the children, so they use
 * the child indexes and never see another family's rows.
 */
export async function isFileOf(db: Database, key: string, scope: ChildScope): Promise<boolean> {
  const [record] = await db
    .select({ id: medicalRecords.id })
    .from(medicalRecords)
    .where(
      and(eq(medicalRecords.fileKey, key), inArray(medicalRecords.childId, childIds(db, scope))),
    )
    .limit(1);
  if (record) return true;
  const [prescription] = await db
    .select({ id: vaccineEntries.id })
    .from(vaccineEntries)
    .where(
      and(eq(vaccineEntries.fileKey, key), inArray(vaccineEntries.childId, childIds(db, scope))),
    )
    .limit(1);
  return Boolean(prescription);
}

const LOCK_CLASS_STORAGE_QUOTA = 7201;

/**
 * Serializes one parent's uploads until the transaction ends: the quota is checked again
 * under this lock, in the transaction that inserts the row, so two uploads at once cannot
 * both fit into the space that is left for one.
 */
export async function lockStorageQuota(tx: Transaction, userId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${LOCK_CLASS_STORAGE_QUOTA}::int, hashtext(${userId}))`,
  );
}

/** A parent's files may not grow past the quota; checked before anything is written. */
export async function assertStorageQuota(
  db: DbOrTx,
  userId: string,
  addingBytes: number,
): Promise<void> {
  const [a] = await db
    .select({ bytes: sum(vaccineEntries.fileSize) })
    .from(vaccineEntries)
    .where(inArray(vaccineEntries.childId, childIds(db, { userId })));
  const [b] = await db
    .select({ bytes: sum(medicalRecords.fileSize) })
    .from(medicalRecords)
    .where(inArray(medicalRecords.childId, childIds(db, { userId })));
  const used = Number(a?.bytes ?? 0) + Number(b?.bytes ?? 0);
  if (used + addingBytes > STORAGE_QUOTA_BYTES)
    throw new AppError(413, 'quota_exceeded', QUOTA_MESSAGE);
}
