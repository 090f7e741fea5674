import type { Language } from '@tika/contract';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { toPublicUser, updateUserLanguage } from './users-repository';

/**
 * The parent's language (docs/decisions/0020-hindi-and-english.md): one setting for the app,
 * WhatsApp messages (reminders, chat replies), the PDF card and the calendar feed, as
 * PUT /api/user/reminders/ always set it. A reminder already queued for today keeps the
 * language it was queued in.
 */
export async function setLanguage(deps: AppDeps, userId: string, language: Language) {
  const row = await updateUserLanguage(deps.database.db, userId, language, deps.clock.now());
  if (!row) throw AppError.unauthenticated();
  return { message: 'Language saved', user: toPublicUser(row) };
}
