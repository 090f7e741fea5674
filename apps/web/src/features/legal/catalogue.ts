import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { loadMessages } from '../../lib/i18n/i18n';
import { terms } from './content/terms';

/*
 * The legal pages' long texts are kept out of the language chunk every parent downloads
 * (lib/i18n/catalogues): the route loads them (app/router.tsx).
 */

/** Whether the active language's messages already hold the legal catalogue (one of its messages stands for all). */
const isLoaded = () => terms.intro.id in i18n.messages;

/** Adds the legal catalogue of the active language to its messages. */
export const loadLegalCatalogue = () => loadMessages('legal');

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
