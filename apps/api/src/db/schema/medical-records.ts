import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { idColumn, createdAtColumn } from './columns';
import { actorColumns, actorIndex } from './family';
import { children } from './children';

/** A prescription or report: its file is written before this row, and deleted after it. */
export const medicalRecords = pgTable(
  'medical_records',
  {
    id: idColumn(),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    note: text('note').notNull(),
    fileKey: text('file_key').notNull().unique(),
    fileType: text('file_type').notNull(),
    /** The last 10 characters of the name the parent's file had (docs/product/validation.md). */
    fileName: text('file_name').notNull(),
    fileSize: integer('file_size').notNull(),
    ...actorColumns('added_by'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('medical_records_child_idx').on(t.childId, t.createdAt),
    actorIndex('medical_records_added_by_idx', t.byUserId),
  ],
);

export type MedicalRecordRow = typeof medicalRecords.$inferSelect;
