import { defineConfig } from '@playwright/test';
import { serverLogFile } from './e2e/support/server-log';
import { chromiumLaunchOptions } from './e2e/support/chromium';

const port = Number(process.env.E2E_PORT ?? 18181);
// E2E_BASE_URL points the suite at a server already running (while writing tests); else it starts one
const external = process.env.E2E_BASE_URL;
export const baseURL = external ?? `http://127.0.0.1:${port}`;

/**
 * One server (fresh data folder, built portal) and one Chromium, the system one: browser
 * downloads are not possible on these machines.
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // on CI the failed tests' pages are printed after the summary (only the output survives there)
  reporter: process.env.CI ? [['list'], ['./e2e/support/failure-context-reporter.ts']] : [['list']],
  // the server log of the whole run must hold no credential (issue 13)
  globalTeardown: './e2e/support/server-log.ts',
  use: {
    baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // a failure keeps the trace of actions, console and network, and a screenshot; DOM snapshots of every action (which
    // nearly doubled the suite's time) are left out
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions('--disable-quic', '--no-first-run'),
  },
  webServer: external
    ? undefined
    : {
        command: `node scripts/e2e-server.mjs`,
        url: `${baseURL}/front/`,
        timeout: 240_000,
        reuseExistingServer: false,
        env: { PORT: String(port), TRUST_PROXY: 'loopback', LOG_LEVEL: 'info', LOG_FILE: serverLogFile },
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
