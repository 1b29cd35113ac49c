import { describe, expect, it } from 'vitest';
import { refreshIntervalMs } from '@/features/dashboard/model/refresh';
import { columnView, echartsOption } from '@/features/dashboard/model/columnView';
import { hasHole, moveCell, settleAround, type GridCell } from '@/features/dashboard/model/grid';
import type { DashboardChartConfig } from '@/api/dashboards';
import { linkOf } from '@/features/dashboard/model/link';

describe('refresh interval from rate and rule (spec 02 §9)', () => {
  it.each([
    [{ on: true, rate: 1, rule: 'minute' as const }, 60_000],
    [{ on: true, rate: 5, rule: 'minute' as const }, 300_000],
    [{ on: true, rate: 2, rule: 'hour' as const }, 7_200_000],
    [{ on: false, rate: 1, rule: 'minute' as const }, null],
    [{ on: true, rate: 0, rule: 'minute' as const }, null],
    [undefined, null],
  ])('%j gives %s', (refresh, ms) => {
    expect(refreshIntervalMs(refresh)).toBe(ms);
  });
});

const line: DashboardChartConfig = {
  type: 'line',
  xField: { alias: 'day', desc: 'Day', dbType: 'date' },
  yField: [
    { alias: 'started', desc: 'Started', dbType: 'number' },
    { alias: 'ended', desc: 'Ended', dbType: 'number' },
  ],
};
const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ day: `D${i}`, started: i, ended: 'x' }));
const data = (n: number) => ({ rows: rows(n), total: n, overLimit: false });

describe('what a widget draws', () => {
  it.each([
    [20, false],
    [21, true],
  ])('a line chart of %i rows zooms: %s (zoom only above 20 rows)', (n, zoom) => {
    const view = columnView(line, data(n));
    expect(view.kind).toBe('chart');
    if (view.kind !== 'chart') return;
    expect(view.chart.zoom).toBe(zoom);
    expect(view.chart.series.map((s) => s.name)).toEqual(['Started', 'Ended']);
    // a value that is not a number draws as 0
    expect(view.chart.series[1]?.data[0]).toBe(0);
    expect('dataZoom' in echartsOption(view.chart)).toBe(zoom);
  });

  it('does not draw more than 999 rows, whether the server flagged them or sent them', () => {
    expect(columnView(line, { rows: [], total: 1500, overLimit: true })).toEqual({ kind: 'overLimit', total: 1500 });
    expect(columnView(line, data(1000)).kind).toBe('overLimit');
    expect(columnView(line, data(999)).kind).toBe('chart');
  });

  it('shows a number card, a pie without zoom, an empty state and a table when a chart lacks its x field', () => {
    const count = { alias: 'count', desc: 'Count', dbType: 'number' as const };
    expect(columnView({ type: 'number', yField: [count] }, { rows: [{ count: '12' }], total: 1, overLimit: false })).toEqual({
      kind: 'number',
      value: 12,
      label: 'Count',
    });
    const pie = columnView({ ...line, type: 'pie' }, data(30));
    expect(pie.kind === 'chart' && pie.chart.zoom).toBe(false);
    expect(pie.kind === 'chart' && pie.chart.series).toHaveLength(1);
    expect(columnView(line, data(0))).toEqual({ kind: 'empty' });
    const table = columnView({ type: 'bar', yField: [count] }, { rows: [{ count: 1 }], total: 1, overLimit: false });
    expect(table.kind).toBe('table');
  });
});

describe('keyboard arranging', () => {
  const cells: GridCell[] = [
    { i: 'a', x: 0, y: 0, w: 3, h: 4 },
    { i: 'b', x: 9, y: 0, w: 3, h: 4 },
  ];
  it.each([
    ['a', 'right', { x: 1 }],
    ['a', 'left', { x: 0 }],
    ['b', 'right', { x: 9 }],
    ['b', 'wider', { w: 3 }],
    ['a', 'wider', { w: 4 }],
    ['a', 'down', { y: 1 }],
    ['a', 'taller', { h: 5 }],
    ['a', 'narrower', { w: 2 }],
  ] as const)('%s %s gives %j, inside the 12 columns', (key, move, want) => {
    expect(moveCell(cells, key, move).find((c) => c.i === key)).toMatchObject(want);
  });
});

describe('a moved widget leaves no hole (issue 29.18)', () => {
  // the demo dashboard's arrangement
  const seed: GridCell[] = [
    { i: 'my_todo', x: 0, y: 0, w: 3, h: 4 },
    { i: 'my_running', x: 3, y: 0, w: 3, h: 4 },
    { i: 'by_state', x: 6, y: 0, w: 6, h: 8 },
    { i: 'per_day', x: 0, y: 4, w: 6, h: 8 },
    { i: 'todo_by_flow', x: 0, y: 12, w: 6, h: 8 },
    { i: 'done_by_approver', x: 6, y: 8, w: 6, h: 8 },
    { i: 'history', x: 6, y: 16, w: 6, h: 8 },
    { i: 'todo_list', x: 0, y: 20, w: 6, h: 8 },
  ];
  const at = (cells: GridCell[], key: string) => cells.find((c) => c.i === key)!;

  it('the grid library’s own answer to a drag of "My to-dos" onto its neighbour leaves its old place empty', () => {
    // what react-grid-layout answers: my_todo dropped at x 3, my_running pushed below it, per_day under them
    const dropped = seed.map((c) =>
      c.i === 'my_todo' ? { ...c, x: 3 } : c.i === 'my_running' ? { ...c, y: 4 } : c.i === 'per_day' ? { ...c, y: 8 } : c,
    );
    expect(hasHole(dropped)).toBe(true);
    const settled = settleAround(dropped, 'my_todo', seed);
    expect(hasHole(settled)).toBe(false);
    expect(at(settled, 'my_todo')).toMatchObject({ x: 3, y: 0 });
    // the neighbour takes the place it left
    expect(at(settled, 'my_running')).toMatchObject({ x: 0, y: 0 });
    expect(at(settled, 'per_day')).toMatchObject({ x: 0, y: 4 });
  });

  it('keeps an arrangement without holes as it is, and fills the hole of a widget moved away', () => {
    expect(settleAround(seed, 'by_state')).toEqual(seed);
    expect(hasHole(seed)).toBe(false);
    // one step right by the keyboard: the sliver it leaves fits no widget; the neighbour it pushed rises back
    const stepped = settleAround(moveCell(seed, 'my_todo', 'right'), 'my_todo', seed);
    expect(hasHole(stepped)).toBe(false);
    expect(at(stepped, 'my_todo')).toMatchObject({ x: 1, y: 0 });
    const right = settleAround(
      seed.map((c) => (c.i === 'todo_list' ? { ...c, x: 6, y: 24 } : c)),
      'todo_list',
      seed,
    );
    expect(hasHole(right)).toBe(false);
    expect(at(right, 'todo_list')).toMatchObject({ x: 6 });
    // nothing overlaps, nothing leaves the 12 columns
    for (const cells of [stepped, right])
      for (const a of cells) {
        expect(a.x + a.w).toBeLessThanOrEqual(12);
        for (const b of cells)
          if (a !== b) expect(a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h, `${a.i} ${b.i}`).toBe(false);
      }
  });
});

describe('the click-through link of a clicked row', () => {
  const bar: DashboardChartConfig = {
    type: 'bar',
    xField: { alias: 'flow', desc: 'Flow', dbType: 'varchar' },
    yField: [{ alias: 'count', desc: 'Count', dbType: 'number' }],
    link: { path: '/matter/myTask', query: { tab: 'todo' }, params: { procDefKey: 'flowKey', procDefName: 'flow' } },
  };

  it('names the clicked row’s key and label as the list filter', () => {
    expect(linkOf(bar, { flowKey: 'leave', flow: 'Leave & trip', count: 3 })).toBe(
      '/matter/myTask?tab=todo&procDefKey=leave&procDefName=Leave+%26+trip',
    );
  });

  it('without a row, or with a row lacking the field, opens the list unfiltered', () => {
    expect(linkOf(bar)).toBe('/matter/myTask?tab=todo');
    expect(linkOf(bar, { flow: 'Leave', flowKey: '', count: 3 })).toBe('/matter/myTask?tab=todo&procDefName=Leave');
    expect(linkOf({ ...bar, link: { path: '/matter/myRequest' } }, { flowKey: 'leave' })).toBe('/matter/myRequest');
  });

  it('has no link when the column has none', () => {
    expect(linkOf({ ...bar, link: undefined }, { flowKey: 'leave' })).toBeNull();
  });
});
