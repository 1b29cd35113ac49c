import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../../../mocks/node';
import { bpmImageHandler, flowImage, instanceFlowImageHandler, nodeOpinionHandler, opinionRow } from '../../../mocks/handlers/flowchart';
import type { FlowImage } from '@/api/runtimeImage';
import type { ChartHandlers, ElementHit } from '@/features/flowchart/viewer/engine';
import { prepareChart, type ChartInput } from '@/features/flowchart/model/chart';
import { DiagramXmlError, readGraph } from '@/features/flowchart/model/diagram';
import { FlowChartDialog, FlowChartView } from '@/features/flowchart';
import FlowChartPage from '@/features/flowchart/pages/FlowChartPage';
import { SAMPLE_BPMN, parseSample } from './sample';
import { renderWithProviders } from './render';

// the engine module is replaced (engine.test.ts draws with the real bpmn-js), which also shows
// that the chart reaches it only through the dynamic import; the stand-in parses the XML as
// bpmn-js does and answers with the chart the real one would
const engine = vi.hoisted(() => ({
  calls: [] as Array<{ container: HTMLElement; input: ChartInput; handlers: ChartHandlers }>,
  updates: [] as ChartInput[],
  release: null as null | (() => void),
}));
vi.mock('@/features/flowchart/viewer/engine', () => ({
  renderChart: vi.fn(async (container: HTMLElement, input: ChartInput, _texts: unknown, handlers: ChartHandlers) => {
    engine.calls.push({ container, input, handlers });
    if (engine.release === null) await new Promise<void>((resolve) => (engine.release = resolve));
    const parsed = await parseSample(input.xml).catch((err: Error) => {
      throw new DiagramXmlError(err.message);
    });
    const graph = readGraph(parsed.elementsById);
    const update = (next: ChartInput) => {
      engine.updates.push(next);
      return prepareChart(next, graph);
    };
    return { chart: prepareChart(input, graph), update, zoom: vi.fn(), fit: vi.fn(), destroy: vi.fn() };
  }),
}));
const statusIn = (input: ChartInput, id: string) => input.nodes.find((n) => n.id === id)?.status;

// the live stream: the test plays the server's events
const live = vi.hoisted(() => ({ listeners: [] as Array<(e: { type: string; data?: Record<string, string> }) => void> }));
vi.mock('@/shared/live', () => ({
  RECONNECTED_EVENT: 'live.reconnected',
  useLiveEvents: (fn: (e: { type: string }) => void) => {
    live.listeners.push(fn);
  },
}));

const XSS = '<img src=x onerror=alert(1)>';
const box = { left: 10, top: 10, width: 60, height: 60 };
const hit = (id: string, type: string): ElementHit => ({ id, type, box });

function image(overrides: Partial<FlowImage> = {}): FlowImage {
  return flowImage(SAMPLE_BPMN, {
    nodes: [
      { nodeId: 'start', name: 'Start', nodeType: 'startEvent', signType: null, status: 'start', approvers: [], predicted: false },
      {
        nodeId: 'approve',
        name: XSS,
        nodeType: 'userTask',
        signType: 'parallel',
        status: 'awaiting_check',
        approvers: [
          { id: 'u1', name: XSS, account: 'x', avatar: null, status: 'awaiting_check' },
          { id: 'u2', name: '李娜', account: 'lina', avatar: null, status: 'agree' },
        ],
        predicted: false,
      },
    ],
    ...overrides,
  });
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  live.listeners.length = 0;
  engine.calls.length = 0;
  engine.updates.length = 0;
  engine.release = () => {};
});

describe('FlowChartView', () => {
  it('shows the loading text over the chart until the diagram is drawn', async () => {
    engine.release = null;
    const { rerender } = renderWithProviders(<FlowChartView loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the flow chart...');
    rerender(<FlowChartView image={image()} />);
    await waitFor(() => expect(engine.calls).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the flow chart...');
    // the toolbar is there from the start, usable once the chart is drawn
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeDisabled();
    expect(screen.getByTestId('flowchart-canvas').parentElement).toHaveAttribute('data-chart-phase', 'loading');
    // the states in words come with the drawn chart, not before it
    expect(screen.queryByRole('list', { name: 'States of the nodes' })).toBeNull();
    await act(async () => engine.release?.());
    expect(await screen.findByRole('list', { name: 'States of the nodes' })).toHaveTextContent('Start: Submitted');
    await waitFor(() => expect(screen.queryByText('Loading the flow chart...')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Fit to view' })).toBeEnabled();
    expect(screen.getByTestId('flowchart-canvas').parentElement).toHaveAttribute('data-chart-phase', 'ready');
  });

  it('hands the engine the diagram and the states inside its own container', async () => {
    renderWithProviders(<FlowChartView image={image()} />);
    await waitFor(() => expect(engine.calls).toHaveLength(1));
    const { container, input } = engine.calls[0];
    expect(container).toBe(screen.getByTestId('flowchart-canvas'));
    expect(input.xml).toBe(SAMPLE_BPMN);
    expect(input.nodes.find((n) => n.id === 'approve')).toMatchObject({ status: 'awaiting_check', approverMode: 'parallel' });
  });

  it('renders labels from users as text, never as HTML', async () => {
    server.use(nodeOpinionHandler([opinionRow({ opinion: XSS, auditorName: XSS })]));
    const { container } = renderWithProviders(<FlowChartView image={image()} />);
    await waitFor(() => expect(engine.calls).toHaveLength(1));
    // the state list for readers of text
    expect(await screen.findByRole('list', { name: 'States of the nodes' })).toHaveTextContent(`${XSS}: Pending approval`);
    // the hover tooltip and the popover
    act(() => engine.calls[0].handlers.onHover?.(hit('approve', 'userTask')));
    expect(screen.getByRole('tooltip')).toHaveTextContent(XSS);
    act(() => engine.calls[0].handlers.onHover?.(null));
    act(() => engine.calls[0].handlers.onClick?.(hit('approve', 'userTask')));
    const popover = await screen.findByRole('tooltip');
    // node title, approver, auditor and opinion text
    await waitFor(() => expect(within(popover).getAllByText(XSS).length).toBeGreaterThanOrEqual(4));
    expect(within(popover).getByText('Parallel approvers')).toBeInTheDocument();
    expect(within(popover).getByText('Pending approval')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(container.innerHTML).not.toContain('<img src="x"');
  });

  it('lays states of further elements over the image and says a waiting timer’s due time and a progress on hover', async () => {
    const extra = [
      { id: 'gw', status: 'waiting', dueTime: '2026-11-25T08:00:00.000Z' },
      { id: 'approve', status: 'active', progress: { done: 1, total: 2 } },
    ];
    renderWithProviders(<FlowChartView image={image()} elementStates={extra} />);
    await waitFor(() => expect(engine.calls).toHaveLength(1));
    const { input } = engine.calls[0];
    expect(input.nodes.find((n) => n.id === 'gw')).toMatchObject({ status: 'waiting', dueTime: '2026-11-25T08:00:00.000Z' });
    // the image's approvers stay, the extra state wins
    expect(input.nodes.find((n) => n.id === 'approve')).toMatchObject({ status: 'active', approverMode: 'parallel' });
    expect(input.nodes.find((n) => n.id === 'approve')?.approvers).toHaveLength(2);
    // the screen readers' list says what the chart shows, the extra states included
    const list = await screen.findByRole('list', { name: 'States of the nodes' });
    expect(within(list).getByText(/: Waiting, Due 2026-11-25/)).toBeInTheDocument();
    expect(within(list).getByText(/: In progress, 1 of 2 done$/)).toBeInTheDocument();
    act(() => engine.calls[0].handlers.onHover?.(hit('gw', 'exclusiveGateway')));
    expect(screen.getByRole('tooltip')).toHaveTextContent(/Waiting · Due 2026-11-25/);
    act(() => engine.calls[0].handlers.onHover?.(hit('approve', 'userTask')));
    expect(screen.getByRole('tooltip')).toHaveTextContent('In progress · 1 of 2 done');
  });

  it('shows the opinions of the clicked node from nodeOpinion', async () => {
    let asked: Record<string, string> = {};
    server.use(
      nodeOpinionHandler((params) => {
        asked = params;
        return [opinionRow({ opinion: 'Approved, have a good trip' })];
      }),
    );
    renderWithProviders(<FlowChartView image={image()} />);
    await waitFor(() => expect(engine.calls).toHaveLength(1));
    act(() => engine.calls[0].handlers.onClick?.(hit('approve', 'userTask')));
    expect(await screen.findByText('Approved, have a good trip')).toBeInTheDocument();
    expect(asked).toEqual({ instId: 'inst-1', nodeId: 'approve', defId: 'def-1' });
  });

  it('opens the sub flow when a call activity is clicked', async () => {
    const onOpenSubFlow = vi.fn();
    renderWithProviders(<FlowChartView image={image()} onOpenSubFlow={onOpenSubFlow} />);
    await waitFor(() => expect(engine.calls).toHaveLength(1));
    act(() => engine.calls[0].handlers.onClick?.(hit('sub', 'callActivity')));
    expect(onOpenSubFlow).toHaveBeenCalledWith(
      { kind: 'sub', nodeId: 'sub', type: 'callActivity', defId: 'def-1', proInstId: 'inst-1' },
      'Archive',
    );
  });

  it('shows a call activity of a definition (no instance to follow) in its popover', async () => {
    const onOpenSubFlow = vi.fn();
    renderWithProviders(<FlowChartView image={image({ instId: null, nodes: [] })} onOpenSubFlow={onOpenSubFlow} />);
    await waitFor(() => expect(engine.calls).toHaveLength(1));
    act(() => engine.calls[0].handlers.onClick?.(hit('sub', 'callActivity')));
    const popover = await screen.findByRole('tooltip');
    expect(within(popover).getByText('Archive')).toBeInTheDocument();
    expect(within(popover).getByText('Not reached')).toBeInTheDocument();
    expect(within(popover).queryByRole('button', { name: 'Open the sub-flow' })).toBeNull();
    expect(onOpenSubFlow).not.toHaveBeenCalled();
  });

  it('says so when the diagram cannot be read', async () => {
    renderWithProviders(<FlowChartView image={image({ bpmnXml: '<not-bpmn/>' })} />);
    expect(await screen.findByText('The flow chart data cannot be read')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zoom in' })).toBeNull();
    expect(screen.getByTestId('flowchart-canvas').parentElement).toHaveAttribute('data-chart-phase', 'error');
  });
});

describe('FlowChartDialog and the page', () => {
  it('loads the instance image with getBpmImage and opens a sub flow in a nested dialog', async () => {
    let asked: Record<string, string> = {};
    let subAsked: Record<string, string> = {};
    server.use(
      bpmImageHandler((params) => {
        asked = params;
        return image();
      }),
      instanceFlowImageHandler((params) => {
        subAsked = params;
        return flowImage(SAMPLE_BPMN, { instId: 'inst-sub', defId: 'def-sub' });
      }),
    );
    renderWithProviders(<FlowChartDialog instId="inst-1" open onClose={() => {}} />);
    expect(screen.getByRole('dialog')).toHaveTextContent('Flow chart');
    await waitFor(() => expect(engine.calls).toHaveLength(1));
    expect(asked).toEqual({ proInstId: 'inst-1' });

    act(() => engine.calls[0].handlers.onClick?.(hit('sub', 'callActivity')));
    await waitFor(() => expect(engine.calls).toHaveLength(2));
    expect(subAsked).toEqual({ proInstId: 'inst-1', nodeId: 'sub', type: 'callActivity', defId: 'def-1' });
    expect(screen.getByText('Sub-flow: Archive')).toBeInTheDocument();
  });

  it('shows new states of an instance on the drawn chart when one of its tasks changes', async () => {
    let status = 'awaiting_check';
    server.use(
      bpmImageHandler(() =>
        image({
          nodes: [{ nodeId: 'approve', name: 'Approve', nodeType: 'userTask', signType: null, status, approvers: [], predicted: false }],
        }),
      ),
    );
    renderWithProviders(<FlowChartDialog instId="inst-1" open onClose={() => {}} />);
    await waitFor(() => expect(engine.calls).toHaveLength(1));
    expect(statusIn(engine.calls[0].input, 'approve')).toBe('awaiting_check');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Zoom in' })).toBeEnabled());

    status = 'agree';
    act(() => live.listeners.forEach((l) => l({ type: 'task.changed', data: { instId: 'other' } })));
    act(() => live.listeners.forEach((l) => l({ type: 'task.changed', data: { instId: 'inst-1' } })));
    await waitFor(() => expect(engine.updates).toHaveLength(1));
    expect(statusIn(engine.updates[0], 'approve')).toBe('agree');
    // the same diagram: not imported again, and no loading cover
    expect(engine.calls).toHaveLength(1);
    expect(screen.queryByText('Loading the flow chart...')).toBeNull();
    expect(await screen.findByRole('list', { name: 'States of the nodes' })).toHaveTextContent('Approve: Agreed');
  });

  it('imports the diagram again when its XML changes', async () => {
    const { rerender } = renderWithProviders(<FlowChartView image={image()} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Zoom in' })).toBeEnabled());
    const changed = SAMPLE_BPMN.replace('name="Notify HR"', 'name="Notify payroll"');
    rerender(<FlowChartView image={image({ bpmnXml: changed })} />);
    await waitFor(() => expect(engine.calls).toHaveLength(2));
    expect(engine.calls[1].input.xml).toBe(changed);
    expect(engine.updates).toHaveLength(0);
  });

  it('shows states that arrive while the diagram is still being drawn', async () => {
    engine.release = null;
    const { rerender } = renderWithProviders(<FlowChartView image={image()} />);
    await waitFor(() => expect(engine.calls).toHaveLength(1));
    const later = image({
      nodes: [
        { nodeId: 'approve', name: 'Approve', nodeType: 'userTask', signType: null, status: 'agree', approvers: [], predicted: false },
      ],
    });
    rerender(<FlowChartView image={later} />);
    expect(engine.updates).toHaveLength(0);
    await act(async () => engine.release?.());
    await waitFor(() => expect(engine.updates).toHaveLength(1));
    expect(statusIn(engine.updates[0], 'approve')).toBe('agree');
    expect(engine.calls).toHaveLength(1);
  });

  it('shows the failure of the image call instead of a chart', async () => {
    server.use(http.get('*/runtime/instance/v1/getBpmImage', () => new Response(null, { status: 500 })));
    renderWithProviders(<FlowChartDialog instId="inst-9" open onClose={() => {}} />);
    expect(await screen.findByText('The flow chart could not be loaded')).toBeInTheDocument();
  });

  it('reads ?defId from the URL on /flowChart', async () => {
    let asked: Record<string, string> = {};
    server.use(
      bpmImageHandler((params) => {
        asked = params;
        return image({ instId: null, nodes: [] });
      }),
    );
    renderWithProviders(<FlowChartPage />, { path: '/flowChart?defId=def-7' });
    await waitFor(() => expect(engine.calls).toHaveLength(1));
    expect(asked).toEqual({ defId: 'def-7' });
  });

  it('asks for an instance or definition when the URL names neither', () => {
    renderWithProviders(<FlowChartPage />, { path: '/flowChart' });
    expect(screen.getByText('No process instance or definition given')).toBeInTheDocument();
  });
});

describe('closing', () => {
  it('calls onClose from the dialog close button', () => {
    server.use(bpmImageHandler(image()));
    const onClose = vi.fn();
    renderWithProviders(<FlowChartDialog defId="def-1" open onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: /close/i }));
    expect(onClose).toHaveBeenCalled();
  });
});
