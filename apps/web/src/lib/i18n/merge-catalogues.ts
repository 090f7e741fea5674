import type { Messages } from '@lingui/core';

/**
 * The catalogues of one language, compiled from their .po files by @lingui/vite-plugin, as one
 * set of messages. One file per feature keeps two people's work on two features apart; one
 * chunk per language keeps a parent's first load to one request for messages.
 */
export const mergeCatalogues = (modules: Record<string, { messages: Messages }>): Messages =>
  Object.assign({}, ...Object.values(modules).map((catalogue) => catalogue.messages)) as Messages;
