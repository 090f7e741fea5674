import { and, eq } from 'drizzle-orm';
import { GROWTH_MESSAGES } from '@tika/contract';
import type { AppDeps } from '../../deps';
import { growthRecords } from '../../db/schema';
import { AppError } from '../../errors';
import { findChild } from '../children/children-repository';

export async function deleteGrowth(
  deps: AppDeps,
  userId: string,
  childId: string,
  recordId: string,
) {
  const { db } = deps.database;
  const child = await findChild(db, userId, childId, 'write');
  const deleted = await db
    .delete(growthRecords)
    .where(and(eq(growthRecords.id, recordId), eq(growthRecords.childId, child.id)))
    .returning({ id: growthRecords.id });
  if (deleted.length === 0) throw AppError.notFound('Record not found');
  return { message: GROWTH_MESSAGES.deleted };
}
