import { i18n, type Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { terms } from './content/terms';

/**
 * The legal pages' long texts are kept out of the language chunk every parent downloads
 * (lib/i18n/catalogues): each language's legal catalogue is its own chunk, loaded with the
 * route. A static glob, so Vite sees (and splits) all three.
 */
const CATALOGUES = import.meta.glob<{ messages: Messages }>('./locales/*.po');

/** Whether the active language's messages already hold the legal catalogue (one of its messages stands for all). */
const isLoaded = () => terms.intro.id in i18n.messages;

/**
 * Merges the legal catalogue of the active language into its messages (i18n.load adds, it does
 * not replace). The route's loader: the page renders once its language is here. Returns null,
 * as a loader with nothing to hand the page must.
 */
export async function loadLegalCatalogue(): Promise<null> {
  const locale = i18n.locale;
  const load = CATALOGUES[`./locales/${locale}.po`];
  if (!isLoaded() && load) {
    const { messages } = await load();
    i18n.load(locale, messages);
  }
  return null;
}

/**
 * Whether the page can be drawn in the active language: after a change of language, the new
 * language's legal catalogue is loaded (the provider re-renders on every change, its loading
 * included), and until then the page waits rather than show message ids.
 */
export function useLegalCatalogue(): boolean {
  const { i18n: active } = useLingui();
  const ready = isLoaded();
  useEffect(() => {
    if (!ready) void loadLegalCatalogue();
  }, [ready, active.locale]);
  return ready;
}
