import { describe, expect, it } from 'vitest';
import type { CustomQueryDef } from '@contract/forms';
import { queryChartData } from '@/features/dashboard/model/queryChart';

const columns: CustomQueryDef['columns'] = [
  { name: 'month', label: 'Month', type: 'month' },
  {
    name: 'defKey',
    label: 'Flow',
    type: 'select',
    options: [
      { value: 'leave', label: 'Leave request' },
      { value: 'expense', label: 'Expense claim' },
    ],
  },
  { name: 'requestCount', label: 'Requests', type: 'number' },
];
const rows = [
  { month: '2026-02', defKey: 'leave', requestCount: 2 },
  { month: '2026-01', defKey: 'leave', requestCount: 1 },
  { month: '2026-02', defKey: 'expense', requestCount: 3 },
  { month: '2026-02', defKey: 'expense', requestCount: 'n/a' },
];

describe('queryChartData', () => {
  it('sums the y column per x value in order, one series per series value by its label', () => {
    expect(queryChartData({ columns, chart: { x: 'month', y: 'requestCount', series: 'defKey' } }, rows)).toEqual({
      categories: ['2026-01', '2026-02'],
      series: [
        { name: 'Expense claim', data: [0, 3] },
        { name: 'Leave request', data: [1, 2] },
      ],
      valueLabel: 'Requests',
      total: 6,
    });
  });

  it('draws one series named after the y column without a series column', () => {
    expect(queryChartData({ columns, chart: { x: 'month', y: 'requestCount' } }, rows)?.series).toEqual([
      { name: 'Requests', data: [1, 5] },
    ]);
  });

  it.each([
    ['no chart hint', undefined],
    ['an unknown x column', { x: 'week', y: 'requestCount' }],
    ['an unknown y column', { x: 'month', y: 'amount' }],
    ['an unknown series column', { x: 'month', y: 'requestCount', series: 'dept' }],
  ])('answers null for %s', (_, chart) => {
    expect(queryChartData({ columns, chart }, rows)).toBeNull();
  });
});
