import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
};

/**
 * Three projects: the portal in jsdom, and the server suite twice, on the embedded PostgreSQL
 * (18) and on the machine's PostgreSQL (15 at 127.0.0.1:5432, or EXTERNAL_DATABASE_URL).
 * scripts/test.mjs leaves the external one out, with a notice, when no such server answers.
 */
/**
 * Server files that open no database (the converter and its sandbox, the outbound-address policy, FEEL, the engine's
 * worker pool, pure helpers): one run on the embedded PostgreSQL's project says all they can say, so the external
 * project leaves them out. LibreOffice's files are among the slowest of the suite.
 */
const databaseFree = [
  'assistant-handbook',
  'form-localise',
  'internal-calls',
  'mail-html',
  'outbound-address',
  'print-converter',
  'print-sandbox',
  'seed-office-times',
  'signing-contents',
  'webhook-rebinding',
  'workflow-engine-pool',
  'workflow-feel',
].map((name) => `tests/server/${name}.test.ts`);

/**
 * Files whose time is LibreOffice converting a corpus of Word documents (half a minute or more); the statements they
 * run are those of print.test.ts, which runs on both, so the external project leaves them out too.
 */
const converterBound = ['print-documents'].map((name) => `tests/server/${name}.test.ts`);

const serverProject = (name: string, target: 'embedded' | 'external') => ({
  resolve: { alias },
  test: {
    name,
    environment: 'node',
    include: ['tests/server/**/*.test.ts'],
    // tests that start the real server process need the embedded PostgreSQL only
    exclude:
      target === 'external'
        ? ['tests/server/**/*.process.test.ts', ...databaseFree, ...converterBound, '**/node_modules/**']
        : ['**/node_modules/**'],
    globalSetup: ['tests/server/support/global-setup.ts'],
    env: { TEST_DB_TARGET: target },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks' as const,
    // each file builds its own app on its own database clone, so the files share nothing but loaded code: one module
    // cache per worker (the server's modules took ~5 s to load for every file, more than most files' tests)
    isolate: false,
  },
});

/**
 * The portal's files that replace modules (`vi.mock`) or need a module's first state (marked `@isolated-file`: a
 * page session's request id, echarts' global registry): each runs in a fresh module graph ('web-isolated'). The others
 * ('web') share loaded modules per worker, as the server projects do: importing antd, React and the app anew for every
 * file, and a new jsdom, took more time than the tests (642 s of imports for 1,319 s of tests). Each shared file starts
 * from what a fresh page has (tests/web/support/fresh-file.ts: storage, stores, caches, notifier, spies, timers).
 */
const webDir = fileURLToPath(new URL('./tests/web', import.meta.url));
const mocking = fs
  .readdirSync(webDir, { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.test\.tsx?$/.test(f) && /vi\.mock\(|@isolated-file/.test(fs.readFileSync(path.join(webDir, f), 'utf8')))
  .map((f) => `tests/web/${f.split(path.sep).join('/')}`);

function webProject(name: string, isolate: boolean) {
  return {
    plugins: [react()],
    resolve: {
      alias: [
        ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
        // 'antd' is its CommonJS build here (lib/): a deep import (antd/es/app/context, antd/es/input/Search)
        // takes the same build, so that both share one React context (the app's, the config provider's)
        { find: /^antd\/es\//, replacement: 'antd/lib/' },
      ],
    },
    test: {
      name,
      environment: 'jsdom',
      include: isolate ? mocking : ['tests/web/**/*.test.{ts,tsx}'],
      exclude: isolate ? [] : [...mocking, '**/node_modules/**'],
      setupFiles: isolate ? ['tests/web/support/setup.ts'] : ['tests/web/support/setup.ts', 'tests/web/support/fresh-file.ts'],
      css: false,
      testTimeout: 30_000,
      isolate,
    },
  };
}

export default defineConfig({
  test: {
    // vitest's default on a 2-core machine is one worker; the files are independent (each server file clones its
    // own database) and wait on PostgreSQL and jsdom in turn, so two run side by side
    maxWorkers: 2,
    projects: [
      webProject('web', false),
      webProject('web-isolated', true),
      serverProject('server-pg18', 'embedded'),
      serverProject('server-pg15', 'external'),
    ],
  },
});
