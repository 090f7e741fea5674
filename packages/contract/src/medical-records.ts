export const RECORD_MESSAGES = {
  added: 'Medical record added',
  deleted: 'Medical record deleted',
  failed: 'Something went wrong',
  purposeRequired: 'Please enter the purpose',
  noteRequired: 'Please enter the remarks',
  fileRequired: 'Please attach the prescription or report',
} as const;

/** Everything a parent may keep in files, across all children. */
export const STORAGE_QUOTA_BYTES = 200 * 1024 * 1024;
export const QUOTA_MESSAGE =
  'Your storage is full (200 MB). Please delete old records to add new ones.';
