import { and, eq, gt, sql } from 'drizzle-orm';
import {
  type ScheduleId,
  type Language,
  type NotNeededReason,
  VACCINE_MESSAGES,
  vaccinationDateRule,
  wouldNotCountMessage,
} from '@tika/contract';
import type { AppDeps } from '../../deps';
import type { DbOrTx, Transaction } from '../../db/client';
import { type VaccineEntryRow, vaccineEntries } from '../../db/schema';
import { AppError } from '../../errors';
import type { CheckedUpload } from '../../adapters/storage/uploads';
import { type StoredFileColumns, storeUploadWithRow } from '../files/store-upload';
import { actorLabel } from '../children/children-repository';
import { findWritableEntry } from './entries-repository';
import { toVaccineEntry } from './entry-wire';
import { pruneQueuedRemindersForChild } from '../reminders/cancel';
import { parentToday } from '../account/parent-today';
import { doseNamer, forecastRows, toForecastWire } from './child-forecast';
import { loadForecastInput, refreshChildForecast } from './refresh-forecast';

export interface StatusChange {
  entryId: string;
  status: 'complete' | 'pending' | 'not_needed' | 'not_given';
  vaccinatedOn: string;
  comment: string;
  file: CheckedUpload | null;
  /** The parent confirmed a date on which the dose does not count. */
  confirmEarly: boolean;
  brand: string;
  batch: string;
  place: string;
  notNeededReason?: NotNeededReason;
  notNeededNote: string;
}

type EntryValues = Partial<typeof vaccineEntries.$inferInsert>;

/** Everything a dose's answer sets, cleared: what "pending again" writes. */
const CLEARED: EntryValues = {
  status: 'pending',
  vaccinatedOn: null,
  comment: '',
  brand: '',
  batch: '',
  place: '',
  notGivenOn: null,
  notNeededReason: null,
  notNeededNote: '',
  fileKey: null,
  fileType: null,
  fileName: null,
  fileSize: null,
};

/**
 * Records what happened to a dose (docs/product/vaccines.md): given on a day (with brand,
 * batch, place, note and an optional file), not needed (with a reason), not given (the
 * answer for a dose due before the child was added: it becomes catch-up), or pending again.
 * Any dose may be marked given; a date on which it would not count is refused until the
 * parent confirms it, and then kept, with a repeat forecast. A new file is stored with the
 * row's change within the parent's quota (store-upload.ts); the old file goes after the commit.
 */
export async function setVaccineStatus(
  deps: AppDeps,
  userId: string,
  language: Language,
  change: StatusChange,
) {
  const { db } = deps.database;
  const { entry, child } = await findWritableEntry(db, userId, change.entryId);
  const childDob = child.dob;
  const childSchedule = child.schedule as ScheduleId;
  const by = { byUserId: userId, byLabel: await actorLabel(db, userId, child) };
  const now = deps.clock.now();
  const today = await parentToday(deps, userId);
  if (change.file && change.status !== 'complete')
    throw AppError.badRequest('A file can only be added when marking a vaccine complete').forField(
      'prescription',
    );

  const values = valuesFor(change, entry, childDob, today);
  let repeat = false;
  if (change.status === 'complete' && entry.doseCode) {
    const counts = await countsIfGiven(db, entry, values);
    if (counts.problem && !change.confirmEarly)
      throw AppError.badRequest(counts.problem, 'dose_would_not_count').forField('vaccinated_on');
    repeat = counts.problem !== null;
  }

  const writeEntry = async (tx: Transaction, file: StoredFileColumns | null) => {
    const [row] = await tx
      .update(vaccineEntries)
      .set({ ...values, ...file, ...by, updatedAt: now })
      .where(eq(vaccineEntries.id, entry.id))
      .returning();
    if (repeat) await addRepeat(tx, entry);
    if (change.status === 'pending') await dropUnusedRepeats(tx, entry);
    return { updated: row!, refreshed: await refreshChildForecast(tx, entry.childId, { now }) };
  };
  const { updated, refreshed } = change.file
    ? await storeUploadWithRow(deps, child.userId, change.file, writeEntry)
    : await db.transaction((tx) => writeEntry(tx, null));
  // What is queued and no longer true (given, not needed, moved) is taken back, for everyone reminded.
  await pruneQueuedRemindersForChild(db, entry.childId);
  const replacedKey = entry.fileKey && entry.fileKey !== updated.fileKey ? entry.fileKey : null;
  if (replacedKey) await deps.storage.delete(replacedKey).catch(() => undefined);

  const forecast = refreshed
    ? toForecastWire(refreshed.forecasts.get(updated.id), refreshed.name, language)
    : null;
  return {
    message: MESSAGES[change.status],
    vaccine: await toVaccineEntry(db, updated, { days: null, forecast }, now, {
      schedule: childSchedule,
      language,
      userId,
    }),
  };
}

const MESSAGES = {
  complete: VACCINE_MESSAGES.complete,
  pending: VACCINE_MESSAGES.incomplete,
  not_needed: VACCINE_MESSAGES.notNeeded,
  not_given: VACCINE_MESSAGES.notGiven,
} as const;

function valuesFor(
  change: StatusChange,
  entry: VaccineEntryRow,
  childDob: string,
  today: string,
): EntryValues {
  switch (change.status) {
    case 'complete': {
      const date = change.vaccinatedOn.trim();
      const dateProblem = vaccinationDateRule(date, childDob, today);
      if (dateProblem) throw AppError.refusedBy(dateProblem, 'vaccinated_on');
      return {
        ...CLEARED,
        status: 'complete',
        vaccinatedOn: date,
        comment: change.comment.trim(),
        brand: change.brand,
        batch: change.batch,
        place: change.place,
      };
    }
    case 'not_needed':
      if (!change.notNeededReason)
        throw AppError.refusedBy('not_needed_reason_required', 'not_needed_reason');
      return {
        ...CLEARED,
        status: 'not_needed',
        notNeededReason: change.notNeededReason,
        notNeededNote: change.notNeededNote,
      };
    case 'not_given':
      if (entry.status !== 'pending') throw AppError.refusedBy('not_given_only_pending', 'status');
      return { notGivenOn: today };
    case 'pending':
      return CLEARED;
  }
}

/** Whether the dose would count if given as `values` say; if not, the question to ask. */
async function countsIfGiven(db: DbOrTx, entry: VaccineEntryRow, values: EntryValues) {
  const input = await loadForecastInput(db, entry.childId);
  if (!input) throw AppError.notFound('Child not found');
  const rows = input.rows.map((row) =>
    row.id === entry.id
      ? {
          ...row,
          status: 'complete' as const,
          vaccinatedOn: values.vaccinatedOn!,
          brand: values.brand ?? '',
        }
      : row,
  );
  const forecast = forecastRows(input.child, rows, values.vaccinatedOn!).get(entry.id);
  if (forecast?.state !== 'given' || forecast.counts) return { problem: null };
  const name = doseNamer(input.child.schedule);
  return { problem: wouldNotCountMessage(forecast.problem, name, entry.name) };
}

/** The repeat of a dose that does not count: a new pending entry for the same dose. */
async function addRepeat(tx: DbOrTx, entry: VaccineEntryRow) {
  const siblings = await tx
    .select({
      id: vaccineEntries.id,
      attempt: vaccineEntries.attempt,
      status: vaccineEntries.status,
    })
    .from(vaccineEntries)
    .where(
      and(eq(vaccineEntries.childId, entry.childId), eq(vaccineEntries.doseCode, entry.doseCode!)),
    );
  // A repeat already waiting (a second early dose) is the one to give.
  if (siblings.some((r) => r.id !== entry.id && r.status === 'pending')) return;
  await tx.insert(vaccineEntries).values({
    childId: entry.childId,
    doseCode: entry.doseCode,
    attempt: Math.max(...siblings.map((r) => r.attempt)) + 1,
    name: entry.name,
    fullName: entry.fullName,
    description: entry.description,
    ageGroup: entry.ageGroup,
    dueDate: entry.dueDate,
  });
}

/** A dose marked pending again no longer needs the repeats added for it. */
async function dropUnusedRepeats(tx: DbOrTx, entry: VaccineEntryRow) {
  if (!entry.doseCode) return;
  await tx
    .delete(vaccineEntries)
    .where(
      and(
        eq(vaccineEntries.childId, entry.childId),
        eq(vaccineEntries.doseCode, entry.doseCode),
        gt(vaccineEntries.attempt, 1),
        eq(vaccineEntries.status, 'pending'),
        sql`${vaccineEntries.id} <> ${entry.id}`,
      ),
    );
}
