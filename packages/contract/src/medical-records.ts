import { RULE_MESSAGES } from './rules';

export const RECORD_MESSAGES = {
  added: 'Medical record added',
  deleted: 'Medical record deleted',
  failed: 'Something went wrong',
  purposeRequired: RULE_MESSAGES.record_purpose_required,
  noteRequired: RULE_MESSAGES.record_note_required,
  fileRequired: RULE_MESSAGES.record_file_required,
} as const;

/** Everything a parent may keep in files, across all children. */
export const STORAGE_QUOTA_BYTES = 200 * 1024 * 1024;
export const QUOTA_MESSAGE =
  'Your storage is full (200 MB). Please delete old records to add new ones.';
