import type { VaccineEntry } from '@tika/contract';
import { api } from '../../../lib/api-client';

export interface AddVaccineInput {
  childId: string;
  name: string;
  description: string;
  /** YYYY-MM-DD. */
  date: string;
}

/** The JSON body of POST /api/vaccinetracker/dashboard/addvaccine/; its date is YYYY/MM/DD (docs/product/constants.md). */
export function addVaccineBody(input: AddVaccineInput) {
  return {
    child_id: input.childId,
    vaccine_name: input.name.trim(),
    description: input.description.trim(),
    recommended_date: input.date.replaceAll('-', '/'),
  };
}

/** Adds a vaccine the schedule does not have. */
export function addVaccine(input: AddVaccineInput) {
  return api.post<{ message: string; vaccine: VaccineEntry }>(
    '/api/vaccinetracker/dashboard/addvaccine/',
    addVaccineBody(input),
  );
}
