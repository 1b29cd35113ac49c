import { test as base, expect } from '@playwright/test';

let counter = 0;

/**
 * Each test's browser context comes from an address of its own (the e2e server trusts the
 * loopback proxy header), so the per-address sign-in limits and the captcha after failures in
 * one test do not spill into the next, as they would not between real colleagues.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    counter += 1;
    const ip = `10.${100 + (testInfo.workerIndex % 100)}.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`;
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': ip });
  },
});

export { expect };
