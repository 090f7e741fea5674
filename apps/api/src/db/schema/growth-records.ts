import { sql } from 'drizzle-orm';
import { check, date, index, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { changeSeqColumn } from './change-numbers';
import { idColumn, createdAtColumn } from './columns';
import { actorColumns, actorIndex } from './family';
import { children } from './children';

/** A height and/or weight measured on a day. The rules of docs/product/validation.md hold in the database too. */
export const growthRecords = pgTable(
  'growth_records',
  {
    id: idColumn(),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    recordDate: date('record_date', { mode: 'string' }).notNull(),
    heightCm: numeric('height_cm', { precision: 5, scale: 2, mode: 'number' }),
    weightKg: numeric('weight_kg', { precision: 5, scale: 3, mode: 'number' }),
    /**
     * How the height was taken, when the parent said: 'lying' (length) or 'standing'. WHO
     * adjusts by 0.7 cm when it is not the usual way for the age; null means the usual way.
     */
    measured: text('measured', { enum: ['lying', 'standing'] }),
    ...actorColumns('added_by'),
    createdAt: createdAtColumn(),
    /** Drawn afresh on every write: the growth tab's answers are kept by it (decision 0024). */
    changeSeq: changeSeqColumn(),
  },
  (t) => [
    index('growth_records_child_date_idx').on(t.childId, t.recordDate),
    actorIndex('growth_records_added_by_idx', t.byUserId),
    check(
      'growth_records_one_measure',
      sql`${t.heightCm} is not null or ${t.weightKg} is not null`,
    ),
    check(
      'growth_records_height_range',
      sql`${t.heightCm} is null or (${t.heightCm} > 0 and ${t.heightCm} < 200)`,
    ),
    check(
      'growth_records_measured_known',
      sql`${t.measured} is null or ${t.measured} in ('lying', 'standing')`,
    ),
    check(
      'growth_records_weight_range',
      sql`${t.weightKg} is null or (${t.weightKg} > 0 and ${t.weightKg} < 100)`,
    ),
  ],
);

export type GrowthRecordRow = typeof growthRecords.$inferSelect;
