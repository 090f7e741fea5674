import { eq } from 'drizzle-orm';
import type { Language, PublicUser } from '@tika/contract';
import type { Database, DbOrTx } from '../../db/client';
import { type UserRow, users } from '../../db/schema';
import { randomCode } from '../../lib/crypto';
import { isUniqueViolation } from '../../lib/db-errors';

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByContact(
  db: DbOrTx,
  contactNumber: string,
): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.contactNumber, contactNumber));
  return row;
}

export async function findUserByReferralCode(
  db: Database,
  code: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.referralCode, code.trim().toUpperCase()));
  return row;
}

type NewUser = Omit<typeof users.$inferInsert, 'referralCode' | 'id'>;

/** Creates a parent with a fresh referral code (retrying on the rare collision). */
export async function insertUser(db: DbOrTx, values: NewUser): Promise<UserRow> {
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await db
        .insert(users)
        .values({ ...values, referralCode: randomCode(8) })
        .returning();
      return row!;
    } catch (err) {
      if (attempt < 3 && isUniqueViolation(err, 'users_referral_code_key')) continue;
      throw err;
    }
  }
}

/** The parent's one language setting (the column first held the reminders' language). */
export async function updateUserLanguage(
  db: DbOrTx,
  userId: string,
  language: Language,
  now: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ reminderLanguage: language, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/** The parent's language (the database allows no other value: users_reminder_language_known). */
export const languageOf = (row: Pick<UserRow, 'reminderLanguage'>): Language =>
  row.reminderLanguage as Language;

/** The allow-list of what a parent's own profile shows on the wire. */
export function toPublicUser(row: UserRow): PublicUser {
  return {
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    contact_number: row.contactNumber,
    contact_verified: row.contactVerified,
    referral_code: row.referralCode,
    signup_referral_code: row.signupReferralCode,
    time_zone: row.timeZone,
    home_state: row.homeState,
    language: languageOf(row),
  };
}
