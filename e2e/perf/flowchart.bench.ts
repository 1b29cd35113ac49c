/**
 * Flow chart benchmark (`node scripts/bench-flowchart.mjs`, not part of npm test): builds a small
 * page around the portal's flow chart component with Vite, serves it, and in headless Chromium
 * renders generated 300- and 3,000-node diagrams: the portal's way (FlowChartView given the flow
 * image, as the dialog and the page do: import, sizes, colours, fit, approver overlays, legend,
 * state list, until the view says ready and a frame is painted) against the plain bpmn-js
 * import + fit of the same diagram in the same run. After the timed runs it checks the drawn
 * chart (sizes of spec 02 §9, state colours, arrowheads, legend) and fails when one is wrong.
 * Prints one JSON line per size: {section, name, ms, value, unit, reference, target, pass}.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { chromium } from 'playwright-core';
import { generateImage, type GeneratedImage } from './generate';
import { chromiumLaunchOptions } from '../support/chromium';
import { serve } from './staticServer';
import { EDGE_COLOURS } from '../../src/features/flowchart/model/edges';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** the size whose live update (new states, same diagram) is measured too */
const LIVE_UPDATE_SIZE = 3000;
const CASES = [
  { size: 300, targetMs: 400 },
  { size: 3000, targetMs: 3000 },
];

interface Checks {
  gateway: string | null;
  userTask: string | null;
  serviceTask: string | null;
  arrowheads: string;
  reachedNode: string | null;
  predictedEdge: string | null;
  predictedEdgeDash: string | null;
  legend: string;
  stateList: number;
}
interface Result {
  ms: number;
  jsMs: number;
  parseMs?: number;
  prepareMs?: number;
  importMs: number;
  fitMs: number;
  paintMs: number;
  shapes: number;
  marked?: number;
  predicted?: number;
  overlays?: number;
  checks?: Checks;
}
interface UpdateResult {
  ms: number;
  jsMs: number;
  reimported: boolean;
  waitingMarked: boolean;
}
interface BenchGlobal {
  bench: {
    plain(xml: string): Promise<Result>;
    coloured(image: GeneratedImage, withChecks?: boolean): Promise<Result>;
    liveUpdate(image: GeneratedImage, later: GeneratedImage): Promise<UpdateResult>;
  };
  benchReady?: boolean;
}

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/** What is wrong with the drawn chart, if anything. */
function problems(c: Checks, image: GeneratedImage): string[] {
  const out: string[] = [];
  const expect = (what: string, got: unknown, want: unknown) => {
    if (got !== want) out.push(`${what}: ${String(got)}, expected ${String(want)}`);
  };
  expect('gateway size', c.gateway, '30x30');
  expect('approver size', c.userTask, '60x60');
  expect('service button size', c.serviceTask, '90x60');
  // an arrowhead in the colour of each edge state the diagram has
  for (const colour of new Set(Object.values(image.flows).map((state) => EDGE_COLOURS[state]))) {
    if (!c.arrowheads.includes(colour) && !c.arrowheads.includes(rgb(colour))) out.push(`no arrowhead in ${colour}: ${c.arrowheads}`);
  }
  expect('reached node stroke', c.reachedNode, rgb('#52c41a'));
  expect('predicted edge stroke', c.predictedEdge, rgb('#722ed1'));
  if (!c.predictedEdgeDash || c.predictedEdgeDash === 'none') out.push('predicted edges are not dashed');
  expect('legend', c.legend, 'shown');
  expect('state list items', c.stateList, image.nodes.filter((n) => n.status).length);
  return out;
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

async function main(): Promise<void> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flowchart-bench-'));
  await buildPage(outDir);
  const site = await serve(outDir);
  const browser = await chromium.launch(chromiumLaunchOptions('--js-flags=--expose-gc'));
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
      const colouredRun = (withChecks = false) =>
        page.evaluate(([img, w]) => (globalThis as unknown as BenchGlobal).bench.coloured(img, w), [image, withChecks] as const);
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
      // not timed: what the user would see
      const checks = (await colouredRun(true)).checks!;
      const wrong = problems(checks, image);
      for (const p of wrong) console.error(`[${size} nodes] ${p}`);
      const ms = round(median(coloured.map((r) => r.ms)));
      const ref = round(median(plain.map((r) => r.ms)));
      const last = coloured[coloured.length - 1];
      const part = (rs: Result[], pick: (r: Result) => number | undefined) => round(median(rs.map((r) => pick(r) ?? 0)));
      const pass = ms < targetMs && wrong.length === 0;
      if (!pass) failed = true;
      const row = {
        section: 'Flow chart',
        name: `${size} nodes: flow chart view, image to painted coloured chart (median of ${RUNS})`,
        ms,
        value: String(ms),
        unit: 'ms',
        reference: { name: 'plain bpmn-js import + fit, same run', ms: ref, value: String(ref), unit: 'ms' },
        target: `< ${targetMs} ms`,
        pass,
        // medians of each step: the portal's run, then the plain one
        breakdown: {
          parse: part(coloured, (r) => r.parseMs),
          prepare: part(coloured, (r) => r.prepareMs),
          import: part(coloured, (r) => r.importMs),
          fit: part(coloured, (r) => r.fitMs),
          overlays: part(coloured, (r) => r.paintMs),
          react: part(coloured, (r) => r.jsMs - r.importMs - r.fitMs - r.paintMs),
          firstFrame: part(coloured, (r) => r.ms - r.jsMs),
          plainImport: part(plain, (r) => r.importMs),
          plainFit: part(plain, (r) => r.fitMs),
          plainFirstFrame: part(plain, (r) => r.ms - r.jsMs),
        },
        shapes: last.shapes,
        markedNodes: last.marked,
        predictedEdges: last.predicted,
        approverOverlays: last.overlays,
        checks: wrong.length === 0 ? 'ok' : wrong,
      };
      console.log(JSON.stringify(row));

      // a live update of the instance (a task moved on): the new states on the drawn chart
      if (size === LIVE_UPDATE_SIZE) {
        const later = generateImage(size, 1);
        const updates: UpdateResult[] = [];
        for (let run = -1; run < RUNS; run++) {
          const r = await page.evaluate(([a, b]) => (globalThis as unknown as BenchGlobal).bench.liveUpdate(a, b), [image, later] as const);
          if (run >= 0) updates.push(r);
        }
        const bad = updates.filter((u) => u.reimported || !u.waitingMarked).length;
        if (bad > 0) {
          console.error(`[${size} nodes] live update: ${bad} of ${updates.length} runs imported again or missed the new state`);
          failed = true;
        }
        const updateMs = round(median(updates.map((u) => u.ms)));
        console.log(
          JSON.stringify({
            section: 'Flow chart',
            name: `${size} nodes: a live state change shown on the drawn chart (median of ${RUNS})`,
            ms: updateMs,
            value: String(updateMs),
            unit: 'ms',
            reference: { name: 'drawing the chart anew, same run (row above)', ms, value: String(ms), unit: 'ms' },
            pass: bad === 0,
            breakdown: { js: round(median(updates.map((u) => u.jsMs))), frame: round(median(updates.map((u) => u.ms - u.jsMs))) },
          }),
        );
      }
    }
  } finally {
    await browser.close();
    await site.close();
    fs.rmSync(outDir, { recursive: true, force: true });
  }
  if (failed) process.exitCode = 1;
}

await main();
