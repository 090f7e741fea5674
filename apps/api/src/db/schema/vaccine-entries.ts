import { sql } from 'drizzle-orm';
import type { DoseForecast } from '@tika/contract';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  smallint,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { changeSeqColumn } from './change-numbers';
import { idColumn, createdAtColumn } from './columns';
import { children } from './children';
import { actorColumns, actorIndex } from './family';

/**
 * One vaccine dose for one child: generated from the child's schedule, or added by the
 * parent (dose_code null). `due_date` is the schedule's date; `vaccinated_on` the day given.
 */
export const vaccineEntries = pgTable(
  'vaccine_entries',
  {
    id: idColumn(),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    doseCode: text('dose_code'),
    /** 1 for the schedule's dose; 2, 3… for a repeat of a dose given too early to count. */
    attempt: smallint('attempt').notNull().default(1),
    name: text('name').notNull(),
    fullName: text('full_name').notNull(),
    description: text('description').notNull().default(''),
    ageGroup: text('age_group').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['pending', 'complete', 'not_needed'] })
      .notNull()
      .default('pending'),
    vaccinatedOn: date('vaccinated_on', { mode: 'string' }),
    /** What the parent recorded with a given dose: the brand (it decides some rules), batch, place. */
    brand: text('brand').notNull().default(''),
    batch: text('batch').notNull().default(''),
    place: text('place').notNull().default(''),
    /** The day the parent answered that a dose due before the child was added was not given. */
    notGivenOn: date('not_given_on', { mode: 'string' }),
    /** Why a dose is not needed for this child (status not_needed), and the parent's words. */
    notNeededReason: text('not_needed_reason'),
    notNeededNote: text('not_needed_note').notNull().default(''),
    /**
     * The schedule engine's state for this dose as of the child's last forecast (due, catch_up,
     * awaiting, no_longer_due, not_needed, given, invalid); `due_date` is that forecast's due date.
     * The reminder sweep reads these; the dashboard reads `forecast`, the whole verdict, while
     * the child's stored forecast is fresh (children.forecast_key).
     */
    forecastState: text('forecast_state'),
    forecast: jsonb('forecast').$type<DoseForecast>(),
    comment: text('comment').notNull().default(''),
    /** The prescription photo or pdf, if any: storage key, type, last 10 characters of its name. */
    fileKey: text('file_key'),
    fileType: text('file_type'),
    fileName: text('file_name'),
    fileSize: integer('file_size'),
    ...actorColumns('changed_by'),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Drawn afresh on every write: the dashboard's answers are kept by it (decision 0024). */
    changeSeq: changeSeqColumn(),
  },
  (t) => [
    index('vaccine_entries_child_due_idx').on(t.childId, t.dueDate),
    actorIndex('vaccine_entries_changed_by_idx', t.byUserId),
    /** The reminder sweep's way in: pending doses by due date. */
    index('vaccine_entries_pending_due_idx')
      .on(t.dueDate)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('vaccine_entries_child_dose_key')
      .on(t.childId, t.doseCode, t.attempt)
      .where(sql`${t.doseCode} is not null`),
    check(
      'vaccine_entries_status_check',
      sql`${t.status} in ('pending', 'complete', 'not_needed')`,
    ),
    check(
      'vaccine_entries_not_needed_check',
      sql`(${t.status} = 'not_needed') = (${t.notNeededReason} is not null)`,
    ),
    check(
      'vaccine_entries_given_check',
      sql`(${t.status} = 'complete') = (${t.vaccinatedOn} is not null)`,
    ),
  ],
);

export type VaccineEntryRow = typeof vaccineEntries.$inferSelect;
