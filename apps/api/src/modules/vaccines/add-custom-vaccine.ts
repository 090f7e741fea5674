import {
  type Language,
  recommendedDateRule,
  type ScheduleId,
  VACCINE_MESSAGES,
} from '@tika/contract';
import type { AppDeps } from '../../deps';
import { vaccineEntries } from '../../db/schema';
import { AppError } from '../../errors';
import { actorLabel, findChild } from '../children/children-repository';
import { toVaccineEntry } from './entry-wire';

/** A vaccine the parent adds themselves; it joins the lists like any other (no dose code). */
export async function addCustomVaccine(
  deps: AppDeps,
  userId: string,
  language: Language,
  input: { childId: string; name: string; description: string; date: string },
) {
  const { db } = deps.database;
  const child = await findChild(db, userId, input.childId, 'write');
  const dateProblem = recommendedDateRule(input.date, child.dob);
  if (dateProblem) throw AppError.refusedBy(dateProblem, 'recommended_date');
  const [row] = await db
    .insert(vaccineEntries)
    .values({
      childId: child.id,
      name: input.name,
      fullName: input.name,
      description: input.description,
      ageGroup: 'Added by you',
      dueDate: input.date,
      byUserId: userId,
      byLabel: await actorLabel(db, userId, child),
    })
    .returning();
  return {
    message: VACCINE_MESSAGES.added,
    vaccine: await toVaccineEntry(db, row!, { days: null, forecast: null }, deps.clock.now(), {
      schedule: child.schedule as ScheduleId,
      language,
      userId,
    }),
  };
}
