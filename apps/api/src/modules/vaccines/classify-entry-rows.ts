import { type ClassifiableEntry, classifyVaccines } from '@tika/contract';

/**
 * A child's vaccine_entries rows sorted into the dashboard lists (classifyVaccines), each item
 * keeping its row for whatever is built from it next: the dashboard's wire or the take-along record.
 */
export function classifyEntryRows<R extends ClassifiableEntry>(
  rows: R[],
  today: string,
  addedOn: string,
) {
  return classifyVaccines(
    rows.map((row) => ({
      row,
      dueDate: row.dueDate,
      status: row.status,
      vaccinatedOn: row.vaccinatedOn,
      ageGroup: row.ageGroup,
    })),
    today,
    addedOn,
  );
}
