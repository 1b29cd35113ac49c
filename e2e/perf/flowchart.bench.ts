/**
 * Flow chart benchmark (`node scripts/bench-flowchart.mjs`, not part of npm test): builds a small
 * page around the portal's viewer code with Vite, serves it, and in headless Chromium renders
 * generated 300- and 3,000-node diagrams: the portal's way (prepare the XML, import, fit, colour,
 * approver overlays) against the plain bpmn-js import + fit of the same diagram in the same run.
 * Prints one JSON line per size: {section, name, ms, value, unit, reference, target, pass}.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { chromium } from 'playwright-core';
import { generateImage, type GeneratedImage } from './generate';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CASES = [
  { size: 300, targetMs: 400 },
  { size: 3000, targetMs: 3000 },
];

interface Result {
  ms: number;
  jsMs: number;
  prepareMs?: number;
  importMs: number;
  fitMs: number;
  paintMs: number;
  shapes: number;
  marked?: number;
  predicted?: number;
  overlays?: number;
}
interface BenchGlobal {
  bench: { plain(xml: string): Promise<Result>; coloured(image: GeneratedImage): Promise<Result> };
  benchReady?: boolean;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const round = (n: number) => Math.round(n);

async function buildPage(outDir: string): Promise<void> {
  await build({
    configFile: false,
    logLevel: 'error',
    root: path.join(here, 'page'),
    base: './',
    resolve: {
      alias: {
        '@': path.join(root, 'src'),
        '@contract': path.join(root, 'contract'),
      },
    },
    build: { outDir, emptyOutDir: true, target: 'es2022', reportCompressedSize: false },
  });
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

function serve(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const rel = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).replace(/^\/+/, '') || 'index.html';
    const file = path.resolve(dir, rel);
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ url: `http://127.0.0.1:${port}/index.html`, close: () => new Promise((r) => server.close(() => r())) });
    }),
  );
}

async function main(): Promise<void> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flowchart-bench-'));
  await buildPage(outDir);
  const site = await serve(outDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--js-flags=--expose-gc'],
  });
  let failed = false;
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    page.on('pageerror', (err) => console.error('[page]', err.message));
    await page.goto(site.url);
    await page.waitForFunction(() => (globalThis as unknown as BenchGlobal).benchReady === true);
    for (const { size, targetMs } of CASES) {
      const image = generateImage(size);
      const plain: Result[] = [];
      const coloured: Result[] = [];
      // one warm-up of each, then alternate (and swap the order) so both see the same machine load
      const plainRun = () => page.evaluate((xml) => (globalThis as unknown as BenchGlobal).bench.plain(xml), image.bpmnXml);
      const colouredRun = () => page.evaluate((img) => (globalThis as unknown as BenchGlobal).bench.coloured(img), image);
      for (let run = -1; run < RUNS; run++) {
        let p: Result;
        let c: Result;
        if (run % 2 === 0) {
          c = await colouredRun();
          p = await plainRun();
        } else {
          p = await plainRun();
          c = await colouredRun();
        }
        if (run < 0) continue;
        plain.push(p);
        coloured.push(c);
      }
      const ms = round(median(coloured.map((r) => r.ms)));
      const ref = round(median(plain.map((r) => r.ms)));
      const last = coloured[coloured.length - 1];
      const part = (rs: Result[], pick: (r: Result) => number | undefined) => round(median(rs.map((r) => pick(r) ?? 0)));
      const pass = ms < targetMs;
      if (!pass) failed = true;
      const row = {
        section: 'Flow chart',
        name: `${size} nodes: prepare XML + import + fit + colour (median of ${RUNS})`,
        ms,
        value: String(ms),
        unit: 'ms',
        reference: { name: 'plain bpmn-js import + fit, same run', ms: ref, value: String(ref), unit: 'ms' },
        target: `< ${targetMs} ms`,
        pass,
        // medians of each step: the portal's run, then the plain one
        breakdown: {
          prepareXml: part(coloured, (r) => r.prepareMs),
          import: part(coloured, (r) => r.importMs),
          fit: part(coloured, (r) => r.fitMs),
          colour: part(coloured, (r) => r.paintMs),
          firstFrame: part(coloured, (r) => r.ms - r.jsMs),
          plainImport: part(plain, (r) => r.importMs),
          plainFit: part(plain, (r) => r.fitMs),
          plainFirstFrame: part(plain, (r) => r.ms - r.jsMs),
        },
        shapes: last.shapes,
        markedNodes: last.marked,
        predictedEdges: last.predicted,
        approverOverlays: last.overlays,
      };
      console.log(JSON.stringify(row));
    }
  } finally {
    await browser.close();
    await site.close();
    fs.rmSync(outDir, { recursive: true, force: true });
  }
  if (failed) process.exitCode = 1;
}

await main();
