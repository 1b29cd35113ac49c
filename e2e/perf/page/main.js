// The benchmark page: the portal's own viewer code (prepare, import, fit, paint) beside the plain
// bpmn-js import + fit, both timed in the page. Plain JS so the server's tsconfig (no DOM) skips it.
import { renderChart, renderPlain } from '@/features/flowchart/viewer/engine';
import { prepareChart } from '@/features/flowchart/model/chart';
import { chartInputOf } from '@/features/flowchart/model/fromImage';

const container = document.getElementById('chart');
const texts = { summary: (names, mode) => `${mode}: ${names.join(', ')}` };
let current = null;

function reset() {
  current?.destroy();
  current = null;
  container.replaceChildren();
  // the browser runs with --expose-gc: each run starts without the garbage of the one before
  window.gc?.();
}

/** a frame after the work, so the browser has laid out and painted what was drawn */
const painted = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

window.bench = {
  async plain(xml) {
    reset();
    const t0 = performance.now();
    current = await renderPlain(container, xml);
    const jsMs = performance.now() - t0;
    await painted();
    return { ms: performance.now() - t0, jsMs, ...current.timings, shapes: container.querySelectorAll('.djs-shape').length };
  },
  async coloured(image) {
    reset();
    const t0 = performance.now();
    const chart = prepareChart(chartInputOf(image));
    const prepareMs = performance.now() - t0;
    current = await renderChart(container, chart, texts);
    const jsMs = performance.now() - t0;
    await painted();
    return {
      ms: performance.now() - t0,
      jsMs,
      prepareMs,
      ...current.timings,
      shapes: container.querySelectorAll('.djs-shape').length,
      marked: container.querySelectorAll('.djs-element[class*="fc-tone-"]').length,
      predicted: container.querySelectorAll('.fc-edge-predicted').length,
      overlays: container.querySelectorAll('.fc-approvers').length,
    };
  },
};
window.benchReady = true;
