import { isLanguage, type Language, STORAGE_KEYS } from '@tika/contract';

/**
 * The pseudo-locale: every message stretched and accented, so a browser test can tell text
 * that went through the catalogues from text that escaped them. Chosen only by a test, through
 * the stored setting.
 */
export const PSEUDO_LOCALE = 'pseudo';
export type AppLocale = Language | typeof PSEUDO_LOCALE;

/** The language this device last chose: on onboarding's first screen, in the profile, or at sign-in. */
export function storedLanguage(): AppLocale | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.language);
    return isLanguage(stored) || stored === PSEUDO_LOCALE ? stored : null;
  } catch {
    return null;
  }
}

export function storeLanguage(language: AppLocale): void {
  try {
    localStorage.setItem(STORAGE_KEYS.language, language);
  } catch {
    // Storage blocked: the choice holds for this visit, and the parent's setting on the server
    // brings it back after sign-in.
  }
}

/** A year: the choice outlives any session, as the local storage it mirrors does. */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * The language the app is drawn in, told to the server in a cookie: on the next load of a page
 * it names that language's messages (and Hindi's font) for the browser to fetch with the main
 * bundle (the server's plugins/spa.ts). Only a preference: nothing else reads it.
 */
export function shareLanguageWithServer(language: AppLocale): void {
  document.cookie = `${STORAGE_KEYS.language}=${language}; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`;
}

/**
 * Hindi for a browser that asks for Hindi before English; English otherwise. Only the
 * language matters ('hi', 'hi-IN'), not the region.
 */
export function browserLanguage(preferred: readonly string[] = navigator.languages): Language {
  for (const tag of preferred) {
    const language = tag.toLowerCase().split('-')[0];
    if (isLanguage(language)) return language;
  }
  return 'en';
}

export const initialLanguage = (): AppLocale => storedLanguage() ?? browserLanguage();
