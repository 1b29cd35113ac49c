import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// The flow is one way, app -> features -> shared/api; a feature reaches another only through its index.
const layer = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});
const noApp = { group: ['@/app/*', '@/App', '**/app/*'], message: 'Only the app layer may import src/app.' };
const noFeatures = { group: ['@/features/*', '**/features/*'], message: 'src/api and src/shared must not import features.' };
const onlyFeatureIndex = {
  group: ['@/features/*/*', '!@/features/*/index', '!@/features/*/routes'],
  message: 'Import another feature only through its index.ts.',
};
const noAxios = { group: ['axios'], message: 'Reach the server through src/api (the one axios client).' };

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'test-results',
      'playwright-report',
      'e2e/artifacts',
      'data',
      'public/mockServiceWorker.js',
      '.shots',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  layer(['src/api/**/*.{ts,tsx}', 'src/shared/**/*.{ts,tsx}'], [noApp, noFeatures]),
  layer(['src/features/**/*.{ts,tsx}'], [noApp, onlyFeatureIndex, noAxios]),
  {
    files: ['src/api/**/*.ts'],
    ignores: ['src/api/http.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noApp, noFeatures, noAxios] }] },
  },
  {
    files: ['tests/**/*', 'e2e/**/*', 'mocks/**/*', 'scripts/**/*'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
