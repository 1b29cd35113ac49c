// The benchmark page: the portal's own large-screen view (ScreenView: scaling, background, every widget
// kind with its data) mounted with 40 widgets or none, timed in the page. Plain JS so the server's tsconfig skips it.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { initI18n, loadLanguage } from '@/shared/i18n';
import { ScreenView } from '@/features/screen/components/ScreenView';
import { benchDesign, ECHART_KINDS } from './design.js';

const container = document.getElementById('screen');
let root = null;

const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));

/** every widget placed and drawn: echarts have their SVG, the others some content */
function complete(count) {
  const hosts = container.querySelectorAll('[data-widget-kind]');
  if (hosts.length !== count) return false;
  for (const host of hosts) {
    const kind = host.getAttribute('data-widget-kind');
    if (ECHART_KINDS.includes(kind) ? !host.querySelector('svg') : !host.lastElementChild?.firstElementChild) return false;
  }
  return !!container.querySelector('[data-testid="screen-canvas"]');
}

window.bench = {
  /** ms from render to the first frame painted with everything drawn */
  async mount(withWidgets) {
    root?.unmount();
    container.replaceChildren();
    window.gc?.();
    await frame();
    const design = benchDesign(withWidgets);
    const count = design.elements.length;
    if (withWidgets && count !== 40) throw new Error(`the demo screen has ${count} widgets, not 40`);
    const client = new QueryClient();
    const started = performance.now();
    root = createRoot(container);
    root.render(createElement(QueryClientProvider, { client }, createElement(ScreenView, { design, title: 'bench' })));
    while (!complete(count)) await frame();
    await frame();
    return performance.now() - started;
  },
  /** frames per second over `ms`, and the longest frame */
  async fps(ms) {
    let frames = 0;
    let longest = 0;
    const started = performance.now();
    let last = started;
    while (performance.now() - started < ms) {
      await frame();
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
      frames++;
    }
    return { fps: (frames * 1000) / (performance.now() - started), longest };
  },
};

await loadLanguage('en-US');
initI18n('en-US');
window.benchReady = true;
