/**
 * How the e2e suite and the flow chart benchmark start Chromium: the system one (browser downloads
 * are not possible on these machines), without a sandbox, GPU or background traffic; each caller
 * adds its own switches.
 */
export const chromiumLaunchOptions = (...extraArgs: string[]) => ({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', ...extraArgs],
});
