import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { server } from '../../../mocks/node';
import { everyKindDesign, screenLayout, screenLayoutHandler, screenWorkflowDataHandler } from '../../../mocks/handlers/screen';
import { SCREEN_CALLS, SCREEN_CHART_KINDS } from '@contract/screen';
import { answer } from '../../../mocks/call';
import { fail } from '../../../mocks/envelope';
import LargeScreen from '@/features/screen/pages/LargeScreen';
import { listenToMocks } from '../support/mockServer';
import { renderWithProviders } from '../dashboard/render';

// echarts needs a real canvas/SVG layout engine; the chart kinds' options are tested in model.test.ts
vi.mock('echarts-for-react/esm/core', () => ({
  default: ({ option }: { option: { series: Array<{ type: string }> } }) => (
    <div data-testid="echart" data-series={option.series[0]?.type} />
  ),
}));

listenToMocks();

const ALL_KINDS = [
  'text',
  'time',
  ...Array.from({ length: 12 }, (_, i) => `dv-decoration-${i + 1}`),
  ...Array.from({ length: 13 }, (_, i) => `dv-border-box-${i + 1}`),
  ...SCREEN_CHART_KINDS,
];

function renderScreen(path: string, props: Record<string, string> = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/largeScreen/:alias" element={<LargeScreen {...props} />} />
      <Route path="/largeScreen" element={<LargeScreen {...props} />} />
    </Routes>,
    { path },
  );
}

const kindsShown = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-widget-kind]')].map((e) => e.getAttribute('data-widget-kind'));

describe('large screen page', () => {
  it('shows the loading state for at least 500 ms, then every widget kind of the layout named in the route', async () => {
    server.use(screenLayoutHandler(), screenWorkflowDataHandler());
    const started = performance.now();
    const { container } = renderScreen('/largeScreen/approval_screen');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the large screen');
    await screen.findByTestId('screen-canvas', {}, { timeout: 8000 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(480);
    expect(screen.queryByText('Loading the large screen…')).toBeNull();
    expect(kindsShown(container).sort()).toEqual([...ALL_KINDS].sort());
    // every kind drew something and none fell into its error note
    for (const el of container.querySelectorAll('[data-widget-kind]')) {
      expect(el.querySelector('svg, [data-testid="echart"], div > div, time, span'), el.getAttribute('data-widget-kind')!).not.toBeNull();
    }
    expect(screen.queryByText('This widget could not be drawn')).toBeNull();
    const bar = container.querySelector('[data-widget-kind="bar"]')!;
    await waitFor(() => expect(bar.innerHTML).toContain('echart'), { timeout: 5000 });
    await waitFor(() => expect(screen.getAllByTestId('echart')).toHaveLength(7));
    expect(screen.getAllByTestId('echart').map((e) => e.getAttribute('data-series'))).toEqual(
      expect.arrayContaining(['line', 'bar', 'pie', 'radar', 'gauge', 'pictorialBar']),
    );
    expect(screen.getByText('Approval operations')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Full screen' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Approval operations screen' })).toBeInTheDocument();
  });

  it('takes the alias from the query before the route meta', async () => {
    const seen: string[] = [];
    server.use(
      screenLayoutHandler({
        from_query: screenLayout(everyKindDesign(), 'from_query'),
        from_meta: screenLayout(everyKindDesign(), 'from_meta'),
      }),
      screenWorkflowDataHandler(),
    );
    server.events.on('request:start', ({ request }) => {
      const alias = new URL(request.url).searchParams.get('alias');
      if (alias) seen.push(alias);
    });
    renderScreen('/largeScreen?alias=from_query', { alias: 'from_meta' });
    await screen.findByTestId('screen-canvas', {}, { timeout: 8000 });
    expect(seen).toEqual(['from_query']);
    server.events.removeAllListeners();
  });

  it('says whose figures the screen shows: the company’s or the viewer’s own (issue 29.18)', async () => {
    server.use(
      screenLayoutHandler({
        wall: { ...screenLayout(everyKindDesign(), 'wall'), figures: 'company' },
        mine: { ...screenLayout(everyKindDesign(), 'mine'), figures: 'own' },
      }),
      screenWorkflowDataHandler(),
    );
    const first = renderScreen('/largeScreen/wall');
    expect(await screen.findByTestId('screen-figures', {}, { timeout: 8000 })).toHaveTextContent('Company-wide figures');
    first.unmount();
    renderScreen('/largeScreen/mine');
    expect(await screen.findByTestId('screen-figures', {}, { timeout: 8000 })).toHaveTextContent('My own figures');
  });

  it('draws a layout stored in sessionStorage under ?key= without asking the server', async () => {
    sessionStorage.setItem('designer-preview', JSON.stringify(screenLayout(everyKindDesign({ backgroundColor: '#102030' }))));
    const { container } = renderScreen('/largeScreen?key=designer-preview');
    const canvas = await screen.findByTestId('screen-canvas', {}, { timeout: 8000 });
    expect(canvas).toHaveStyle({ backgroundColor: '#102030', width: '1920px', height: '1080px' });
    expect(kindsShown(container)).toHaveLength(40);
    sessionStorage.removeItem('designer-preview');
  });

  it('says large screen info was not obtained for an unknown alias and without any layout', async () => {
    server.use(screenLayoutHandler({}));
    renderScreen('/largeScreen/missing');
    expect(await screen.findByText('Large screen info not obtained', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('missing');
  });

  it('shows the background image error when the uploaded background cannot be loaded, and still draws the widgets', async () => {
    const design = everyKindDesign({ backgroundType: 'file', backgroundFile: { id: 'no-such-file' } });
    server.use(screenLayoutHandler({ approval_screen: screenLayout(design) }), screenWorkflowDataHandler());
    const { container } = renderScreen('/largeScreen/approval_screen');
    expect(await screen.findByText('The background image could not be loaded', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(kindsShown(container)).toHaveLength(40);
  });

  it('keeps a failing data source to its widget', async () => {
    const design = everyKindDesign();
    const bar = design.elements.find((e) => e.alias === 'bar')!;
    bar.options = { config: {}, dataAlias: 'todoByFlow' };
    server.use(
      screenLayoutHandler({ approval_screen: screenLayout(design) }),
      answer(SCREEN_CALLS.workflowData, () => fail(500, 'down')),
    );
    const { container } = renderScreen('/largeScreen/approval_screen');
    await screen.findByTestId('screen-canvas', {}, { timeout: 8000 });
    const host = container.querySelector('[data-widget-kind="bar"]')!;
    await waitFor(() => expect(host).toHaveTextContent('The data could not be loaded'));
    expect(kindsShown(container)).toHaveLength(40);
  });

  it('F11 and the button ask the browser for full screen of the screen, not the page', async () => {
    server.use(screenLayoutHandler(), screenWorkflowDataHandler());
    const requested: Element[] = [];
    const original = HTMLElement.prototype.requestFullscreen;
    HTMLElement.prototype.requestFullscreen = function (this: HTMLElement) {
      requested.push(this);
      return Promise.resolve();
    };
    try {
      renderScreen('/largeScreen/approval_screen');
      const canvas = await screen.findByTestId('screen-canvas', {}, { timeout: 8000 });
      const event = new KeyboardEvent('keydown', { key: 'F11', cancelable: true });
      window.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(true);
      fireEvent.click(screen.getByRole('button', { name: 'Full screen' }));
      expect(requested).toHaveLength(2);
      expect(requested[0]).toBe(canvas.parentElement);
    } finally {
      HTMLElement.prototype.requestFullscreen = original;
    }
  });
});
