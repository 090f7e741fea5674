import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { idColumn, createdAtColumn } from './columns';
import { userIdColumn } from './users';

/**
 * A child profile. `slot` (1–3, unique per parent) is how the database itself enforces the
 * three-children limit, even under concurrent creates.
 */
export const children = pgTable(
  'children',
  {
    id: idColumn(),
    userId: userIdColumn(),
    slot: smallint('slot').notNull(),
    name: text('name').notNull(),
    dob: date('dob', { mode: 'string' }).notNull(),
    gender: text('gender', { enum: ['girl', 'boy'] }).notNull(),
    /** Which vaccination schedule the child follows (reference data id). */
    schedule: text('schedule').notNull().default('iap-acvip-2023'),
    /** The calendar feed's secret is derived from this; resetting the link bumps it. */
    calendarFeedVersion: integer('calendar_feed_version').notNull().default(1),
    /** Gestational age at birth in days (22+0 to 42+6 weeks), if the parent gave it. */
    gestationalAgeDays: smallint('gestational_age_days'),
    /**
     * The stored forecast (vaccine_entries.forecast, forecast_state, due_date) holds from
     * forecast_from until the day before forecast_until, for the inputs that give forecast_key
     * (modules/vaccines/stored-forecast.ts).
     */
    forecastFrom: date('forecast_from', { mode: 'string' }),
    forecastUntil: date('forecast_until', { mode: 'string' }),
    forecastKey: text('forecast_key'),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('children_user_slot_key').on(t.userId, t.slot),
    check('children_slot_range', sql`${t.slot} between 1 and 3`),
    check('children_gender_check', sql`${t.gender} in ('girl', 'boy')`),
    index('children_user_idx').on(t.userId),
    check('children_gestational_age_range', sql`${t.gestationalAgeDays} between 154 and 300`),
    index('children_forecast_until_idx').on(t.forecastUntil),
  ],
);

export type ChildRow = typeof children.$inferSelect;
