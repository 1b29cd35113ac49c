import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FlowChartViewProps, NodeLabel } from '@/features/flowchart';
import ProcessAnalytics from '@/features/analytics/pages/ProcessAnalytics';
import { server } from '../../../mocks/node';
import { analyticsHandlers, analyticsState, type AnalyticsState } from '../../../mocks/handlers/analytics';
import { bpmImageHandler, flowImage } from '../../../mocks/handlers/flowchart';
import { renderPage } from '../tasks/render';

// bpmn-js does not draw in jsdom: the chart shows what it was given (labels and marks) as text
vi.mock('@/features/flowchart', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/features/flowchart')>();
  return {
    ...real,
    FlowChartView: ({ labels, marks, image }: FlowChartViewProps & { labels?: Record<string, NodeLabel> }) => (
      <ul
        data-testid="chart"
        data-flows={JSON.stringify(image?.flows ?? {})}
        data-predicted={JSON.stringify([
          ...(image?.predictedPath ?? []),
          ...(image?.nodes ?? []).filter((n) => n.predicted).map((n) => n.nodeId),
        ])}
      >
        {Object.entries(labels ?? {}).map(([id, l]) => (
          <li key={id} data-node-id={id} data-level={l.data?.level} data-marked={marks?.[id] ? 'yes' : 'no'}>
            {l.text}
          </li>
        ))}
      </ul>
    ),
  };
});
vi.mock('@/features/analytics/components/DailyChart', () => ({
  default: ({ series }: { series: { day: string }[] }) => <div data-testid="daily">{series.map((d) => d.day).join(',')}</div>,
}));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** the machine running the tests may be busy: the page's first answers can take a while */
const LOADED = { timeout: 15_000 };

function setup(overrides: Partial<AnalyticsState> = {}) {
  const state = analyticsState(overrides);
  server.use(...analyticsHandlers(state), bpmImageHandler(flowImage('<xml/>', { defId: 'def-leave' })));
  renderPage(<ProcessAnalytics />);
  return state;
}

describe('process analytics', { timeout: 60_000 }, () => {
  it('shows the leave request’s figures, and the heat map names the leader step as the slowest', async () => {
    const state = setup();
    expect(await screen.findByText('Slowest step: Leader approval (median 20 h)', {}, LOADED)).toBeInTheDocument();
    expect(state.seen.summaries[0]).toMatchObject({ defKey: 'leaveRequest' });
    const chart = screen.getByTestId('chart');
    const leader = within(chart).getByText('[5] med 20 h · p90 30 h · 32');
    expect(leader).toHaveAttribute('data-level', '5');
    expect(leader).toHaveAttribute('data-marked', 'yes');
    expect(within(chart).getByText('[1] med 7 h · p90 9 h · 8')).toHaveAttribute('data-node-id', 'hrApprove');
    expect(within(chart).getByText('no tasks')).toHaveAttribute('data-marked', 'no');
    // the legend says each level's values in words and numbers
    const legend = screen.getByRole('list', { name: 'Median duration per step' });
    expect(within(legend).getAllByRole('listitem')).toHaveLength(6);
    expect(within(legend).getByLabelText('Level 5')).toHaveTextContent('5');
    expect(screen.getByText('Running now')).toBeInTheDocument();
    expect(await screen.findByTestId('daily', {}, LOADED)).toHaveTextContent('2026-11-24,2026-11-25');
  });

  it('draws every edge as a plain line: the definition’s predicted path is not shown as a prediction (issue 29.18)', async () => {
    const state = analyticsState();
    const image = flowImage('<xml/>', {
      defId: 'def-leave',
      instId: null,
      flows: { toLeader: 'predicted', toHr: 'predicted', back: 'default' },
      predictedPath: ['leaderApprove', 'hrApprove'],
    });
    server.use(...analyticsHandlers(state), bpmImageHandler(image));
    renderPage(<ProcessAnalytics />);
    const chart = await screen.findByTestId('chart', {}, LOADED);
    await waitFor(() => expect(chart.getAttribute('data-flows')).not.toBe('{}'));
    expect(JSON.parse(chart.getAttribute('data-flows')!)).toEqual({ toLeader: 'default', toHr: 'default', back: 'default' });
    expect(JSON.parse(chart.getAttribute('data-predicted')!)).toEqual([]);
  });

  it('colours by completed tasks when asked', async () => {
    setup();
    await screen.findByText(/Slowest step/, {}, LOADED);
    fireEvent.click(screen.getByText('Completed tasks'));
    expect(await screen.findByText('Busiest step: Leader approval (32 tasks)', {}, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Completed tasks per step' })).toBeInTheDocument();
  });

  it('lists steps sorted by median, slowest first, and approvers', async () => {
    setup();
    const table = await screen.findByTestId('analytics-nodes', {}, LOADED);
    await waitFor(() => expect(within(table).getAllByRole('row', { hidden: false })).toHaveLength(4));
    const rows = within(table).getAllByRole('row', { hidden: false });
    expect(rows[1]).toHaveTextContent('Leader approval');
    expect(screen.getByText('Li Na')).toBeInTheDocument();
  });

  it('saves a work-in-progress target and shows the running count against it', async () => {
    const state = setup();
    await screen.findByText(/Slowest step/, {}, LOADED);
    expect(screen.getByText('No target set')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Target' }), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(state.seen.targets).toEqual([{ defKey: 'leaveRequest', wipTarget: 10 }]));
    expect(await screen.findByText('Over target', {}, LOADED)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Recount/ }));
    await waitFor(() => expect(state.seen.rebuilds).toEqual(['leaveRequest']));
  });
});
