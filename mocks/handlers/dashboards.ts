import { DASHBOARD_CALLS as D, type DashboardColumn, type DashboardColumnData, type UserLayoutPlacement } from '@contract/dashboards';
import type { DashboardItem, ScreenLayout } from '@contract/screen';
import { answer } from '../call';
import { fail } from '../envelope';

const field = (alias: string, desc: string, dbType: 'varchar' | 'number' | 'date' = 'number') => ({ alias, desc, dbType });

/** Demo columns like the server's seed: two number cards, a line chart with 30 days, a too-long history and a table. */
export const DEMO_COLUMNS: Record<string, DashboardColumn> = {
  dash_my_todo: {
    id: 'c1',
    alias: 'dash_my_todo',
    name: 'My to-dos',
    dataFrom: '${portal}/portal/dashboards/v1/metric?name=todoCount',
    requestType: 'GET',
    dataParam: [],
    config: { type: 'number', yField: [field('count', 'Count')], link: { path: '/matter/myTask', query: { tab: 'todo' } } },
    refresh: { on: true, rate: 1, rule: 'minute' },
  },
  dash_per_day: {
    id: 'c2',
    alias: 'dash_per_day',
    name: 'Started per day',
    dataFrom: '${portal}/portal/dashboards/v1/metric?name=startedPerDay',
    requestType: 'GET',
    dataParam: [],
    config: {
      type: 'line',
      xField: field('day', 'Day', 'date'),
      yField: [field('started', 'Started')],
      link: { path: '/matter/myRequest', query: { tab: 'myRequest' }, params: { day: 'date' } },
    },
  },
  dash_history: {
    id: 'c3',
    alias: 'dash_history',
    name: 'Started, all years',
    dataFrom: '${portal}/portal/dashboards/v1/metric?name=startedHistory',
    requestType: 'GET',
    dataParam: [],
    config: { type: 'line', xField: field('day', 'Day', 'date'), yField: [field('started', 'Started')] },
  },
};

const rows = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ day: `D${i + 1}`, date: `2026-10-${String(i + 1).padStart(2, '0')}`, started: i % 4 }));

export const DEMO_DATA: Record<string, Omit<DashboardColumnData, 'alias' | 'updateTime'>> = {
  dash_my_todo: { rows: [{ count: 7 }], total: 1, overLimit: false },
  dash_per_day: { rows: rows(30), total: 30, overLimit: false },
  dash_history: { rows: [], total: 1500, overLimit: true },
};

const item = (alias: string, x: number, y: number, width: number, height: number): DashboardItem => ({
  key: alias.replace(/^dash_/, ''),
  type: 'column',
  alias,
  x,
  y,
  width,
  height,
  options: { refresh: { on: true, rate: 2, rule: 'hour' }, config: {} },
});

export const DEMO_ITEMS: DashboardItem[] = [
  item('dash_my_todo', 0, 0, 3, 4),
  item('dash_per_day', 3, 0, 6, 8),
  item('dash_history', 0, 8, 6, 8),
];

export function dashboardLayout(items: DashboardItem[] = DEMO_ITEMS, customized = false): ScreenLayout {
  return {
    id: 'dashboard_approval',
    alias: 'approval_dashboard',
    name: 'My dashboard',
    kind: 'dashboard',
    config: { width: 1920, height: 1080, backgroundType: 'color' },
    elements: [],
    designHtml: '',
    items,
    customized,
  };
}

/** Columns by alias; unknown ones fail as the server does (404). */
export const columnHandler = (columns: Record<string, DashboardColumn> = DEMO_COLUMNS) =>
  answer(D.columnByAlias, ({ query }) => columns[query.get('alias') ?? ''] ?? fail(404, 'Dashboard column not found'));

/** Column rows by alias, from `data` (called on every request, so a test can change what comes back). */
export const columnDataHandler = (
  data: (alias: string) => Omit<DashboardColumnData, 'alias' | 'updateTime'> | undefined = (a) => DEMO_DATA[a],
) =>
  answer(D.columnData, ({ query }) => {
    const alias = query.get('alias') ?? '';
    const found = data(alias);
    return found ? { alias, ...found, updateTime: '2026-03-02T08:30:00.000Z' } : fail(404, 'Dashboard column not found');
  });

/** Saving answers the layout with the saved positions; `seen` gets every body. */
export const saveUserLayoutHandler = (seen: (items: UserLayoutPlacement[]) => void = () => {}) =>
  answer(D.saveUserLayout, ({ body }) => {
    seen(body.items);
    const byKey = new Map(body.items.map((p) => [p.key, p]));
    return dashboardLayout(
      DEMO_ITEMS.map((i) => ({ ...i, ...(byKey.get(i.key) ?? {}) })),
      true,
    );
  });

export const resetUserLayoutHandler = () => answer(D.resetUserLayout, () => dashboardLayout());
