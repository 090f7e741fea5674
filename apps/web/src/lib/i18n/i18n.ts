import { i18n, type Messages } from '@lingui/core';
import { type AppLocale, initialLanguage, storeLanguage } from './language';

export { i18n };

/** A parent downloads the messages of their own language only. */
const CATALOGUES: Record<AppLocale, () => Promise<{ messages: Messages }>> = {
  en: () => import('./catalogues/en'),
  hi: () => import('./catalogues/hi'),
  pseudo: () => import('./catalogues/pseudo'),
};

/**
 * Loads a language's catalogues and switches the app to it; the page's `lang` follows, so
 * screen readers and the Devanagari font rules (styles/devanagari.css) see the right language.
 */
export async function activateLanguage(locale: AppLocale): Promise<void> {
  const { messages } = await CATALOGUES[locale]();
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale === 'hi' ? 'hi' : 'en';
}

/** At start: the stored choice, or the browser's language. */
export const activateInitialLanguage = () => activateLanguage(initialLanguage());

/** The parent chose a language (onboarding, profile): kept on this device and applied now. */
export async function chooseLanguage(locale: AppLocale): Promise<void> {
  storeLanguage(locale);
  await activateLanguage(locale);
}
