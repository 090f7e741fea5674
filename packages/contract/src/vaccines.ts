import { addOffset, compareIsoDates, daysBetween } from './dates';
import type { DoseForecast } from './schedule/forecast';
import { RULE_MESSAGES } from './rules';

/** What classification needs to know about an entry. */
export interface ClassifiableEntry {
  dueDate: string;
  status: 'pending' | 'complete' | 'not_needed';
  vaccinatedOn: string | null;
  ageGroup: string;
  /** The schedule engine's verdict; null for a vaccine the parent added. */
  forecast: DoseForecast | null;
}

type Dated<T> = T & { days: number; dueOn: string };

export interface Classified<T> {
  completed: T[];
  /** Due before the child was added: the parent may have given it already. */
  missed: Array<T & { dueOn: string }>;
  /** Overdue, and catch-up doses the parent said were not given, earliest first. */
  overdue: Array<Dated<T>>;
  /** Due today or later, grouped by due date; the first group is the next visit. */
  upcoming: Array<{
    dueDate: string;
    ageGroup: string;
    actionable: boolean;
    entries: Array<Dated<T>>;
  }>;
  notNeeded: T[];
  noLongerDue: T[];
}

const later = (a: string, b: string) => (a > b ? a : b);

/** A vaccine the parent added has no rules: given, or due on the day the parent chose. */
function customForecast(entry: ClassifiableEntry): DoseForecast {
  if (entry.status === 'complete') return { state: 'given', counts: true };
  return {
    state: 'due',
    earliest: entry.dueDate,
    due: entry.dueDate,
    overdueFrom: addOffset(entry.dueDate, { days: 1 }),
    lastDay: null,
  };
}

/**
 * The dashboard lists (docs/product/dashboard.md) from each entry's forecast, as of `today`
 * (the parent's calendar date, YYYY-MM-DD). A dose that must not or need not be given is
 * never overdue.
 */
export type VaccineEntryStatus = ClassifiableEntry['status'];

export function classifyVaccines<T extends ClassifiableEntry>(
  entries: T[],
  today: string,
): Classified<T> {
  const result: Classified<T> = {
    completed: [],
    missed: [],
    overdue: [],
    upcoming: [],
    notNeeded: [],
    noLongerDue: [],
  };
  const byDue = new Map<string, Array<Dated<T>>>();
  for (const entry of entries) {
    const forecast = entry.forecast ?? customForecast(entry);
    switch (forecast.state) {
      case 'given':
        result.completed.push(entry);
        break;
      case 'not_needed':
        result.notNeeded.push(entry);
        break;
      case 'no_longer_due':
        result.noLongerDue.push(entry);
        break;
      case 'awaiting':
        result.missed.push({ ...entry, dueOn: forecast.due });
        break;
      default: {
        // A catch-up dose is due now, unless an interval puts it later (HPV 2 after a catch-up HPV 1).
        const catchUpNow = forecast.state === 'catch_up' && forecast.due <= today;
        if (catchUpNow || today >= forecast.overdueFrom) {
          const days = Math.max(0, daysBetween(forecast.due, today));
          result.overdue.push({ ...entry, days, dueOn: forecast.due });
        } else {
          // A dose inside its window (a flu season) is due now, not on a day gone by.
          const dueOn = later(forecast.due, today);
          const list = byDue.get(dueOn) ?? [];
          list.push({ ...entry, days: daysBetween(today, dueOn), dueOn });
          byDue.set(dueOn, list);
        }
      }
    }
  }
  result.completed.sort((a, b) => compareIsoDates(b.vaccinatedOn ?? '', a.vaccinatedOn ?? ''));
  result.missed.sort((a, b) => compareIsoDates(a.dueOn, b.dueOn));
  result.overdue.sort((a, b) => compareIsoDates(a.dueOn, b.dueOn));
  const dates = [...byDue.keys()].sort();
  dates.forEach((dueDate, index) => {
    const list = byDue.get(dueDate)!;
    result.upcoming.push({
      dueDate,
      ageGroup: list[0]!.ageGroup,
      actionable: index === 0,
      entries: list,
    });
  });
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
  notNeeded: 'Marked as not needed',
  notGiven: 'Marked as not given: it is now due as a catch-up dose',
  bulkUpdated: 'Vaccines updated',
  added: 'Vaccine added successfully',
  dateInFuture: RULE_MESSAGES.vaccination_date_in_future,
  dateBeforeBirth: RULE_MESSAGES.vaccination_date_before_birth,
  dateRequired: RULE_MESSAGES.vaccination_date_required,
  recommendedBeforeBirth: RULE_MESSAGES.recommended_date_before_birth,
} as const;
