import { queryOptions } from '@tanstack/react-query';
import type { Camelized, MedicalRecord } from '@tika/contract';
import { api, apiRequest } from '../../../lib/api-client';
import type { PreparedUpload } from '../../../lib/upload';
import { uploadForm } from '../../../lib/upload-request';

const PATH = '/api/vaccinetracker/dashboard/medicalrecords/';

export type RecordEntry = Camelized<MedicalRecord>;

/**
 * A record's recordUrl is signed for 15 minutes. The list is asked again when it is older
 * than this, so a link is never opened or shown in its last minutes.
 */
export const RECORD_LINK_FRESH_MS = 10 * 60 * 1000;

export const medicalRecordsKey = (childId: string) => ['records', childId] as const;

/** GET a child's prescriptions and reports, newest first. */
export const medicalRecordsQuery = (childId: string) =>
  queryOptions({
    queryKey: medicalRecordsKey(childId),
    queryFn: ({ signal }) =>
      apiRequest<{ records: MedicalRecord[] }>(PATH, { query: { child_id: childId }, signal }),
    select: (data) => data.records,
    // Fresh links when the parent comes back to the tab, and before the old ones run out.
    refetchOnWindowFocus: true,
    refetchInterval: RECORD_LINK_FRESH_MS,
  });

export interface AddRecordInput {
  childId: string;
  purpose: string;
  note: string;
  /** Already checked and compressed, under its short name (lib/upload.ts). */
  file: PreparedUpload;
}

/** The multipart body of POST …/medicalrecords/ (docs/api.md); the file goes last. */
export function medicalRecordForm(input: AddRecordInput): FormData {
  const form = new FormData();
  form.append('child_id', input.childId);
  form.append('purpose', input.purpose.trim());
  form.append('note', input.note.trim());
  // Last, so the server has every field before it streams the file.
  form.append('record', input.file.blob, input.file.name);
  return form;
}

/** Uploads a record, reporting how much of it has been sent (0–100). */
export function addMedicalRecord(
  input: AddRecordInput,
  onProgress?: (percent: number) => void,
  signal?: AbortSignal,
) {
  return uploadForm<{ message: string; record: MedicalRecord }>(PATH, medicalRecordForm(input), {
    onProgress,
    signal,
  });
}

export function deleteMedicalRecord(childId: string, recordId: string) {
  return api.delete<{ message: string }>(PATH, {
    query: { child_id: childId, record_id: recordId },
  });
}
