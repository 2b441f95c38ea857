import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Only api-client speaks HTTP to the store API: fetch and XMLHttpRequest are banned elsewhere in
// apps and libs (the demo API, tools and tests of the HTTP layer excepted).
const httpBan = {
  'no-restricted-globals': [
    'error',
    { name: 'fetch', message: 'Reach the store API through @matjar/api-client.' },
    { name: 'XMLHttpRequest', message: 'Reach the store API through @matjar/api-client.' },
  ],
  'no-restricted-properties': [
    'error',
    {
      object: 'window',
      property: 'fetch',
      message: 'Reach the store API through @matjar/api-client.',
    },
    {
      object: 'globalThis',
      property: 'fetch',
      message: 'Reach the store API through @matjar/api-client.',
    },
    {
      object: 'self',
      property: 'fetch',
      message: 'Reach the store API through @matjar/api-client.',
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.builds/**',
      '**/.react-router/**',
      '**/tmp/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.nx/**',
      'tools/lint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...nx.configs['flat/base'],
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mjs', '**/*.js'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          // The security suites share one generated corpus of hostile input; the storefront's unit
          // tests cover the build plugins that shape its chunks and their scripts; the ui library's
          // tests cover the shared test set-up's tracking of user events; the domain libraries'
          // screen tests share their store and session set-up.
          allow: [
            String.raw`^(\.\./)+tools/security/xss-corpus\.mjs$`,
            String.raw`^(\.\./)+tools/vitest/(user-events\.ts|screen-test-setup\.tsx)$`,
            String.raw`^(\.\./)+tools/vite/((lazy|shell)-chunks?|compile-hints|precompiled-messages|react-router-production|route-facts)\.js$`,
          ],
          depConstraints: [
            // Every project carries exactly one type tag; these are the directions of ARCHITECTURE.md.
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: ['type:domain', 'type:api-client', 'type:i18n', 'type:ui'],
            },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:i18n', 'type:api-client'] },
            {
              sourceTag: 'type:demo-api',
              onlyDependOnLibsWithTags: ['type:api-client', 'type:i18n'],
            },
            {
              sourceTag: 'type:domain',
              onlyDependOnLibsWithTags: ['type:api-client', 'type:i18n', 'type:ui', 'scope:auth'],
            },
            {
              sourceTag: 'type:ui',
              onlyDependOnLibsWithTags: ['type:i18n'],
              // No server state or atoms in ui; its list windowing (@tanstack/react-virtual) is allowed.
              bannedExternalImports: [
                '@tanstack/react-query',
                '@tanstack/query-*',
                'jotai',
                'jotai/*',
              ],
            },
            { sourceTag: 'type:api-client', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'type:i18n', onlyDependOnLibsWithTags: [] },
            // Only api-client may import ky.
            { sourceTag: '/^type:(?!api-client$)/', bannedExternalImports: ['ky', 'ky/*'] },
          ],
        },
      ],
    },
  },
  {
    // Build and test configuration sits outside the project graph's boundaries.
    files: [
      '**/vite.config.ts',
      '**/vitest.config.ts',
      '**/vitest.setup.ts',
      '**/playwright.config.ts',
      '**/react-router.config.ts',
    ],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    files: ['apps/storefront/**/*.{ts,tsx}', 'libs/**/*.{ts,tsx}'],
    ignores: ['libs/api-client/**'],
    rules: httpBan,
  },
  {
    // Hooks live in .ts files too (a library's hooks/ folder): the rules of hooks apply there alike.
    // (The demo API and the e2e suite are not React: their `use…` helpers are not hooks.)
    files: ['**/*.tsx', 'libs/**/*.ts', 'apps/storefront/**/*.ts'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  ...storybook.configs['flat/recommended'],
  {
    // Playwright reads fixture dependencies from an object pattern, empty when there are none.
    files: ['apps/storefront-e2e/**/*.ts'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  {
    // Another team's CommonJS program (tools/consumers): `import … = require()` is what it proves.
    files: ['tools/consumers/**/*.cts'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/*.spec.ts', '**/*.stories.tsx', 'tools/**'],
    rules: { ...Object.fromEntries(Object.keys(httpBan).map((rule) => [rule, 'off'])) },
  },
);
