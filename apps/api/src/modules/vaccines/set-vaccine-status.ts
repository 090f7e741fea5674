import { eq } from 'drizzle-orm';
import { VACCINE_MESSAGES, vaccinationDateRule } from '@tika/contract';
import type { AppDeps } from '../../deps';
import { vaccineEntries } from '../../db/schema';
import { AppError } from '../../errors';
import { type CheckedUpload, storageKeyFor } from '../../adapters/storage/uploads';
import { assertStorageQuota } from '../files/file-keys';
import { findOwnedEntry } from './entries-repository';
import { toVaccineEntry } from './entry-wire';
import { pruneQueuedReminders } from '../reminders/cancel';
import { parentToday } from '../account/parent-today';

interface StatusChange {
  entryId: string;
  status: 'complete' | 'pending';
  vaccinatedOn: string;
  comment: string;
  file: CheckedUpload | null;
}

/**
 * Marks a vaccine given (date not after today, not before birth; note; optional file) or
 * pending again (date, note and file cleared). The new file is written before the row
 * changes and removed if the row cannot change; the old file goes only after the commit.
 */
export async function setVaccineStatus(deps: AppDeps, userId: string, change: StatusChange) {
  const { db } = deps.database;
  const { entry, childDob } = await findOwnedEntry(db, userId, change.entryId);
  const now = deps.clock.now();

  let values: Partial<typeof vaccineEntries.$inferInsert>;
  if (change.status === 'complete') {
    const date = change.vaccinatedOn.trim();
    const dateProblem = vaccinationDateRule(date, childDob, await parentToday(deps, userId));
    if (dateProblem) throw AppError.refusedBy(dateProblem, 'vaccinated_on');
    values = { status: 'complete', vaccinatedOn: date, comment: change.comment.trim() };
  } else {
    if (change.file)
      throw AppError.badRequest(
        'A file can only be added when marking a vaccine complete',
      ).forField('prescription');
    values = {
      status: 'pending',
      vaccinatedOn: null,
      comment: '',
      fileKey: null,
      fileType: null,
      fileName: null,
      fileSize: null,
    };
  }

  let newKey: string | null = null;
  if (change.file) {
    await assertStorageQuota(db, userId, change.file.data.length);
    newKey = storageKeyFor(userId, change.file.extension);
    await deps.storage.put(newKey, change.file.data, change.file.contentType);
    values = {
      ...values,
      fileKey: newKey,
      fileType: change.file.contentType,
      fileName: change.file.nameTail,
      fileSize: change.file.data.length,
    };
  }

  let updated;
  try {
    [updated] = await db
      .update(vaccineEntries)
      .set({ ...values, updatedAt: now })
      .where(eq(vaccineEntries.id, entry.id))
      .returning();
  } catch (err) {
    if (newKey) await deps.storage.delete(newKey).catch(() => undefined);
    throw err;
  }
  // A vaccine given needs no more reminders: take back what is queued for it.
  if (change.status === 'complete') await pruneQueuedReminders(db, userId);
  const replacedKey = entry.fileKey && entry.fileKey !== updated!.fileKey ? entry.fileKey : null;
  if (replacedKey) await deps.storage.delete(replacedKey).catch(() => undefined);

  return {
    message: change.status === 'complete' ? VACCINE_MESSAGES.complete : VACCINE_MESSAGES.incomplete,
    vaccine: await toVaccineEntry(db, updated!, null, now),
  };
}
