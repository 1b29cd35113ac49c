/**
 * Large-screen benchmark (`node scripts/bench-screen.mjs`, not part of npm test): builds a small page around the
 * portal's ScreenView with Vite, serves it, and in headless Chromium at 1920x1080 measures the screen with its 40
 * widgets (every border box, decoration and chart kind) beside an empty canvas in the same run: the time from
 * render to the first frame with every widget drawn, and the frames per second while the boards scroll (and the
 * decorations, ponds and flop animate). Prints one JSON line per measure: {section, name, value, unit, reference}.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../support/chromium';
import { serve } from './staticServer';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const FPS_MS = Number(process.env.BENCH_FPS_MS ?? 5000);

interface BenchGlobal {
  bench: { mount(withWidgets: boolean): Promise<number>; fps(ms: number): Promise<{ fps: number; longest: number }> };
  benchReady?: boolean;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
async function main(): Promise<void> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'screen-bench-'));
  await build({
    configFile: false,
    logLevel: 'error',
    root: path.join(here, 'screen-page'),
    base: './',
    resolve: { alias: { '@': path.join(root, 'src'), '@contract': path.join(root, 'contract') } },
    build: { outDir, emptyOutDir: true, target: 'es2022', reportCompressedSize: false },
  });
  const site = await serve(outDir);
  const browser = await chromium.launch(chromiumLaunchOptions('--js-flags=--expose-gc'));
  try {
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    page.on('pageerror', (err) => console.error('[page]', err.message));
    // BENCH_REDUCED_MOTION=1: the same screen standing still (prefers-reduced-motion), to see what the animations cost
    if (process.env.BENCH_REDUCED_MOTION) await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(site.url);
    await page.waitForFunction(() => (globalThis as unknown as BenchGlobal).benchReady === true);
    const mount = (withWidgets: boolean) => page.evaluate((w) => (globalThis as unknown as BenchGlobal).bench.mount(w), withWidgets);
    const fps = () => page.evaluate((ms) => (globalThis as unknown as BenchGlobal).bench.fps(ms), FPS_MS);
    const full: number[] = [];
    const empty: number[] = [];
    // one warm-up of each (chunks, fonts), then alternate so both see the same machine load
    await mount(true);
    await mount(false);
    for (let run = 0; run < RUNS; run++) {
      full.push(await mount(true));
      empty.push(await mount(false));
    }
    await mount(true);
    const busy = await fps();
    await mount(false);
    const idle = await fps();
    const round = (n: number) => Math.round(n * 10) / 10;
    const rows = [
      {
        section: 'Large screen',
        name: `40 widgets at 1920x1080: render to the first frame with every widget drawn (median of ${RUNS})`,
        value: String(Math.round(median(full))),
        unit: 'ms',
        reference: { name: 'empty canvas, same run', value: String(Math.round(median(empty))), unit: 'ms' },
      },
      {
        section: 'Large screen',
        name: `40 widgets: frames per second while the boards scroll (${FPS_MS / 1000} s; longest frame ${Math.round(busy.longest)} ms)`,
        value: String(round(busy.fps)),
        unit: 'fps',
        reference: {
          name: `empty canvas, same run (longest frame ${Math.round(idle.longest)} ms)`,
          value: String(round(idle.fps)),
          unit: 'fps',
        },
      },
    ];
    for (const row of rows) console.log(JSON.stringify(row));
  } finally {
    await browser.close();
    await site.close();
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

await main();
