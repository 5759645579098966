import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';

/** Every folder of src/features is a feature: one that is added gets its boundary without editing this file. */
const FEATURES = readdirSync(`${import.meta.dirname}/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** React-free engines of the data transfer feature, shared with `npm run snapshot` and the import bench. */
const TRANSFER_ENGINES = './features/dataTransfer/engine';

const NO_CLIMBING = {
  regex: '^(\\.\\./){3,}',
  message:
    'Do not climb three or more folders: import by name (`#xml/…`, `#server/…`) or move the module closer.',
};

/**
 * The attributes a user reads or hears: their text must come from a message catalogue
 * (src/i18n/README.md). Others (`to`, `variant`, `autoComplete`…) are the code's own words.
 */
const READ_ATTRIBUTES = [
  'label',
  'placeholder',
  'title',
  'alt',
  'description',
  'error',
  'message',
  'tooltip',
  'heading',
  'hint',
  'caption',
  'legend',
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  '[a-zA-Z]*(Label|Title|Message|Text|Description|Placeholder)',
];

/** Object properties whose text is shown (notifications, select options, table columns…). */
const READ_PROPERTIES =
  'label|title|message|description|placeholder|error|text|heading|hint|tooltip';

const SHARED_INSTEAD =
  'What two features share goes to src/components, src/hooks, src/lib or src/api; src/app composes features.';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'node_modules',
      'data',
      'test-results',
      'playwright-report',
      '.bench-data',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    // Config files outside tsconfig.json: no type information for them.
    files: ['**/*.{js,cjs,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...FEATURES.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message: `A feature never imports another feature's files. ${SHARED_INSTEAD}`,
            })),
            {
              target: ['./src/components', './src/hooks', './src/lib', './src/api', './src/xml'],
              from: './src/features',
              message: `Shared code never imports a feature. ${SHARED_INSTEAD}`,
            },
            {
              // The servers and command lines share the codec, the React-free API layer and the
              // data transfer engines (`npm run snapshot` runs the console's own snapshot engine,
              // the import bench its CSV engine); never screens or hooks.
              target: ['./server', './bench', './faults'],
              from: './src',
              except: ['./xml', './api', TRANSFER_ENGINES],
              message:
                'Server code imports only src/xml, the React-free src/api and the data transfer engines from the console.',
            },
            {
              // The engines run in Node (npm run snapshot): nothing of the screens beside them.
              target: './src/features/dataTransfer/engine',
              from: './src/features/dataTransfer',
              except: ['./engine'],
              message: 'The data transfer engines never import its screens (they run in Node).',
            },
          ],
        },
      ],
    },
  },
  ...pluginQuery.configs['flat/recommended'],
  {
    // Every query's key comes from an options factory (src/api), never spelled at a call site.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      '@tanstack/query/prefer-query-options': 'error',
      // Off on purpose: keys name the resource, not the API client. The console has one client
      // per QueryClient (tests make a QueryClient per client), so adding it to every key would
      // only split the cache the invalidation rules of src/api/cache.ts address by prefix.
      '@tanstack/query/exhaustive-deps': 'off',
    },
  },
  {
    // Tests (and their helpers) may reach across the tree for fixtures and the service harness.
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.spec.ts', '**/testing/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_CLIMBING] }] },
  },
  {
    // The data transfer engines run in Node too (npm run snapshot, the import bench): no React.
    files: ['src/features/dataTransfer/engine/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NO_CLIMBING,
            {
              group: [
                'react',
                'react-dom',
                'react-dom/*',
                'react-router',
                '@mantine/*',
                '@tabler/*',
              ],
              message: 'The data transfer engines stay free of React: screens go beside engine/.',
            },
            {
              group: ['@tanstack/react-query'],
              message: "The engines call endpoint functions; caches are the screens' business.",
            },
          ],
        },
      ],
    },
  },
  {
    // Every text a user reads comes from a message catalogue (English and German, src/i18n).
    files: ['src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/testing/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: READ_ATTRIBUTES },
          message: 'A text the user reads belongs in the messages catalogue (src/i18n/README.md)',
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', '**/messages.*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `Property[key.name=/^(${READ_PROPERTIES})$/] > Literal[value=/[A-Za-z]{2}/]`,
          message: 'A text the user reads belongs in the messages catalogue (src/i18n/README.md)',
        },
        {
          selector: `Property[key.name=/^(${READ_PROPERTIES})$/] > TemplateLiteral:has(TemplateElement[value.raw=/[A-Za-z]{2}/])`,
          message: 'A text the user reads belongs in the messages catalogue (src/i18n/README.md)',
        },
      ],
    },
  },
);
