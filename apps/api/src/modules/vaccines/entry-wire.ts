import type { DoseForecastWire, VaccineEntry } from '@tika/contract';
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
  doseCode: vaccineEntries.doseCode,
  brand: vaccineEntries.brand,
  batch: vaccineEntries.batch,
  place: vaccineEntries.place,
  notGivenOn: vaccineEntries.notGivenOn,
  notNeededReason: vaccineEntries.notNeededReason,
  notNeededNote: vaccineEntries.notNeededNote,
};
export type EntryWireRow = Pick<VaccineEntryRow, keyof typeof entryWireColumns>;

/** How the schedule engine sees the entry today: its verdict and the day it is due. */
export interface EntryOutlook {
  days: number | null;
  forecast: DoseForecastWire | null;
  /** The forecast due date; the stored one when there is none. */
  dueOn?: string;
}

/** The allow-list of an entry on the wire (docs/api.md); the file as a 15-minute signed link. */
export async function toVaccineEntry(
  db: Database,
  row: EntryWireRow,
  outlook: EntryOutlook,
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
  return entryWire(row, outlook, imageUrl);
}

/** The wire of an entry whose file link is known (or which has none). */
export function entryWire(
  row: EntryWireRow,
  outlook: EntryOutlook,
  imageUrl: string | null,
): VaccineEntry {
  return {
    id: row.id,
    vaccine: {
      name: row.name,
      vaccine_full_name: row.fullName,
      description: row.description,
      age_range: row.ageGroup,
    },
    date_of_vaccination: outlook.dueOn ?? row.dueDate,
    vaccinated_on: row.vaccinatedOn,
    comment: row.comment,
    image_url: imageUrl,
    status: row.status,
    days: outlook.days,
    dose_code: row.doseCode,
    brand: row.brand,
    batch: row.batch,
    place: row.place,
    not_needed_note: row.notNeededNote,
    forecast: outlook.forecast,
  };
}
