import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';
import pluginQuery from '@tanstack/eslint-plugin-query';
import { SERVER_DOMAINS, domainLoop } from './eslint.domains.js';

const app = { element: { type: 'app' } };
const feature = { element: { type: 'feature' } };
const library = { element: { type: 'library' } };
const resolver = fileURLToPath(new URL('./eslint.resolver.cjs', import.meta.url));

// Earlier name-based checks, kept for their messages and for the axios rule; they see only import
// specifiers, so eslint-plugin-boundaries below is what enforces the layers on resolved paths.
const layer = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});
// antd's own app folder (App.useApp's context, src/shared/ui/useAppApis.ts) is not ours
const noApp = { group: ['@/app/*', '@/App', '**/app/*', '!antd/es/app/*'], message: 'Only the app layer may import src/app.' };
const noFeatures = { group: ['@/features/*', '**/features/*'], message: 'src/api and src/shared must not import features.' };
const onlyFeatureIndex = {
  group: ['@/features/*/*', '!@/features/*/index', '!@/features/*/routes'],
  message: 'Import another feature only through its index.ts.',
};
const noAxios = { group: ['axios'], message: 'Reach the server through src/api (the one axios client).' };

// Server: a request's body, query, params and headers are typed by the route's schema (TypeBox), never cast
const noRequestCast = {
  selector:
    ':matches(TSAsExpression, TSTypeAssertion) > MemberExpression[object.name=/^(request|req)$/][property.name=/^(body|query|params|headers)$/]',
  message: "Type a request's body, query, params and headers with the route's schema instead of casting them.",
};

const serverLoop = domainLoop(SERVER_DOMAINS);
if (serverLoop) throw new Error(`eslint.config.js: the server's domains would import in a loop: ${serverLoop}`);

const sDomain = (domain) => ({ element: { type: 'domain', captured: { domain } } });
const shared = { element: { types: { anyOf: ['lib', 'db', 'config', 'schema', 'context'] } } };

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
  // TanStack Query's recommended rules on the portal: query keys that hold every input of the query function, no
  // rest destructuring of a query's result, a stable query client, no query function answering nothing…
  ...pluginQuery.configs['flat/recommended'].map((config) => ({ ...config, files: ['src/**/*.{ts,tsx}'] })),
  {
    // The layers, enforced on resolved paths so relative imports count as much as @/ ones:
    // app -> features -> shared/api; a feature reaches another feature only through its index.ts.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { [resolver]: {} },
      'boundaries/include': ['src/**/*'],
      'boundaries/elements': [
        { type: 'app', pattern: 'src/app' },
        { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
        // shared libraries with a door of their own (index.ts): the session and the form runtime
        { type: 'library', pattern: 'src/shared/+(session|form-runtime)', capture: ['library'] },
        { type: 'shared', pattern: 'src/shared' },
        { type: 'api', pattern: 'src/api' },
      ],
    },
    rules: {
      // main.tsx and App.tsx start the app and belong to no layer: nothing in a layer may import them
      'boundaries/no-unknown-dependencies': 'error',
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: app, allow: { to: { element: { types: { anyOf: ['app', 'shared', 'api'] } } } } },
            // a shared library (src/shared/session, src/shared/form-runtime) is reached through its index.ts only
            { from: app, allow: { to: { element: { type: 'library', fileInternalPath: 'index.ts' } } } },
            // the router loads every feature's routes.ts (src/app/router/registry.ts)
            { from: app, allow: { to: { element: { type: 'feature', fileInternalPath: ['index.ts', 'routes.ts'] } } } },
            { from: feature, allow: { to: { element: { types: { anyOf: ['shared', 'api'] } } } } },
            { from: feature, allow: { to: { element: { type: 'library', fileInternalPath: 'index.ts' } } } },
            // inside a feature anything goes; another feature only through its index.ts
            { from: feature, allow: { to: { element: { type: 'feature', captured: { feature: '{{ from.captured.feature }}' } } } } },
            { from: feature, allow: { to: { element: { type: 'feature', fileInternalPath: 'index.ts' } } } },
            // the sign-in feature is the app's alone (src/main.tsx, the shell); what features read of it is src/shared/session
            {
              from: { element: { type: 'feature', captured: { feature: '!auth' } } },
              disallow: { to: { element: { type: 'feature', captured: { feature: 'auth' } } } },
            },
            {
              from: { element: { types: { anyOf: ['shared', 'api', 'library'] } } },
              allow: { to: { element: { types: { anyOf: ['shared', 'api'] } } } },
            },
            {
              from: { element: { types: { anyOf: ['shared', 'api', 'library'] } } },
              allow: { to: { element: { type: 'library', fileInternalPath: 'index.ts' } } },
            },
            // inside a library anything goes
            { from: library, allow: { to: { element: { type: 'library', captured: { library: '{{ from.captured.library }}' } } } } },
          ],
        },
      ],
    },
  },
  {
    // Import cycles (file circles) in the portal, the server and the contract; depth-limited so lint stays fast.
    files: ['src/**/*.{ts,tsx}', 'server/src/**/*.ts', 'contract/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { [resolver]: {} }, 'import-x/extensions': ['.ts', '.tsx', '.js'] },
    // lazy page loaders (import()) break a cycle at run time, so they do not count
    rules: { 'import-x/no-cycle': ['error', { maxDepth: 8, ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }] },
  },
  {
    // Server domains reach each other only through their doors, along SERVER_DOMAINS (acyclic).
    files: ['server/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { [resolver]: {} },
      'boundaries/include': ['server/src/**/*'],
      // Some elements are single files (mode: 'file'). eslint-plugin-boundaries 7 warns once per run that `mode` is
      // deprecated in favour of file descriptors ('boundaries/files'); partialMatch: false does not classify files.
      'boundaries/elements': [
        {
          type: 'root',
          mode: 'file',
          pattern: ['server/src/{app,server,main,workers,links}.ts', 'server/src/seed/**/*.ts', 'server/src/**/seed*.ts'],
        },
        { type: 'schema', mode: 'file', pattern: ['server/src/**/tables*.ts', 'server/src/db/{schema,columns}.ts'] },
        { type: 'migrations', pattern: 'server/src/db/migrations' },
        { type: 'context', mode: 'file', pattern: 'server/src/lib/context.ts' },
        { type: 'config', mode: 'file', pattern: 'server/src/config.ts' },
        { type: 'lib', pattern: 'server/src/lib' },
        { type: 'db', pattern: 'server/src/db' },
        // the BPMN adapter: imports nothing of the workflow above it (actions reach the worker as data)
        { type: 'engine', pattern: 'server/src/workflow/engine' },
        { type: 'domain', pattern: 'server/src/*', capture: ['domain'] },
      ],
    },
    // every file of server/src is some element (a top-level folder is a domain), so no-unknown-dependencies would add
    // lint time and nothing else
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: { element: { type: 'root' } }, allow: { to: { element: { type: '*' } } } },
            { from: { element: { type: 'lib' } }, allow: { to: { element: { types: { anyOf: ['lib', 'config'] } } } } },
            { from: { element: { type: 'db' } }, allow: { to: { element: { types: { anyOf: ['db', 'lib', 'config', 'schema'] } } } } },
            { from: { element: { type: 'context' } }, allow: { to: { element: { types: { anyOf: ['lib', 'config', 'db'] } } } } },
            // table types: the database's shape; they may name their own domain's value types (a stored model)
            { from: { element: { type: 'schema' } }, allow: { to: { element: { types: { anyOf: ['schema', 'db'] } } } } },
            { from: { element: { type: 'schema' } }, allow: { to: { element: { type: 'domain' } }, dependency: { kind: 'type' } } },
            {
              from: { element: { type: 'migrations' } },
              allow: { to: { element: { types: { anyOf: ['migrations', 'db', 'lib', 'schema'] } } } },
            },
            // migrations are history, not edited: they name the queues through jobs/queues.ts (constants only)
            {
              from: { element: { type: 'migrations' } },
              allow: { to: { element: { type: 'domain', captured: { domain: 'jobs' }, fileInternalPath: 'queues.ts' } } },
            },
            { from: { element: { type: 'domain' } }, allow: { to: shared } },
            { from: { element: { type: 'engine' } }, allow: { to: { element: { type: 'engine' } } } },
            { from: sDomain('workflow'), allow: { to: { element: { type: 'engine' } } } },
            // inside a domain anything goes (workflow's sub-folders included)
            { from: { element: { type: 'domain' } }, allow: { to: sDomain('{{ from.captured.domain }}') } },
            ...Object.entries(SERVER_DOMAINS)
              .filter(([, uses]) => uses.length)
              .map(([domain, uses]) => ({
                from: sDomain(domain),
                allow: { to: { element: { type: 'domain', captured: { domain: uses }, fileInternalPath: 'index.ts' } } },
              })),
          ],
        },
      ],
    },
  },
  layer(['src/api/**/*.{ts,tsx}', 'src/shared/**/*.{ts,tsx}'], [noApp, noFeatures]),
  layer(['src/features/**/*.{ts,tsx}'], [noApp, onlyFeatureIndex, noAxios]),
  {
    files: ['src/api/**/*.ts'],
    ignores: ['src/api/http.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noApp, noFeatures, noAxios] }] },
  },
  {
    // eslint-module-utils loads import resolvers with require()
    files: ['eslint.resolver.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Server: SQL lives in repositories. Only repo*.ts, table types, db/, migrations and seed data import kysely (or
  // its sub-paths such as kysely/helpers/postgres) or start a query on the database object they were handed.
  {
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/**/repo*.ts', 'server/src/**/tables*.ts', 'server/src/db/**', 'server/src/seed/**', 'server/src/**/seed*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'kysely', message: 'SQL belongs in a repository (repo*.ts); services and routes call repository functions.' }],
          patterns: [
            { group: ['kysely/*'], message: 'SQL belongs in a repository (repo*.ts); services and routes call repository functions.' },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/]',
          message: 'A query is built in a repository (repo*.ts); services and routes call repository functions.',
        },
        noRequestCast,
      ],
    },
  },
  {
    files: [
      'server/src/**/repo*.ts',
      'server/src/**/tables*.ts',
      'server/src/db/**/*.ts',
      'server/src/seed/**/*.ts',
      'server/src/**/seed*.ts',
    ],
    rules: { 'no-restricted-syntax': ['error', noRequestCast] },
  },
  // Small files: a module over 300 lines usually hides two (migrations and seed data excepted).
  {
    files: ['src/**/*.{ts,tsx}', 'server/src/**/*.ts', 'contract/**/*.ts'],
    ignores: ['server/src/db/migrations/**', 'server/src/seed/**', 'server/src/**/seed*.ts'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['tests/**/*', 'e2e/**/*', 'mocks/**/*', 'scripts/**/*'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
