import { RECORD_MESSAGES } from '@tika/contract';
import type { AppDeps } from '../../deps';
import { medicalRecords } from '../../db/schema';
import type { CheckedUpload } from '../../adapters/storage/uploads';
import { actorLabel, findChild } from '../children/children-repository';
import { storeUploadWithRow } from '../files/store-upload';
import { toRecord } from './record-wire';

/** A prescription or report: its file stored, then its row, within the parent's quota (store-upload.ts). */
export async function addRecord(
  deps: AppDeps,
  userId: string,
  input: { childId: string; purpose: string; note: string; file: CheckedUpload },
) {
  const { db } = deps.database;
  const child = await findChild(db, userId, input.childId, 'write');
  const byLabel = await actorLabel(db, userId, child);
  const row = await storeUploadWithRow(deps, child.userId, input.file, async (tx, stored) => {
    const [inserted] = await tx
      .insert(medicalRecords)
      .values({
        childId: child.id,
        purpose: input.purpose,
        note: input.note,
        ...stored,
        byUserId: userId,
        byLabel,
        createdAt: deps.clock.now(),
      })
      .returning();
    return inserted!;
  });
  return {
    message: RECORD_MESSAGES.added,
    record: await toRecord(db, row, deps.clock.now(), userId),
  };
}
