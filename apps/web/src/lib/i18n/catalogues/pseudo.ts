import { mergeCatalogues } from '../merge-catalogues';

/** Every pseudo catalogue but the legal pages', in one chunk (lib/i18n/i18n.ts loads it). */
export const messages = mergeCatalogues(
  import.meta.glob(
    ['../../../locales/pseudo.po', '../../../features/*/locales/pseudo.po', '!**/legal/**'],
    {
      eager: true,
    },
  ),
);
