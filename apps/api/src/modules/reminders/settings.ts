import { eq } from 'drizzle-orm';
import type { Language, ReminderSettingsWire } from '@tika/contract';
import type { AppDeps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { pruneQueuedReminders } from './cancel';

export async function readReminderSettings(
  deps: AppDeps,
  userId: string,
): Promise<ReminderSettingsWire> {
  const [user] = await deps.database.db
    .select({
      enabled: users.remindersEnabled,
      language: users.reminderLanguage,
      contactVerified: users.contactVerified,
      contactNumber: users.contactNumber,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw AppError.unauthenticated();
  return {
    enabled: user.enabled,
    language: user.language as Language,
    contact_verified: user.contactVerified,
    contact_number: user.contactNumber,
  };
}

/** Switching off cancels what is queued; switching on lets the next sweep queue again. */
export async function setReminders(
  db: DbOrTx,
  userId: string,
  values: { enabled: boolean; language?: Language },
  now: Date,
) {
  await db
    .update(users)
    .set({
      remindersEnabled: values.enabled,
      ...(values.language ? { reminderLanguage: values.language } : {}),
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  if (!values.enabled) await pruneQueuedReminders(db, userId);
}

export async function updateReminderSettings(
  deps: AppDeps,
  userId: string,
  values: { enabled: boolean; language?: Language },
) {
  await setReminders(deps.database.db, userId, values, deps.clock.now());
  return readReminderSettings(deps, userId);
}
