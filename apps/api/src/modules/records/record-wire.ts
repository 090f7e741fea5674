import type { MedicalRecord } from '@tika/contract';
import type { Database } from '../../db/client';
import type { MedicalRecordRow } from '../../db/schema';
import { signFileUrl } from '../../lib/signed-url';
import { changedBy } from '../children/children-repository';

/** A record as the API sends it: its file as a signed link that is valid for a while. */
export async function toRecord(
  db: Database,
  row: MedicalRecordRow,
  now: Date,
  /** The parent reading: their own records show no "added by". */
  reader: string,
): Promise<MedicalRecord> {
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
    added_by: changedBy(row, reader),
  };
}
