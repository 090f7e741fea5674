import { formatDisplayDate, localDateToIso } from '../../../components/ui/calendar-date';
import { RECORD_LINK_FRESH_MS } from '../api/records';

/* The rules of the medical records tab, kept pure so they are easy to test. */

/** Remarks may be longer than a one-line field; the server takes up to 500 characters. */
export const REMARKS_MAX = 500;

export type RecordKind = 'pdf' | 'image';

export const recordKind = (record: { fileType: string }): RecordKind =>
  record.fileType === 'application/pdf' ? 'pdf' : 'image';

/** '3 Jan 2026', on the parent's own calendar, in the app's language. */
export function addedOnLabel(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? '' : formatDisplayDate(localDateToIso(date));
}

/** Whether links fetched at `fetchedAt` are too close to their 15 minutes to be opened. */
export const linksAreStale = (fetchedAt: number, now: number) =>
  now - fetchedAt >= RECORD_LINK_FRESH_MS;

export type UploadState = { phase: 'preparing' } | { phase: 'uploading'; percent: number };

/** The upload's step as the progress bar names it: preparing the file, sending it, the server saving it. */
export type UploadStep = 'preparing' | 'uploading' | 'saving';

/** Where the upload is: its step, and the share of the file sent. */
export function uploadStatus(state: UploadState): { step: UploadStep; percent: number } {
  if (state.phase === 'preparing') return { step: 'preparing', percent: 0 };
  if (state.percent >= 100) return { step: 'saving', percent: 100 };
  return { step: 'uploading', percent: Math.max(0, Math.round(state.percent)) };
}
