// The benchmark page: the portal's own flow chart component (FlowChartView: the same code path as
// the dialog and the /flowChart page, from the image the server sends to the drawn, coloured
// chart) beside the plain bpmn-js import + fit, both timed in the page. Plain JS so the server's
// tsconfig (no DOM) skips it.
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { initI18n, loadLanguage } from '@/shared/i18n';
import { FlowChartView } from '@/features/flowchart';
import { renderPlain } from '@/features/flowchart/viewer/engine';

const container = document.getElementById('chart');
let plainHandle = null;
let root = null;

function reset() {
  root?.unmount();
  root = null;
  plainHandle?.destroy();
  plainHandle = null;
  container.replaceChildren();
  performance.clearMeasures();
  // the browser runs with --expose-gc: each run starts without the garbage of the one before
  window.gc?.();
}

/** a frame after the work, so the browser has laid out and painted what was drawn */
const painted = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** resolves when the view says its chart is ready (or failed) */
function chartSettled() {
  return new Promise((resolve, reject) => {
    const check = () => {
      const phase = container.querySelector('[data-chart-phase]')?.getAttribute('data-chart-phase');
      if (phase === 'ready') resolve();
      else if (phase === 'error') reject(new Error('the chart failed to render'));
      else return false;
      observer.disconnect();
      return true;
    };
    const observer = new MutationObserver(check);
    observer.observe(container, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-chart-phase'] });
  });
}

/** the engine's steps, recorded as performance measures 'flowchart:<step>' */
function steps() {
  const out = {};
  for (const m of performance.getEntriesByType('measure')) {
    if (m.name.startsWith('flowchart:')) out[`${m.name.slice('flowchart:'.length)}Ms`] = m.duration;
  }
  return out;
}

/** the states in words come in a render of their own after the chart (up to 5 s here) */
async function stateListItems() {
  for (let waited = 0; waited < 5000; waited += 50) {
    const items = container.querySelectorAll('ul[aria-label] > li').length;
    if (items > 0) return items;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return 0;
}

/** what a person would check on the drawn chart: sizes of spec 02 §9, colours, arrowheads */
async function checks(image) {
  const box = (id) => {
    const el = container.querySelector(`.djs-shape[data-element-id="${id}"] > .djs-visual > :first-child`);
    if (!el) return null;
    const b = el.getBBox();
    return `${Math.round(b.width)}x${Math.round(b.height)}`;
  };
  const first = (type) => image.nodes.find((n) => n.nodeType === type)?.nodeId;
  const strokes = new Set(
    [...container.querySelectorAll('marker path')].map((p) => (p.style.stroke || p.getAttribute('stroke') || '').toLowerCase()),
  );
  const colour = (sel) => {
    const el = container.querySelector(sel);
    return el ? getComputedStyle(el).stroke : null;
  };
  return {
    gateway: box(first('exclusiveGateway')),
    userTask: box(first('userTask')),
    serviceTask: box(first('serviceTask')),
    arrowheads: [...strokes].filter(Boolean).sort().join(' '),
    reachedNode: colour('.fc-tone-success > .djs-visual > :first-child'),
    predictedEdge: colour('.fc-edge-predicted > .djs-visual > path'),
    predictedEdgeDash: (() => {
      const el = container.querySelector('.fc-edge-predicted > .djs-visual > path');
      return el ? getComputedStyle(el).strokeDasharray : null;
    })(),
    legend: container.querySelector('section[aria-label]') ? 'shown' : 'missing',
    stateList: await stateListItems(),
  };
}

await loadLanguage('en-US');
initI18n('en-US');

window.bench = {
  async plain(xml) {
    reset();
    const t0 = performance.now();
    plainHandle = await renderPlain(container, xml);
    const jsMs = performance.now() - t0;
    await painted();
    return { ms: performance.now() - t0, jsMs, ...plainHandle.timings, shapes: container.querySelectorAll('.djs-shape').length };
  },
  async coloured(image, withChecks = false) {
    reset();
    // as in the dialog and the page: the view is up, loading, while the image is fetched
    root = createRoot(container);
    root.render(createElement(FlowChartView, { loading: true, height: '100%' }));
    await painted();
    const settled = chartSettled();
    // from the answer's arrival to the coloured chart on screen
    const t0 = performance.now();
    root.render(createElement(FlowChartView, { image, height: '100%' }));
    await settled;
    const jsMs = performance.now() - t0;
    await painted();
    const ms = performance.now() - t0;
    return {
      ms,
      jsMs,
      ...steps(),
      shapes: container.querySelectorAll('.djs-shape').length,
      marked: container.querySelectorAll('.djs-element[class*="fc-tone-"]').length,
      predicted: container.querySelectorAll('.fc-edge-predicted').length,
      overlays: container.querySelectorAll('.fc-approvers').length,
      checks: withChecks ? await checks(image) : undefined,
    };
  },
  /** a live update: the drawn chart of `image` gets the states of `later` (the same diagram) */
  async liveUpdate(image, later) {
    reset();
    root = createRoot(container);
    const settled = chartSettled();
    root.render(createElement(FlowChartView, { image, height: '100%' }));
    await settled;
    await painted();
    const svg = container.querySelector('svg');
    const t0 = performance.now();
    flushSync(() => root.render(createElement(FlowChartView, { image: later, height: '100%' })));
    const jsMs = performance.now() - t0;
    await painted();
    const ms = performance.now() - t0;
    const waiting = later.nodes.find((n) => n.status === 'awaiting_check')?.nodeId;
    return {
      ms,
      jsMs,
      reimported: container.querySelector('svg') !== svg,
      waitingMarked: container.querySelector(`.djs-element[data-element-id="${waiting}"]`)?.classList.contains('fc-tone-warning') ?? false,
    };
  },
};
window.benchReady = true;
