import { z } from 'zod';
import { CALENDAR_RANGE_MESSAGE, daysBetween, isIsoDate, isWithinCalendar } from './dates';
import { LIMITS } from './limits';

/** A vaccine entry on the wire (SPEC.md §3). */
export const vaccineEntrySchema = z.object({
  id: z.string(),
  vaccine: z.object({
    name: z.string(),
    vaccine_full_name: z.string(),
    description: z.string(),
    age_range: z.string(),
  }),
  /** The due date. */
  date_of_vaccination: z.string(),
  /** The day it was given; null while pending. */
  vaccinated_on: z.string().nullable(),
  comment: z.string(),
  image_url: z.string().nullable(),
  status: z.enum(['pending', 'complete']),
  /** Days until due (upcoming, 0 = today) or since due (overdue); null otherwise. */
  days: z.number().int().nullable(),
});
export type VaccineEntry = z.infer<typeof vaccineEntrySchema>;

export const upcomingGroupSchema = z.object({
  age_range: z.string(),
  due_date: z.string(),
  /** Only the first upcoming group can be acted on (SPEC.md §4). */
  actionable: z.boolean(),
  vaccines: z.array(vaccineEntrySchema),
});

export const dashboardResponseSchema = z.object({
  missed_vaccines: z.array(vaccineEntrySchema),
  completed_vaccines: z.array(vaccineEntrySchema),
  outstanding_vaccines: z.array(vaccineEntrySchema),
  upcoming_vaccine: z.array(upcomingGroupSchema),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

export const childIdQuerySchema = z.object({ child_id: z.uuid({ error: 'Please choose a child' }) });

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
  upcoming: Array<{ dueDate: string; ageGroup: string; actionable: boolean; entries: Array<T & { days: number }> }>;
}

/**
 * The dashboard lists (DESIGN.md §4). `today` is the parent's calendar date, `addedOn` the
 * day the child was added, both YYYY-MM-DD.
 */
export function classifyVaccines<T extends ClassifiableEntry>(entries: T[], today: string, addedOn: string): Classified<T> {
  const result: Classified<T> = { completed: [], missed: [], overdue: [], upcoming: [] };
  const byDue = new Map<string, Array<T & { days: number }>>();
  const sorted = [...entries].sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  for (const entry of sorted) {
    if (entry.status === 'complete') result.completed.push(entry);
    else if (entry.dueDate >= today) {
      const list = byDue.get(entry.dueDate) ?? [];
      list.push({ ...entry, days: daysBetween(today, entry.dueDate) });
      byDue.set(entry.dueDate, list);
    } else if (entry.dueDate >= addedOn) result.overdue.push({ ...entry, days: daysBetween(entry.dueDate, today) });
    else result.missed.push(entry);
  }
  result.completed.sort((a, b) => (b.vaccinatedOn ?? '').localeCompare(a.vaccinatedOn ?? ''));
  let first = true;
  for (const [dueDate, list] of byDue) {
    result.upcoming.push({ dueDate, ageGroup: list[0]!.ageGroup, actionable: first, entries: list });
    first = false;
  }
  return result;
}

/** 'Due Today' / 'Due in N Days' / 'Overdue by N Days' (SPEC.md §4). */
export function dueLabel(days: number, overdue = false): string {
  if (overdue) return `Overdue by ${days} ${days === 1 ? 'Day' : 'Days'}`;
  if (days === 0) return 'Due Today';
  return `Due in ${days} ${days === 1 ? 'Day' : 'Days'}`;
}

/** The date format of `recommended_date` (SPEC.md §9): YYYY/MM/DD. */
export const slashDateSchema = z
  .string({ error: 'Date is required' })
  .regex(/^\d{4}\/\d{2}\/\d{2}$/, { error: 'Please enter the date as YYYY/MM/DD' })
  .transform((v) => v.replaceAll('/', '-'))
  .refine(isIsoDate, { error: 'Please enter a real date', abort: true })
  .refine(isWithinCalendar, { error: CALENDAR_RANGE_MESSAGE });

export const addVaccineBodySchema = z.object({
  child_id: z.uuid({ error: 'Please choose a child' }),
  vaccine_name: z.string({ error: 'Vaccine name is required' }).trim().min(1, { error: 'Vaccine name is required' }).max(LIMITS.textInputMax),
  description: z.string().trim().max(500).optional().default(''),
  recommended_date: slashDateSchema,
});

/** Multipart fields of POST /api/vaccinetracker/dashboard/ (the file travels as `prescription`). */
export const vaccineStatusFieldsSchema = z.object({
  vaccine_id: z.uuid({ error: 'Please choose a vaccine' }),
  status: z.enum(['complete', 'pending'], { error: 'Status must be complete or pending' }),
  vaccinated_on: z.string().optional().default(''),
  comment: z.string().max(500, { error: 'Comment must be at most 500 characters' }).optional().default(''),
});

export const VACCINE_MESSAGES = {
  complete: 'Vaccine marked as complete',
  incomplete: 'Vaccine marked as incomplete',
  added: 'Vaccine added successfully',
  dateInFuture: 'Vaccination date cannot be in the future',
  dateBeforeBirth: 'Vaccination date cannot be before the birth date',
  dateRequired: 'Please choose the vaccination date',
  recommendedBeforeBirth: 'The date cannot be before the birth date',
} as const;

export const vaccineEntryResponseSchema = z.object({ message: z.string(), vaccine: vaccineEntrySchema });
