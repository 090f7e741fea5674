import { desc, eq } from 'drizzle-orm';
import {
  type Language,
  type ScheduleId,
  SHARE_LINK_PATHS,
  type SharedDose,
  type SharedFile,
  type SharedRecord,
  todayIn,
} from '@tika/contract';
import type { AppDeps } from '../../deps';
import { medicalRecords } from '../../db/schema';
import { ageGroupIn } from '../../i18n/age-words';
import { signFileToken } from '../../lib/signed-url';
import { listGrowth } from '../growth/list-growth';
import { type ChildRecord, type DoseState, loadChildRecord } from '../take-along/child-record';
import { entryText } from '../vaccines/entry-wire';
import { openShareLink } from './open-share-link';

const daysOf = (state: DoseState) => ('days' in state ? state.days : null);

/**
 * The record a doctor's link opens, read as the parent's dashboard reads it today: the same
 * classification, in the language the doctor's browser asks for. The child's first name only,
 * and nothing of the parent (docs/product/share-links.md).
 */
export async function readSharedRecord(
  deps: AppDeps,
  token: string,
  language: Language,
): Promise<SharedRecord> {
  const { link, child } = await openShareLink(deps, token);
  const record = await loadChildRecord(deps, child.userId, child.id);
  const reader = { schedule: record.child.schedule as ScheduleId, language, userId: null };
  const growth = await listGrowth(deps, child.userId, child.id);
  const latest = growth.records.at(-1);
  const doses = record.entries.map(({ row, state, dueOn }): SharedDose => ({
    name: row.name,
    full_name: entryText(row, reader).fullName,
    age_range: ageGroupIn(row.ageGroup, language),
    state: state.kind,
    days: daysOf(state),
    due_on: dueOn,
    given_on: row.vaccinatedOn,
    brand: row.brand,
    batch: row.batch,
  }));
  return {
    child: {
      first_name: record.child.name.trim().split(/\s+/)[0] ?? '',
      dob: record.child.dob,
      gender: record.child.gender,
      schedule: record.child.schedule,
    },
    as_of: record.today,
    expires_at: link.expiresAt.toISOString(),
    doses,
    // Who in the family measured it is the family's business, not the doctor's.
    latest_growth: latest ? { ...latest, added_by: null } : null,
    files: link.includeFiles ? await sharedFiles(deps, token, record) : null,
  };
}

/** The child's prescriptions and reports, each as a 15-minute link under this share link. */
async function sharedFiles(deps: AppDeps, token: string, record: ChildRecord) {
  const { db } = deps.database;
  const link = async (file: { key: string; contentType: string; name: string }) =>
    `${SHARE_LINK_PATHS.record}${token}/files/${await signFileToken(db, file, record.now)}`;
  const files: SharedFile[] = [];
  for (const { row } of record.entries) {
    if (!row.fileKey) continue;
    files.push({
      kind: 'vaccine',
      label: row.name,
      url: await link({
        key: row.fileKey,
        contentType: row.fileType ?? 'application/octet-stream',
        name: row.fileName ?? 'prescription',
      }),
      file_type: row.fileType ?? 'application/octet-stream',
      date: row.vaccinatedOn ?? row.dueDate,
    });
  }
  const records = await db
    .select()
    .from(medicalRecords)
    .where(eq(medicalRecords.childId, record.child.id))
    .orderBy(desc(medicalRecords.createdAt));
  for (const row of records) {
    files.push({
      kind: 'record',
      label: row.purpose,
      url: await link({ key: row.fileKey, contentType: row.fileType, name: row.fileName }),
      file_type: row.fileType,
      date: todayIn(record.parent.timeZone, row.createdAt),
    });
  }
  return files;
}
