import { mergeCatalogues } from '../merge-catalogues';

/** Every en catalogue but the legal pages', in one chunk (lib/i18n/i18n.ts loads it). */
export const messages = mergeCatalogues(
  import.meta.glob(
    ['../../../locales/en.po', '../../../features/*/locales/en.po', '!**/legal/**'],
    {
      eager: true,
    },
  ),
);
