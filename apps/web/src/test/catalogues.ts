import { mergeCatalogues } from '../lib/i18n/merge-catalogues';

/** Every Hindi message of the app, for tests that draw a screen in Hindi whatever its route loads. */
export const hindiMessages = mergeCatalogues(
  import.meta.glob(['../locales/hi.po', '../features/*/locales/hi.po'], { eager: true }),
);
