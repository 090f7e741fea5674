import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { children, type VaccineEntryRow, vaccineEntries } from '../../db/schema';
import { AppError } from '../../errors';

/** An entry of one of this parent's children, with the child's birth date; else 404. */
export async function findOwnedEntry(db: Database, userId: string, entryId: string): Promise<{ entry: VaccineEntryRow; childDob: string }> {
  const [row] = await db
    .select({ entry: vaccineEntries, childDob: children.dob })
    .from(vaccineEntries)
    .innerJoin(children, eq(children.id, vaccineEntries.childId))
    .where(and(eq(vaccineEntries.id, entryId), eq(children.userId, userId)));
  if (!row) throw AppError.notFound('Vaccine not found');
  return row;
}
