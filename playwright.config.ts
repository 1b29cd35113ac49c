import { defineConfig } from '@playwright/test';

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
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  webServer: external
    ? undefined
    : {
        command: `node scripts/e2e-server.mjs`,
        url: `${baseURL}/front/`,
        timeout: 240_000,
        reuseExistingServer: false,
        env: { PORT: String(port), TRUST_PROXY: 'loopback' },
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
