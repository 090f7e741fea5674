import { mergeCatalogues } from '../merge-catalogues';

/** Every hi catalogue but the legal pages', in one chunk (lib/i18n/i18n.ts loads it). */
export const messages = mergeCatalogues(
  import.meta.glob(
    ['../../../locales/hi.po', '../../../features/*/locales/hi.po', '!**/legal/**'],
    {
      eager: true,
    },
  ),
);
