import { asc, eq } from 'drizzle-orm';
import { todayIn } from '@tika/contract';
import type { AppDeps } from '../../deps';
import { type ChildRow, type UserRow, type VaccineEntryRow, vaccineEntries } from '../../db/schema';
import { AppError } from '../../errors';
import { findUserById } from '../account/users-repository';
import { findOwnedChild } from '../children/children-repository';
import { classifyEntryRows } from '../vaccines/classify-entry-rows';

/** Where a dose stands today, in the dashboard's own words (docs/product/dashboard.md). */
export type DoseState =
  | { kind: 'given' }
  | { kind: 'overdue'; days: number }
  /** The first upcoming group: the one the dashboard lets the parent act on. */
  | { kind: 'due'; days: number }
  | { kind: 'upcoming'; days: number }
  /** Due before the child was added to Tika: it may have been given and not recorded. */
  | { kind: 'unrecorded' };

export interface ChildRecord {
  child: ChildRow;
  parent: UserRow;
  entries: Array<{ row: VaccineEntryRow; state: DoseState }>;
  /** The parent's calendar date now. */
  today: string;
  now: Date;
}

/**
 * One child of this parent (else 404) with every vaccine entry classified exactly as the
 * dashboard does it, "today" in the parent's time zone.
 */
export async function loadChildRecord(
  deps: AppDeps,
  userId: string,
  childId: string,
): Promise<ChildRecord> {
  const { db } = deps.database;
  const child = await findOwnedChild(db, userId, childId);
  const parent = await findUserById(db, userId);
  if (!parent) throw AppError.unauthenticated();
  const rows = await db
    .select()
    .from(vaccineEntries)
    .where(eq(vaccineEntries.childId, child.id))
    .orderBy(asc(vaccineEntries.dueDate), asc(vaccineEntries.name));
  const now = deps.clock.now();
  const today = todayIn(parent.timeZone, now);
  const lists = classifyEntryRows(rows, today, todayIn(parent.timeZone, child.createdAt));

  const states = new Map<string, DoseState>();
  for (const e of lists.completed) states.set(e.row.id, { kind: 'given' });
  for (const e of lists.missed) states.set(e.row.id, { kind: 'unrecorded' });
  for (const e of lists.overdue) states.set(e.row.id, { kind: 'overdue', days: e.days });
  for (const group of lists.upcoming) {
    for (const e of group.entries)
      states.set(e.row.id, { kind: group.actionable ? 'due' : 'upcoming', days: e.days });
  }
  return {
    child,
    parent,
    entries: rows.map((row) => ({ row, state: states.get(row.id)! })),
    today,
    now,
  };
}
