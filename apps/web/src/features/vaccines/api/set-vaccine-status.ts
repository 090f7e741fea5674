import type { NotNeededReason, VaccineEntry } from '@tika/contract';
import { api } from '../../../lib/api-client';
import type { PreparedUpload } from '../../../lib/upload';

export interface VaccineStatusResponse {
  message: string;
  vaccine: VaccineEntry;
}

/** The refusal of a date on which the dose would not count; sending again with confirmEarly stores it. */
export const DOSE_WOULD_NOT_COUNT = 'dose_would_not_count';

export interface CompleteVaccineInput {
  vaccineId: string;
  /** YYYY-MM-DD. */
  vaccinatedOn: string;
  comment: string;
  brand?: string;
  batch?: string;
  place?: string;
  /** The parent confirmed a date on which the dose would not count. */
  confirmEarly?: boolean;
  prescription?: PreparedUpload | null;
}

export type VaccineStatus = 'complete' | 'pending' | 'not_needed' | 'not_given';

export interface VaccineStatusFields {
  vaccineId: string;
  status: VaccineStatus;
  vaccinatedOn?: string;
  comment?: string;
  brand?: string;
  batch?: string;
  place?: string;
  confirmEarly?: boolean;
  notNeededReason?: NotNeededReason;
  notNeededNote?: string;
  prescription?: PreparedUpload | null;
}

/** The multipart body of POST /api/vaccinetracker/dashboard/ (docs/api.md); unset fields are left out. */
export function vaccineStatusForm(input: VaccineStatusFields): FormData {
  const form = new FormData();
  form.append('vaccine_id', input.vaccineId);
  form.append('status', input.status);
  form.append('vaccinated_on', input.vaccinatedOn ?? '');
  form.append('comment', input.comment ?? '');
  const optional: Array<[string, string | undefined]> = [
    ['brand', input.brand?.trim()],
    ['batch', input.batch?.trim()],
    ['place', input.place?.trim()],
    ['confirm_early', input.confirmEarly ? 'true' : undefined],
    ['not_needed_reason', input.notNeededReason],
    ['not_needed_note', input.notNeededNote?.trim()],
  ];
  for (const [name, value] of optional) if (value) form.append(name, value);
  // The file goes last so the server has every field before it streams the upload.
  if (input.prescription)
    form.append('prescription', input.prescription.blob, input.prescription.name);
  return form;
}

const postStatus = (fields: VaccineStatusFields) =>
  api.post<VaccineStatusResponse>('/api/vaccinetracker/dashboard/', vaccineStatusForm(fields));

/** Marks a vaccine given on a day, with its brand, batch, place, a note and an optional prescription. */
export function markVaccineComplete(input: CompleteVaccineInput) {
  return postStatus({ ...input, status: 'complete', comment: input.comment.trim() });
}

/** Marks a vaccine pending again (undoes given or not needed); the server clears what was saved with it. */
export function markVaccineIncomplete(vaccineId: string) {
  return postStatus({ vaccineId, status: 'pending' });
}

/** A dose the child does not need, with the parent's reason and note. */
export function markVaccineNotNeeded(input: {
  vaccineId: string;
  reason: NotNeededReason;
  note: string;
}) {
  return postStatus({
    vaccineId: input.vaccineId,
    status: 'not_needed',
    notNeededReason: input.reason,
    notNeededNote: input.note,
  });
}

/** The answer "not given" for a dose due before the child was added: it becomes a catch-up dose. */
export function markVaccineNotGiven(vaccineId: string) {
  return postStatus({ vaccineId, status: 'not_given' });
}
