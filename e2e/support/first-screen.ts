import type { Page } from 'playwright-core';

/**
 * Measures the portal's first screen in Chromium (issue 18): the requests and transferred bytes (as the network
 * sent them, so brotli where the server compressed) until the home page's to-do card shows its rows or its empty
 * state, and the time to that moment from the start of the navigation. Used by e2e/first-screen.spec.ts (counts)
 * and e2e/perf/first-screen.bench.ts (counts and times at two network profiles).
 */

/** A network profile as Chrome's devtools emulate it (latency per request, throughput in bytes per second). */
export interface NetworkProfile {
  name: string;
  latency: number;
  downloadThroughput: number;
  uploadThroughput: number;
}

export const DESKTOP_PROFILE: NetworkProfile = {
  name: 'desktop profile (40 ms, 10 Mbit/s)',
  latency: 40,
  downloadThroughput: (10 * 1e6) / 8,
  uploadThroughput: (10 * 1e6) / 8,
};
export const SLOW_4G_PROFILE: NetworkProfile = {
  name: 'slow 4G (150 ms, 1.6 Mbit/s)',
  latency: 150,
  downloadThroughput: (1.6 * 1e6) / 8,
  uploadThroughput: (0.75 * 1e6) / 8,
};

/** The to-do card with its list loaded (rows or the empty state): HomeListCard sets aria-busy while loading. */
export const TODO_READY = '[data-testid="home-todo"][aria-busy="false"]';

export interface FirstScreen {
  /** from the start of the navigation to the to-do card showing its list */
  ms: number;
  /** the page's HTML received (responseEnd of the document), same load */
  htmlMs: number;
  /** requests that went to the network before the card showed (cache hits not counted) */
  requests: number;
  /** bytes those requests transferred (headers and encoded bodies) */
  bytes: number;
  /** each request with its transferred bytes */
  urls: { url: string; bytes: number }[];
}

interface Seen {
  url: string;
  wall: number;
  bytes: number;
  cached: boolean;
}

declare global {
  interface Window {
    __firstScreenAt?: { ms: number; wall: number };
  }
}

/**
 * Marks the moment the card shows, in the page itself (no polling delay from the test side). A string, not a
 * function: tsx would wrap a function's inner names in a helper the page does not have.
 */
const watchForCard = (selector: string) => `(() => {
  const check = () => {
    if (window.__firstScreenAt || !document.querySelector(${JSON.stringify(selector)})) return;
    window.__firstScreenAt = { ms: performance.now(), wall: Date.now() };
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
})();`;

/**
 * Loads `url` in `page` (already signed in: its storage holds the session) under `profile`; `cold` empties
 * and bypasses the HTTP cache, else the cache of earlier loads serves what it may (a repeat visit).
 */
export async function measureFirstScreen(
  page: Page,
  url: string,
  options: { profile?: NetworkProfile; cold: boolean },
): Promise<FirstScreen> {
  const cdp = await page.context().newCDPSession(page);
  const seen = new Map<string, Seen>();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!e.request.url.startsWith('http')) return;
    seen.set(e.requestId, { url: e.request.url, wall: e.wallTime * 1000, bytes: 0, cached: false });
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    const r = seen.get(e.requestId);
    if (r) r.cached = true;
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = seen.get(e.requestId);
    if (r && (e.response.fromDiskCache || e.response.fromPrefetchCache || e.response.fromServiceWorker)) r.cached = true;
  });
  cdp.on('Network.dataReceived', (e) => {
    const r = seen.get(e.requestId);
    if (r) r.bytes += e.encodedDataLength;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = seen.get(e.requestId);
    if (r) r.bytes = Math.max(r.bytes, e.encodedDataLength);
  });
  await cdp.send('Network.enable');
  if (options.cold) await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: options.cold });
  const profile = options.profile;
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile?.latency ?? 0,
    downloadThroughput: profile?.downloadThroughput ?? -1,
    uploadThroughput: profile?.uploadThroughput ?? -1,
  });
  await page.addInitScript(watchForCard(TODO_READY));
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__firstScreenAt, undefined, { timeout: 30_000 });
    const at = await page.evaluate(() => window.__firstScreenAt!);
    const htmlMs = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd);
    // requests already under way finish (their bytes count), the event stream stays open
    await page.waitForTimeout(500);
    const before = [...seen.values()].filter((r) => r.wall <= at.wall + 1 && !r.cached);
    return {
      ms: at.ms,
      htmlMs,
      requests: before.length,
      bytes: before.reduce((sum, r) => sum + r.bytes, 0),
      urls: before.map((r) => ({ url: r.url, bytes: r.bytes })),
    };
  } finally {
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    await cdp.detach();
  }
}
