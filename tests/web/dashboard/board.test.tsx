import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { server } from '../../../mocks/node';
import {
  emptyHomeHandlers,
  homeDoneHandler,
  homeNoticeHandler,
  homeSankeyHandler,
  homeTodoHandler,
  taskRow,
} from '../../../mocks/handlers/home';
import type { BoardChartsProps } from '@/features/dashboard/components/BoardCharts';
import Board from '@/features/dashboard/pages/Board';
import { renderWithProviders } from './render';

vi.mock('@/shared/live', () => ({ useLiveEvents: () => {} }));

const charts = vi.hoisted(() => ({ loaded: 0, props: null as null | BoardChartsProps }));
vi.mock('@/features/dashboard/components/BoardCharts', () => {
  charts.loaded++;
  return {
    default: (props: BoardChartsProps) => {
      charts.props = props;
      return <div data-testid="board-charts" />;
    },
  };
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('data board', { timeout: 30_000 }, () => {
  it('feeds its lazily loaded charts with the home data', async () => {
    let donePageSize = 0;
    // later use() calls take precedence: the empty lists are the base
    server.use(...emptyHomeHandlers);
    server.use(
      homeTodoHandler({ total: 7, rows: [] }),
      homeDoneHandler((body) => {
        donePageSize = body.pageBean?.pageSize ?? 0;
        return { total: 40, rows: [taskRow({ completeTime: new Date().toISOString() }), taskRow({ id: 't-2', completeTime: null })] };
      }),
      homeNoticeHandler({ total: 5, unread: 2, rows: [] }),
      homeSankeyHandler({
        nodes: [{ name: 'HR' }, { name: 'Leave' }, { name: 'Running' }, { name: 'Ended' }],
        links: [
          { source: 'HR', target: 'Leave', value: 3 },
          { source: 'Leave', target: 'Running', value: 2 },
          { source: 'Leave', target: 'Ended', value: 1 },
        ],
      }),
    );
    renderWithProviders(<Board />, { path: '/board' });
    expect(screen.getByRole('heading', { name: 'Data board' })).toBeInTheDocument();
    expect(await screen.findByTestId('board-charts')).toBeInTheDocument();
    expect(charts.loaded).toBe(1);
    expect(donePageSize).toBe(200);
    expect(charts.props!.totals).toEqual([
      { name: 'My to-dos', value: 7 },
      { name: 'My done tasks', value: 40 },
      { name: 'My requests', value: 0 },
      { name: 'Delayed tasks', value: 0 },
      { name: 'Notices to read', value: 2 },
    ]);
    expect(charts.props!.states).toEqual([
      { name: 'Running', value: 2 },
      { name: 'Ended', value: 1 },
    ]);
    expect(charts.props!.perDay).toHaveLength(14);
    expect(charts.props!.perDay[13].count).toBe(1);
    expect(charts.props!.doneRows).toBe(2);
  });
});
