import { i18n, type Messages } from '@lingui/core';
import type { Query } from '@tanstack/react-query';
import { queryClient, SESSION_QUERY_KEY } from '../query-client';
import { devanagariFontReady } from './devanagari-font';
import {
  type AppLocale,
  initialLanguage,
  shareLanguageWithServer,
  storeLanguage,
} from './language';
import { featureOf } from './merge-catalogues';

export { i18n };

interface FirstLoad {
  messages: Messages;
  /** The features whose catalogues the first chunk holds. */
  features: string[];
}

/** A parent downloads the messages of their own language only. */
const FIRST_LOADS: Record<AppLocale, () => Promise<FirstLoad>> = {
  en: () => import('./catalogues/en'),
  hi: () => import('./catalogues/hi'),
  pseudo: () => import('./catalogues/pseudo'),
};

/**
 * The other features' catalogues in every language, each its own chunk, fetched when a route
 * needs it. The first chunk's features are left out here, or Vite would split them out of it
 * (i18n.test.ts checks the two lists make up every feature once).
 */
const FEATURE_CATALOGUES = import.meta.glob<{ messages: Messages }>([
  '../../features/*/locales/*.po',
  '!../../features/{vaccines,children,calendar,take-along}/**',
]);

/** The features a route can load messages for (for the tests). */
export const loadableFeatures = () =>
  [...new Set(Object.keys(FEATURE_CATALOGUES).map((file) => featureOf(file)!))].sort();

/** The features the app has needed so far: a change of language loads them again, in the new one. */
const needed = new Set<string>();
/** What the active language's messages hold. */
let loaded: { locale: string; features: Set<string> } = { locale: '', features: new Set() };

async function featureMessages(locale: string, features: string[]): Promise<Messages> {
  const catalogues = await Promise.all(
    features.map((feature) =>
      FEATURE_CATALOGUES[`../../features/${feature}/locales/${locale}.po`]?.(),
    ),
  );
  return Object.assign({}, ...catalogues.map((catalogue) => catalogue?.messages)) as Messages;
}

/**
 * Adds these features' messages, in the active language, to what the app can say; the routes
 * and lazy parts that draw them wait for it (`withMessages`), so no screen shows a message id.
 */
export async function loadMessages(...features: string[]): Promise<void> {
  for (const feature of features) needed.add(feature);
  const locale = i18n.locale;
  if (loaded.locale !== locale) loaded = { locale, features: new Set() };
  const missing = [...needed].filter((feature) => !loaded.features.has(feature));
  if (!missing.length) return;
  const messages = await featureMessages(locale, missing);
  // The language changed meanwhile: activateLanguage loaded every needed feature in the new one.
  if (i18n.locale !== locale) return;
  for (const feature of missing) loaded.features.add(feature);
  i18n.load(locale, messages);
}

/** A lazily loaded part of the app, ready once its features' messages are here too. */
export const withMessages = <T>(features: string[], load: () => Promise<T>): Promise<T> =>
  Promise.all([load(), loadMessages(...features)]).then(([module]) => module);

/**
 * Loads a language's first chunk, the catalogues of the features the app has needed so far
 * and, for Hindi, its font (devanagari-font.ts), then switches the app to it; the page's `lang`
 * follows, so screen readers and the Devanagari font rules (styles/devanagari.css) see the
 * right language.
 */
export async function activateLanguage(locale: AppLocale): Promise<void> {
  const [first] = await Promise.all([FIRST_LOADS[locale](), devanagariFontReady(locale)]);
  const others = [...needed].filter((feature) => !first.features.includes(feature));
  const messages = { ...first.messages, ...(await featureMessages(locale, others)) };
  i18n.loadAndActivate({ locale, messages });
  loaded = { locale, features: new Set([...first.features, ...others]) };
  document.documentElement.lang = locale === 'hi' ? 'hi' : 'en';
  shareLanguageWithServer(locale);
  // A feature needed while this language was loading.
  await loadMessages();
}

/**
 * Resolves once a language is active. The router starts loading the first route (and its
 * session) while the app's first language is still on its way: whatever compares with the
 * active language waits for it.
 */
export const languageActive = (): Promise<void> =>
  new Promise((resolve) => {
    if (i18n.locale) return resolve();
    const stop = i18n.on('change', () => {
      if (!i18n.locale) return;
      stop();
      resolve();
    });
  });

/** At start: the stored choice, or the browser's language. */
export const activateInitialLanguage = () => activateLanguage(initialLanguage());

/**
 * The parent chose a language (onboarding, profile), or the one they chose elsewhere arrived:
 * kept on this device and applied now. What the server wrote in words (a dose's description,
 * its forecast) is asked for again, in the new language.
 */
export async function chooseLanguage(locale: AppLocale): Promise<void> {
  storeLanguage(locale);
  await activateLanguage(locale);
  // Not the session's own read: it has no words of the server's, and asked again while a new
  // setting is on its way to the server it would bring back the old one.
  const wordedByServer = (query: Query) => query.queryKey[0] !== SESSION_QUERY_KEY[0];
  // A request still on its way was asked in the old language. Invalidating alone would not do:
  // its answer, arriving after, would count as fresh, and a screen mounting then (a route's
  // prefetch before its screen) would show it. Cancelled, it is asked again by whoever needs it.
  await queryClient.cancelQueries({ predicate: wordedByServer });
  void queryClient.invalidateQueries({ predicate: wordedByServer });
}
