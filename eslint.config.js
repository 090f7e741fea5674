import js from '@eslint/js';
import globals from 'globals';
import pluginLingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Attributes a parent sees or a screen reader speaks. */
const VISIBLE_ATTRIBUTES =
  '/^(aria-label|aria-description|aria-valuetext|title|placeholder|alt|label|description|hint|heading|caption|subtitle|message|\\w+(Label|Title|Text|Message|Hint))$/';

/** Lingui's message components: the text inside them is the message. */
const LINGUI_MESSAGE =
  'JSXElement[openingElement.name.name=/^(Trans|Plural|Select|SelectOrdinal)$/]';

/** The web areas whose text is all in the catalogues: the lint rule below holds them to it. */
const I18N_DONE = [
  'apps/web/src/features/reminders/**/*.{ts,tsx}',
  'apps/web/src/features/vaccines/**/*.{ts,tsx}',
  'apps/web/src/features/growth/**/*.{ts,tsx}',
  'apps/web/src/features/children/**/*.{ts,tsx}',
  'apps/web/src/features/records/**/*.{ts,tsx}',
  'apps/web/src/features/take-along/**/*.{ts,tsx}',
  'apps/web/src/features/calendar/**/*.{ts,tsx}',
  'apps/web/src/features/account/**/*.{ts,tsx}',
  'apps/web/src/features/tools/**/*.{ts,tsx}',
  'apps/web/src/lib/i18n/**/*.{ts,tsx}',
  'apps/web/src/components/**/*.{ts,tsx}',
  'apps/web/src/features/stories/**/*.{ts,tsx}',
  'apps/web/src/features/auth/**/*.{ts,tsx}',
  'apps/web/src/app/**/*.{ts,tsx}',
  'apps/web/src/features/legal/**/*.{ts,tsx}',
  'apps/web/src/features/share-links/**/*.{ts,tsx}',
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'apps/api/src/db/migrations/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Type-aware rules: TypeScript's project service finds each file's tsconfig.json; the two
    // root .ts files outside every project get the default one.
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts', 'scripts/bench/*.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // An unhandled promise loses its error (and, in the API, outlives the request).
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The web app talks to the server only through the contract and its own API client.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/api/**', '@tika/api'],
              message: 'The web app imports only @tika/contract.',
            },
          ],
        },
      ],
    },
  },
  {
    // Text a parent reads goes through the message catalogues (docs/decisions/0020-hindi-and-english.md).
    // Listed here as each area's strings move into its catalogue; all of apps/web/src in the end.
    files: I18N_DONE,
    ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
    plugins: { lingui: pluginLingui },
    rules: {
      ...pluginLingui.configs['flat/recommended'].rules,
      // User-visible literal text in JSX: words between tags, in the attributes a parent sees or
      // hears, and strings placed straight into the markup. Text made elsewhere (a toast in a
      // hook) is caught by the pseudo-locale browser test instead.
      'no-restricted-syntax': [
        'error',
        ...[
          `JSXText[value=/\\p{L}{2}/u]:not(${LINGUI_MESSAGE} JSXText)`,
          `JSXAttribute[name.name=${VISIBLE_ATTRIBUTES}] > Literal[value=/\\p{L}{2}/u]`,
          // Between tags, and in those attributes; not in ids, types, routes or class names.
          ...[
            ':matches(JSXElement, JSXFragment)',
            `JSXAttribute[name.name=${VISIBLE_ATTRIBUTES}]`,
          ].flatMap((where) => [
            `${where} > JSXExpressionContainer > Literal[value=/\\p{L}{2}/u]`,
            `${where} > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression) > Literal[value=/\\p{L}{2}/u]`,
            `${where} > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/\\p{L}{2}/u]`,
          ]),
        ].map((selector) => ({
          selector,
          message: 'Text a parent sees goes in the catalogues: wrap it in <Trans> or t`…`.',
        })),
      ],
    },
  },
  {
    // Small functions read in one screen: a longer one gets split into named pieces.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['packages/contract/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|\\.)', message: 'The contract depends on zod only.' }] },
      ],
    },
  },
);
