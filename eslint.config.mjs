import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';

// The SPA's layers, lowest first; an import may only point down (or sideways where a policy says so):
// shared <- api <- lib, paths, request <- components <- features <- layout <- pages <- app (the composition root).
// A feature reaches another feature only through that feature's index.ts. Tests are exempt.
const CLIENT_RESTRICTED_IMPORTS = [
  { group: ['**/server/**'], message: 'The SPA never imports the server.' },
  { group: ['@sinclair/typebox'], message: 'Keep TypeBox out of the bundle: import types only.', allowTypeImports: true },
  // A schema module builds TypeBox schemas when loaded: a constant from one would bring TypeBox into the chunk.
  { group: ['**/shared/schemas/**'], message: 'Schema modules carry TypeBox: import types only (plain values: src/shared/schemaValues.ts or constants.ts).', allowTypeImports: true },
];
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', 'src/client/testing/**', 'src/server/test-support/**'];
const to = (...types) => ({ to: { element: { type: types } } });
const FEATURE_INDEX = { to: { element: { type: 'feature', fileInternalPath: ['index.ts', 'index.tsx'] } } };
const SAME_FEATURE = { to: { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } } };
const layerPolicies = [
  { from: { element: { type: 'shared' } }, allow: [to('shared')] },
  { from: { element: { type: 'server' } }, allow: [to('server', 'shared')] },
  { from: { element: { type: 'api' } }, allow: [to('api', 'shared')] },
  { from: { element: { type: 'paths' } }, allow: [to('shared', 'paths')] },
  // lib takes only the ApiError type and codes from api/.
  { from: { element: { type: 'lib' } }, allow: [to('lib', 'shared', 'paths'), { to: { element: { type: 'api', fileInternalPath: 'apiError.ts' } } }] },
  { from: { element: { type: 'request' } }, allow: [to('shared', 'api', 'lib', 'paths', 'request')] },
  { from: { element: { type: 'components' } }, allow: [to('components', 'shared', 'lib', 'paths')] },
  { from: { element: { type: 'feature' } }, allow: [to('shared', 'api', 'lib', 'paths', 'request', 'components'), SAME_FEATURE, FEATURE_INDEX] },
  { from: { element: { type: 'layout' } }, allow: [to('layout', 'shared', 'lib', 'paths', 'request', 'components'), FEATURE_INDEX] },
  { from: { element: { type: 'pages' } }, allow: [to('pages', 'layout', 'shared', 'lib', 'paths', 'request', 'components'), FEATURE_INDEX] },
  // The composition root wires everything (the router lazy-loads route pages deep in features and pages).
  { from: { element: { type: 'app' } }, allow: [to('*')] },
];

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'coverage/**', 'src/server/db/migrations/**', 'test/firebase-emulator/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { patterns: [] }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: CLIENT_RESTRICTED_IMPORTS }],
    },
  },
  {
    // Presentational pieces: data comes in through props, never from the store.
    files: ['src/client/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'react-redux', message: 'Components are presentational: the parent passes what it reads from the store.' }],
          patterns: CLIENT_RESTRICTED_IMPORTS,
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
      'boundaries/include': ['src/**/*'],
      'boundaries/ignore': TEST_FILES,
      'boundaries/legacy-templates': false,
      // `mode: 'full'` is the only way v7 classifies a single file as an element (partialMatch: false keeps folder semantics).
      'boundaries/legacy-warnings': false,
      'boundaries/elements-single-match': true,
      'boundaries/elements': [
        { type: 'shared', pattern: 'src/shared', partialMatch: false },
        { type: 'server', pattern: 'src/server', partialMatch: false },
        // Two single files of app/ sit low: the map of SPA paths and the request helper.
        { type: 'paths', pattern: 'src/client/app/{paths,areaPaths}.ts', mode: 'full' },
        { type: 'request', pattern: 'src/client/app/{request,useRequest}.ts', mode: 'full' },
        { type: 'api', pattern: 'src/client/api', partialMatch: false },
        { type: 'lib', pattern: 'src/client/lib', partialMatch: false },
        { type: 'components', pattern: 'src/client/components', partialMatch: false },
        { type: 'feature', pattern: 'src/client/features/*', partialMatch: false, capture: ['feature'] },
        { type: 'layout', pattern: 'src/client/layout', partialMatch: false },
        { type: 'pages', pattern: 'src/client/pages', partialMatch: false },
        { type: 'app', pattern: 'src/client/app', partialMatch: false },
        { type: 'app', pattern: 'src/client/index.tsx', mode: 'full' },
      ],
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', checkInternals: false, policies: layerPolicies }],
      'boundaries/no-unknown-files': 'error',
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/client/**'], message: 'The server never imports the SPA.' }] }],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/client/**', '**/server/**'], message: 'src/shared imports nothing else.' }] }],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
