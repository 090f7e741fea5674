import { isLanguage, type Language } from '@tika/contract';
import { chooseLanguage, i18n, languageActive } from '../../../lib/i18n/i18n';
import { PSEUDO_LOCALE } from '../../../lib/i18n/language';

/*
 * One language setting per parent (docs/decisions/0020-hindi-and-english.md): before sign-in
 * the device's choice; a new account starts with it; after sign-in the parent's own setting,
 * which may have been chosen on another device, wins.
 */

/** What a sign-in sends as the language of a new account: the one on screen (never pseudo). */
export function deviceLanguage(): Language | undefined {
  return isLanguage(i18n.locale) ? i18n.locale : undefined;
}

/**
 * The signed-in parent's language, applied when it differs from the screen's, and kept on
 * this device. The pseudo-locale a test chose stays.
 */
export async function followParentLanguage(language: unknown): Promise<void> {
  await languageActive();
  if (!isLanguage(language) || i18n.locale === language || i18n.locale === PSEUDO_LOCALE) return;
  await chooseLanguage(language);
}
