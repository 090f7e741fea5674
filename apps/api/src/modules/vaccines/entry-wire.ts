import type { VaccineEntry } from '@tika/contract';
import type { Database } from '../../db/client';
import { type VaccineEntryRow, vaccineEntries } from '../../db/schema';
import { signFileUrl } from '../../lib/signed-url';

/**
 * The columns an entry on the wire is made from: what the dashboard selects, no more (mapping
 * every column of thirty-odd rows was a measurable part of each dashboard read).
 */
export const entryWireColumns = {
  id: vaccineEntries.id,
  name: vaccineEntries.name,
  fullName: vaccineEntries.fullName,
  description: vaccineEntries.description,
  ageGroup: vaccineEntries.ageGroup,
  dueDate: vaccineEntries.dueDate,
  status: vaccineEntries.status,
  vaccinatedOn: vaccineEntries.vaccinatedOn,
  comment: vaccineEntries.comment,
  fileKey: vaccineEntries.fileKey,
  fileType: vaccineEntries.fileType,
  fileName: vaccineEntries.fileName,
};
export type EntryWireRow = Pick<VaccineEntryRow, keyof typeof entryWireColumns>;

/** The allow-list of an entry on the wire (docs/api.md); the file as a 15-minute signed link. */
export async function toVaccineEntry(
  db: Database,
  row: EntryWireRow,
  days: number | null,
  now: Date,
): Promise<VaccineEntry> {
  const imageUrl = row.fileKey
    ? await signFileUrl(
        db,
        {
          key: row.fileKey,
          contentType: row.fileType ?? 'application/octet-stream',
          name: row.fileName ?? 'prescription',
        },
        now,
      )
    : null;
  return {
    id: row.id,
    vaccine: {
      name: row.name,
      vaccine_full_name: row.fullName,
      description: row.description,
      age_range: row.ageGroup,
    },
    date_of_vaccination: row.dueDate,
    vaccinated_on: row.vaccinatedOn,
    comment: row.comment,
    image_url: imageUrl,
    status: row.status,
    days,
  };
}
