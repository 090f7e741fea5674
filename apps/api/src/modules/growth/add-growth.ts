import { GROWTH_MESSAGES, growthDateRule, type MeasuringPosition } from '@tika/contract';
import type { AppDeps } from '../../deps';
import { growthRecords } from '../../db/schema';
import { AppError } from '../../errors';
import { parentToday } from '../account/parent-today';
import { actorLabel, findChild } from '../children/children-repository';
import { toGrowthRecord } from './assess';

/** A measurement dated between the child's birth and the parent's today. */
export async function addGrowth(
  deps: AppDeps,
  userId: string,
  input: {
    childId: string;
    height?: number;
    weight?: number;
    measured?: MeasuringPosition;
    recordDate: string;
  },
) {
  const { db } = deps.database;
  const child = await findChild(db, userId, input.childId, 'write');
  const dateProblem = growthDateRule(input.recordDate, child.dob, await parentToday(deps, userId));
  if (dateProblem) throw AppError.refusedBy(dateProblem, 'record_date');
  const [row] = await db
    .insert(growthRecords)
    .values({
      childId: child.id,
      recordDate: input.recordDate,
      heightCm: input.height ?? null,
      weightKg: input.weight ?? null,
      // How a height was taken; with no height there is nothing to say.
      measured: input.height === undefined ? null : (input.measured ?? null),
      byUserId: userId,
      byLabel: await actorLabel(db, userId, child),
    })
    .returning();
  return { message: GROWTH_MESSAGES.added, record: toGrowthRecord(row!, child, userId) };
}
