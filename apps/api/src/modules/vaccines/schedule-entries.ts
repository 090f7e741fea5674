import { addOffset, type ScheduleId } from '@tika/contract';
import type { vaccineEntries } from '../../db/schema';
import { doseDescription, SCHEDULES, VACCINES } from './schedules';

/** The vaccine entries a child's schedule gives them, due dates counted from birth. */
export function scheduleEntriesFor(child: {
  id: string;
  dob: string;
  schedule: ScheduleId;
}): Array<typeof vaccineEntries.$inferInsert> {
  return SCHEDULES[child.schedule].doses.map((dose) => ({
    childId: child.id,
    doseCode: dose.code,
    name: dose.name,
    fullName: VACCINES[dose.vaccine]!.fullName,
    description: doseDescription(dose),
    ageGroup: dose.ageGroup,
    dueDate: addOffset(child.dob, dose.offset),
  }));
}
