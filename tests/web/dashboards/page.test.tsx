import { describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { server } from '../../../mocks/node';
import { screenLayoutHandler } from '../../../mocks/handlers/screen';
import {
  DEMO_DATA,
  columnDataHandler,
  columnHandler,
  dashboardLayout,
  resetUserLayoutHandler,
  saveUserLayoutHandler,
} from '../../../mocks/handlers/dashboards';
import type { UserLayoutPlacement } from '@contract/dashboards';
import Dashboards from '@/features/dashboard/pages/Dashboards';
import { dashboardKeys } from '@/features/dashboard/gridQueries';
import { listenToMocks } from '../support/mockServer';
import { renderWithProviders } from '../dashboard/render';

// echarts needs a real canvas; the options are tested in model.test.ts
// (a click on its third point stands in for echarts' click event)
vi.mock('echarts-for-react/esm/core', () => ({
  default: ({
    option,
    onEvents,
  }: {
    option: { series: Array<{ type: string; data: unknown[] }>; dataZoom?: unknown };
    onEvents?: { click?: (e: { dataIndex: number }) => void };
  }) => (
    <div
      data-testid="echart"
      data-series={option.series[0]?.type}
      data-zoom={String(!!option.dataZoom)}
      onClick={() => onEvents?.click?.({ dataIndex: 2 })}
    />
  ),
}));

listenToMocks({ restoreMocks: true });
// the grid, the lazy chart and the queries take a while on a busy machine
configure({ asyncUtilTimeout: 5000 });

function Where() {
  const { pathname, search } = useLocation();
  return <div data-testid="where">{pathname + search}</div>;
}

function renderPage(width = 1200, layout = dashboardLayout()) {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);
  server.use(screenLayoutHandler({ approval_dashboard: layout }), columnHandler(), columnDataHandler());
  return renderWithProviders(
    <Routes>
      <Route path="/dashboards" element={<Dashboards />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { path: '/dashboards?alias=approval_dashboard' },
  );
}

describe('dashboard page', { timeout: 30_000 }, () => {
  it('draws each widget by its column: a number, a zoomable line chart, and the over-999 message instead of a chart', async () => {
    const { client } = renderPage();
    expect(await screen.findByRole('heading', { name: 'My dashboard' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'My to-dos: 7' })).toBeInTheDocument();
    const chart = await screen.findByTestId('echart');
    expect(chart).toHaveAttribute('data-series', 'line');
    expect(chart).toHaveAttribute('data-zoom', 'true');
    const history = screen.getByTestId('widget-history');
    expect(await within(history).findByText('More than 999 rows (1500 rows): not drawn')).toBeInTheDocument();
    expect(within(history).queryByTestId('echart')).toBeNull();
    expect(screen.getAllByText(/^Updated /).length).toBeGreaterThan(0);
    // refetch every rate x rule of the item (2 hours), not the column's own minute
    const query = client.getQueryCache().find({ queryKey: dashboardKeys.data('dash_my_todo') });
    expect((query?.options as { refetchInterval?: unknown }).refetchInterval).toBe(2 * 3_600_000);
  });

  it('reads the rows again on refresh and opens the list a number counts on click', async () => {
    let todo = 7;
    renderPage();
    server.use(columnDataHandler((a) => (a === 'dash_my_todo' ? { rows: [{ count: todo }], total: 1, overLimit: false } : DEMO_DATA[a])));
    await screen.findByRole('button', { name: 'My to-dos: 7' });
    todo = 8;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh My to-dos' }));
    fireEvent.click(await screen.findByRole('button', { name: 'My to-dos: 8' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/matter/myTask?tab=todo');
  });

  it('opens the list filtered to the clicked point: its row names the day', async () => {
    renderPage();
    fireEvent.click(await screen.findByTestId('echart'));
    expect(await screen.findByTestId('where')).toHaveTextContent('/matter/myRequest?tab=myRequest&day=2026-10-03');
  });

  it('offers the chart’s values to the keyboard too, each opening its filtered list', async () => {
    renderPage();
    const values = await screen.findByRole('list', { name: 'Open the list of a value: Started per day' });
    expect(within(values).getAllByRole('button')).toHaveLength(30);
    fireEvent.click(within(values).getByRole('button', { name: 'D5: 0' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/matter/myRequest?tab=myRequest&day=2026-10-05');
  });

  it('moves a widget from its arrange menu (no mouse dragging needed) and saves the arrangement', async () => {
    const saved: UserLayoutPlacement[][] = [];
    renderPage();
    server.use(saveUserLayoutHandler((items) => saved.push(items)));
    await screen.findByRole('button', { name: 'My to-dos: 7' });
    fireEvent.click(screen.getByRole('button', { name: 'Arrange My to-dos' }));
    fireEvent.click(await screen.findByText('Move right'));
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 3000 });
    expect(saved[0]?.find((p) => p.key === 'my_todo')).toEqual({ key: 'my_todo', x: 1, y: 0, width: 3, height: 4 });
    expect(await screen.findByText('My layout')).toBeInTheDocument();
  });

  it('resets a saved arrangement to the default', async () => {
    renderPage(1200, dashboardLayout(undefined, true));
    server.use(resetUserLayoutHandler());
    fireEvent.click(await screen.findByRole('button', { name: /Reset to default/ }));
    const confirm = await screen.findAllByRole('button', { name: /Reset to default/ });
    fireEvent.click(confirm[confirm.length - 1]!);
    expect(await screen.findByText('Default layout')).toBeInTheDocument();
  });

  it('stacks the widgets on a narrow screen, and keeps a failing widget in its own card', async () => {
    renderPage(390);
    server.use(columnDataHandler((a) => (a === 'dash_per_day' ? undefined : DEMO_DATA[a])));
    expect(await screen.findByRole('button', { name: 'My to-dos: 7' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Arrange My to-dos' })).toBeNull();
    expect(await within(screen.getByTestId('widget-per_day')).findByText('The data could not be loaded')).toBeInTheDocument();
  });

  it('says so when the alias names no dashboard', async () => {
    renderPage(1200, { ...dashboardLayout(), kind: 'screen' });
    expect(await screen.findByText('Dashboard approval_dashboard could not be opened')).toBeInTheDocument();
  });
});
