import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * Message catalogues (docs/decisions/0020-hindi-and-english.md): one per feature, beside its
 * code, so the people working on two features never edit the same file, and one for the
 * shared parts (app shell, components, lib). `pseudo` is the pseudo-locale the browser tests
 * use to find text that escaped the catalogues.
 *
 * `LINGUI_ONLY=vaccines npm run i18n:extract` extracts one feature's catalogue and leaves the
 * others untouched.
 */
const only = process.env.LINGUI_ONLY;
/** Where catalogues are written: the source tree, or a scratch folder for the up-to-date test. */
const out = process.env.LINGUI_OUT ?? '<rootDir>/src';

const featureCatalogue = {
  path: `${out}/features/{name}/locales/{locale}`,
  include: ['<rootDir>/src/features/{name}'],
  exclude: ['**/*.test.*', '**/test/**'],
};
const sharedCatalogue = {
  path: `${out}/locales/{locale}`,
  include: ['<rootDir>/src/app', '<rootDir>/src/components', '<rootDir>/src/lib'],
  exclude: ['**/*.test.*', '**/test/**'],
};

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { default: 'en' },
  catalogs: only
    ? [
        only === 'shared'
          ? sharedCatalogue
          : {
              ...featureCatalogue,
              path: featureCatalogue.path.replace('{name}', only),
              include: [`<rootDir>/src/features/${only}`],
            },
      ]
    : [featureCatalogue, sharedCatalogue],
  format: formatter({ lineNumbers: false, origins: true }),
  orderBy: 'messageId',
});
