import type { Messages } from '@lingui/core';

type Catalogues = Record<string, { messages: Messages }>;

/**
 * The catalogues of one language, compiled from their .po files by @lingui/vite-plugin, as one
 * set of messages. One file per feature keeps two people's work on two features apart.
 */
export const mergeCatalogues = (modules: Catalogues): Messages =>
  Object.assign({}, ...Object.values(modules).map((catalogue) => catalogue.messages)) as Messages;

/** The feature a catalogue file belongs to ('…/features/growth/locales/hi.po' → 'growth'). */
export const featureOf = (file: string): string | undefined =>
  /\/features\/([^/]+)\/locales\//.exec(file)?.[1];

/**
 * A language's first chunk: its messages, and which features they cover, so the features a
 * route asks for later are not loaded twice (lib/i18n/i18n.ts).
 */
export const firstLoad = (modules: Catalogues) => ({
  messages: mergeCatalogues(modules),
  features: Object.keys(modules).flatMap((file) => featureOf(file) ?? []),
});
