import type { DoseForecastWire, Language, ScheduleId, VaccineEntry } from '@tika/contract';
import type { Database } from '../../db/client';
import { type VaccineEntryRow, vaccineEntries } from '../../db/schema';
import { signFileUrl } from '../../lib/signed-url';
import { ageGroupIn } from '../../i18n/age-words';
import { changedBy } from '../children/children-repository';
import { scheduleDoseText } from './schedules';

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
  byUserId: vaccineEntries.byUserId,
  byLabel: vaccineEntries.byLabel,
};
export type EntryWireRow = Pick<VaccineEntryRow, keyof typeof entryWireColumns>;

/** How the schedule engine sees the entry today: its verdict and the day it is due. */
export interface EntryOutlook {
  days: number | null;
  forecast: DoseForecastWire | null;
  /** The forecast due date; the stored one when there is none. */
  dueOn?: string;
}

/** Who reads an entry: the child's schedule, which a dose's words come from, and the request's language. */
export interface EntryReader {
  schedule: ScheduleId;
  language: Language;
  /**
   * The parent reading, so their own changes are not shown as "marked by" them; null when no
   * parent reads it (a calendar feed, the doctor's page, the card): who changed it is not shown.
   */
  userId: string | null;
}

/**
 * An entry's words in the reader's language: a schedule dose's full name and the text behind
 * its info button from the schedule data (not the English stored when the entry was made), a
 * parent's own vaccine's as the parent typed them. The stored words also stand in for a dose
 * code no schedule has.
 */
export function entryText(
  row: Pick<EntryWireRow, 'doseCode' | 'fullName' | 'description'>,
  reader: EntryReader,
): { fullName: string; description: string } {
  const fromSchedule = row.doseCode
    ? scheduleDoseText(reader.schedule, row.doseCode, reader.language)
    : undefined;
  return fromSchedule ?? { fullName: row.fullName, description: row.description };
}

/** The allow-list of an entry on the wire (docs/api.md); the file as a 15-minute signed link. */
export async function toVaccineEntry(
  db: Database,
  row: EntryWireRow,
  outlook: EntryOutlook,
  now: Date,
  reader: EntryReader,
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
  return entryWire(row, outlook, imageUrl, reader);
}

/** The wire of an entry whose file link is known (or which has none). */
export function entryWire(
  row: EntryWireRow,
  outlook: EntryOutlook,
  imageUrl: string | null,
  reader: EntryReader,
): VaccineEntry {
  const text = entryText(row, reader);
  return {
    id: row.id,
    vaccine: {
      name: row.name,
      vaccine_full_name: text.fullName,
      description: text.description,
      age_range: ageGroupIn(row.ageGroup, reader.language),
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
    changed_by: changedBy(row, reader.userId),
  };
}
