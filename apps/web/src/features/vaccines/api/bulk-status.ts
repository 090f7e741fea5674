import type { BulkStatusBody } from '@tika/contract';
import { api } from '../../../lib/api-client';

export type BulkAnswer = BulkStatusBody['answer'];

export interface BulkStatusInput {
  childId: string;
  vaccineIds: string[];
  answer: BulkAnswer;
  /** YYYY-MM-DD for on_date, YYYY-MM for in_month; '' otherwise. */
  date: string;
}

/** The JSON body of POST /api/vaccinetracker/dashboard/bulk/ (docs/api.md). */
export function bulkStatusBody(input: BulkStatusInput): BulkStatusBody {
  const dated = input.answer === 'on_date' || input.answer === 'in_month';
  return {
    child_id: input.childId,
    vaccine_ids: input.vaccineIds,
    answer: input.answer,
    date: dated ? input.date : '',
  };
}

/** One answer for several doses awaiting a status update. */
export function setBulkStatus(input: BulkStatusInput) {
  return api.post<{ message: string; updated: number }>(
    '/api/vaccinetracker/dashboard/bulk/',
    bulkStatusBody(input),
  );
}
