import { eq } from 'drizzle-orm';
import {
  type Child,
  type CreateChildBody,
  birthDateRule,
  gestationalDaysFromWire,
  LIMITS,
  MAX_CHILDREN_MESSAGE,
  type ScheduleId,
} from '@tika/contract';
import type { AppDeps } from '../../deps';
import { children, vaccineEntries } from '../../db/schema';
import { DEFAULT_SCHEDULE } from '../vaccines/schedules';
import { scheduleEntriesFor } from '../vaccines/schedule-entries';
import { refreshChildForecast } from '../vaccines/refresh-forecast';
import { AppError } from '../../errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { parentToday } from '../account/parent-today';
import { toChild } from './children-repository';

/** A child's slot, 1 to LIMITS.maxChildren (the database checks the same range). */
const SLOTS = Array.from({ length: LIMITS.maxChildren }, (_, i) => i + 1);

/**
 * Adds a child in the first free slot (1 to LIMITS.maxChildren). The unique (user, slot) key
 * is what keeps the limit under concurrent creates: a loser re-reads the free slots and, if
 * none, gets 409.
 */
export async function createChild(
  deps: AppDeps,
  userId: string,
  input: CreateChildBody,
): Promise<Child> {
  const { db } = deps.database;
  const dobProblem = birthDateRule(input.dob, await parentToday(deps, userId));
  if (dobProblem) throw AppError.refusedBy(dobProblem, 'dob');

  for (let attempt = 0; attempt < LIMITS.maxChildren + 2; attempt++) {
    const taken = await db
      .select({ slot: children.slot })
      .from(children)
      .where(eq(children.userId, userId));
    const used = new Set(taken.map((t) => t.slot));
    const slot = SLOTS.find((s) => !used.has(s));
    if (slot === undefined) throw AppError.conflict(MAX_CHILDREN_MESSAGE, 'max_children');
    try {
      // The child and its schedule's entries are created together or not at all.
      const row = await db.transaction(async (tx) => {
        const [child] = await tx
          .insert(children)
          .values({
            userId,
            slot,
            name: input.name.replace(/\s+/g, ' '),
            dob: input.dob,
            gender: input.gender,
            schedule: input.schedule ?? DEFAULT_SCHEDULE,
            gestationalAgeDays:
              gestationalDaysFromWire(input.gestational_weeks, input.gestational_days) ?? null,
            createdAt: deps.clock.now(),
          })
          .returning();
        await tx.insert(vaccineEntries).values(
          scheduleEntriesFor({
            id: child!.id,
            dob: child!.dob,
            schedule: child!.schedule as ScheduleId,
          }),
        );
        await refreshChildForecast(tx, child!.id, { now: deps.clock.now() });
        return child!;
      });
      return toChild({ ...row, role: 'owner', sharedBy: null });
    } catch (err) {
      if (isUniqueViolation(err, 'children_user_slot_key')) continue;
      throw err;
    }
  }
  throw AppError.conflict(MAX_CHILDREN_MESSAGE, 'max_children');
}
