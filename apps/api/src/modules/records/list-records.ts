import { desc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { medicalRecords } from '../../db/schema';
import { findChild } from '../children/children-repository';
import { toRecord } from './record-wire';

/** A child's records, newest first. */
export async function listRecords(deps: AppDeps, userId: string, childId: string) {
  const { db } = deps.database;
  const child = await findChild(db, userId, childId);
  const rows = await db
    .select()
    .from(medicalRecords)
    .where(eq(medicalRecords.childId, child.id))
    .orderBy(desc(medicalRecords.createdAt));
  const now = deps.clock.now();
  return { records: await Promise.all(rows.map((row) => toRecord(db, row, now, userId))) };
}
