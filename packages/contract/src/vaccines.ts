import { daysBetween } from './dates';
import { RULE_MESSAGES } from './rules';

/** What classification needs to know about an entry. */
export interface ClassifiableEntry {
  dueDate: string;
  status: 'pending' | 'complete';
  vaccinatedOn: string | null;
  ageGroup: string;
}

export interface Classified<T> {
  completed: T[];
  /** Pending, due before the child was added: the parent may have given it already. */
  missed: T[];
  /** Pending, due between the day the child was added and yesterday. */
  overdue: Array<T & { days: number }>;
  /** Pending, due today or later, grouped by due date; the first group is actionable. */
  upcoming: Array<{
    dueDate: string;
    ageGroup: string;
    actionable: boolean;
    entries: Array<T & { days: number }>;
  }>;
}

/**
 * The dashboard lists (docs/product/dashboard.md). `today` is the parent's calendar date, `addedOn` the
 * day the child was added, both YYYY-MM-DD.
 */
export function classifyVaccines<T extends ClassifiableEntry>(
  entries: T[],
  today: string,
  addedOn: string,
): Classified<T> {
  const result: Classified<T> = { completed: [], missed: [], overdue: [], upcoming: [] };
  const byDue = new Map<string, Array<T & { days: number }>>();
  const sorted = [...entries].sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  for (const entry of sorted) {
    if (entry.status === 'complete') result.completed.push(entry);
    else if (entry.dueDate >= today) {
      const list = byDue.get(entry.dueDate) ?? [];
      list.push({ ...entry, days: daysBetween(today, entry.dueDate) });
      byDue.set(entry.dueDate, list);
    } else if (entry.dueDate >= addedOn)
      result.overdue.push({ ...entry, days: daysBetween(entry.dueDate, today) });
    else result.missed.push(entry);
  }
  result.completed.sort((a, b) => (b.vaccinatedOn ?? '').localeCompare(a.vaccinatedOn ?? ''));
  let first = true;
  for (const [dueDate, list] of byDue) {
    result.upcoming.push({
      dueDate,
      ageGroup: list[0]!.ageGroup,
      actionable: first,
      entries: list,
    });
    first = false;
  }
  return result;
}

/** 'Due Today' / 'Due in N Days' / 'Overdue by N Days' (docs/product/dashboard.md). */
export function dueLabel(days: number, overdue = false): string {
  if (overdue) return `Overdue by ${days} ${days === 1 ? 'Day' : 'Days'}`;
  if (days === 0) return 'Due Today';
  return `Due in ${days} ${days === 1 ? 'Day' : 'Days'}`;
}

export const VACCINE_MESSAGES = {
  complete: 'Vaccine marked as complete',
  incomplete: 'Vaccine marked as incomplete',
  added: 'Vaccine added successfully',
  dateInFuture: RULE_MESSAGES.vaccination_date_in_future,
  dateBeforeBirth: RULE_MESSAGES.vaccination_date_before_birth,
  dateRequired: RULE_MESSAGES.vaccination_date_required,
  recommendedBeforeBirth: RULE_MESSAGES.recommended_date_before_birth,
} as const;
