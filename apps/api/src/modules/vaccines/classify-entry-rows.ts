import { classifyVaccines, type VaccineEntryStatus } from '@tika/contract';
import type { RowForecasts } from './child-forecast';

/**
 * A child's vaccine_entries rows sorted into the dashboard lists (classifyVaccines) by their
 * forecast, each item keeping its row for whatever is built from it next: the dashboard's
 * wire, the take-along record or the calendar feed.
 */
export function classifyEntryRows<
  R extends {
    id: string;
    dueDate: string;
    status: VaccineEntryStatus;
    vaccinatedOn: string | null;
    ageGroup: string;
  },
>(rows: R[], forecasts: RowForecasts, today: string) {
  return classifyVaccines(
    rows.map((row) => ({
      row,
      dueDate: row.dueDate,
      status: row.status,
      vaccinatedOn: row.vaccinatedOn,
      ageGroup: row.ageGroup,
      forecast: forecasts.get(row.id),
    })),
    today,
  );
}
