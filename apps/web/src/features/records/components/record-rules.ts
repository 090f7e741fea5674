import { RECORD_MESSAGES } from '@tika/contract';
import { formatDisplayDate, localDateToIso } from '../../../components/ui/calendar-date';
import { ApiError } from '../../../lib/api-client';
import { UploadError } from '../../../lib/upload';
import { RECORD_LINK_FRESH_MS } from '../api/records';

/* The rules and labels of the medical records tab, kept pure so they are easy to test. */

/** Remarks may be longer than a one-line field; the server takes up to 500 characters. */
export const REMARKS_MAX = 500;

export interface RecordFormValues {
  purpose: string;
  note: string;
  file: File | null;
}

export type RecordFormErrors = Partial<Record<keyof RecordFormValues, string>>;

/** docs/product/validation.md: purpose, remarks and file are all required; blank text counts as missing. */
export function recordFormErrors(values: RecordFormValues): RecordFormErrors {
  const errors: RecordFormErrors = {};
  if (!values.purpose.trim()) errors.purpose = RECORD_MESSAGES.purposeRequired;
  if (!values.note.trim()) errors.note = RECORD_MESSAGES.noteRequired;
  if (!values.file) errors.file = RECORD_MESSAGES.fileRequired;
  return errors;
}

/**
 * The server's own words for a request it refused (a file too large, a type it does not
 * take, storage full), or null when it is our fault or the network's.
 */
export function inlineErrorFor(error: unknown): string | null {
  if (error instanceof UploadError) return error.message;
  if (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 401
  )
    return error.message;
  return null;
}

export type RecordKind = 'pdf' | 'image';

export const recordKind = (record: { fileType: string }): RecordKind =>
  record.fileType === 'application/pdf' ? 'pdf' : 'image';

/** '3 Jan 2026', on the parent's own calendar. */
export function addedOnLabel(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? '' : formatDisplayDate(localDateToIso(date));
}

/** Whether links fetched at `fetchedAt` are too close to their 15 minutes to be opened. */
export const linksAreStale = (fetchedAt: number, now: number) =>
  now - fetchedAt >= RECORD_LINK_FRESH_MS;

export type UploadState = { phase: 'preparing' } | { phase: 'uploading'; percent: number };

/** What the progress bar says: preparing the file, the share sent, then the server saving it. */
export function uploadStatus(state: UploadState): { label: string; percent: number } {
  if (state.phase === 'preparing') return { label: 'Preparing file…', percent: 0 };
  if (state.percent >= 100) return { label: 'Saving…', percent: 100 };
  return { label: 'Uploading…', percent: Math.max(0, Math.round(state.percent)) };
}

export const fileSizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
