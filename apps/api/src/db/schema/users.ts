import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn, createdAtColumn } from './columns';

/** A parent or guardian: the product's only kind of user (docs/product/sessions-and-sign-in.md). */
export const users = pgTable(
  'users',
  {
    id: idColumn(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** Lower-cased; set by Google sign-in and never editable by the parent. */
    email: text('email'),
    /** Ten-digit Indian mobile number, without the country code. */
    contactNumber: text('contact_number'),
    contactVerified: boolean('contact_verified').notNull().default(false),
    timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
    /** WhatsApp vaccine reminders: on unless the parent switches them off (or replies STOP). */
    remindersEnabled: boolean('reminders_enabled').notNull().default(true),
    reminderLanguage: text('reminder_language').notNull().default('en'),
    /** The Indian state the family lives in (ISO 3166-2:IN code), if given: it picks the flu window. */
    homeState: text('home_state'),
    /** Google's stable subject id; e-mail addresses can change hands, this cannot. */
    googleSub: text('google_sub'),
    /** This parent's own code to share (/refer/{code}). */
    referralCode: text('referral_code').notNull(),
    referredByUserId: uuid('referred_by_user_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    /** The referral code the parent signed up with (a /refer/{code} link), as given; anyone's or not. */
    signupReferralCode: text('signup_referral_code'),
    /** Set on the first successful sign-in; referrals count only before it. */
    firstSignedInAt: timestamp('first_signed_in_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key')
      .on(t.email)
      .where(sql`${t.email} is not null`),
    uniqueIndex('users_contact_number_key')
      .on(t.contactNumber)
      .where(sql`${t.contactNumber} is not null`),
    uniqueIndex('users_google_sub_key')
      .on(t.googleSub)
      .where(sql`${t.googleSub} is not null`),
    uniqueIndex('users_referral_code_key').on(t.referralCode),
    index('users_referred_by_idx').on(t.referredByUserId),
    check('users_reminder_language_known', sql`${t.reminderLanguage} in ('en', 'hi')`),
  ],
);

export type UserRow = typeof users.$inferSelect;

/** The parent a row belongs to: the row goes when the parent's account does. */
export const userIdColumn = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
