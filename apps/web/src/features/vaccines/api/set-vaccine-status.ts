import type { VaccineEntry } from '@tika/contract';
import { api } from '../../../lib/api-client';
import type { PreparedUpload } from '../../../lib/upload';

export interface VaccineStatusResponse {
  message: string;
  vaccine: VaccineEntry;
}

export interface CompleteVaccineInput {
  vaccineId: string;
  /** YYYY-MM-DD. */
  vaccinatedOn: string;
  comment: string;
  prescription?: PreparedUpload | null;
}

/** The multipart body of POST /api/vaccinetracker/dashboard/ (docs/api.md). */
export function vaccineStatusForm(input: {
  vaccineId: string;
  status: 'complete' | 'pending';
  vaccinatedOn: string;
  comment: string;
  prescription?: PreparedUpload | null;
}): FormData {
  const form = new FormData();
  form.append('vaccine_id', input.vaccineId);
  form.append('status', input.status);
  form.append('vaccinated_on', input.vaccinatedOn);
  form.append('comment', input.comment);
  // The file goes last so the server has every field before it streams the upload.
  if (input.prescription)
    form.append('prescription', input.prescription.blob, input.prescription.name);
  return form;
}

/** Marks a vaccine given on a day, with a note and an optional prescription. */
export function markVaccineComplete(input: CompleteVaccineInput) {
  return api.post<VaccineStatusResponse>(
    '/api/vaccinetracker/dashboard/',
    vaccineStatusForm({ ...input, status: 'complete', comment: input.comment.trim() }),
  );
}

/** Marks a vaccine pending again; the server clears its date, note and file. */
export function markVaccineIncomplete(vaccineId: string) {
  return api.post<VaccineStatusResponse>(
    '/api/vaccinetracker/dashboard/',
    vaccineStatusForm({ vaccineId, status: 'pending', vaccinatedOn: '', comment: '' }),
  );
}
