import { describe, expect, it } from 'vitest';
import { queryChartData } from '@/features/dashboard/model/queryChart';
import { customQueryDef } from '../../../mocks/handlers/forms';

// the supplier register of the mocks: a text column, a select column with option labels, a number column
const { columns } = customQueryDef();
const rows = [
  { name: 'Beta', category: 'raw', rating: 2 },
  { name: 'Acme', category: 'raw', rating: 1 },
  { name: 'Beta', category: 'it', rating: 3 },
  { name: 'Beta', category: 'it', rating: 'n/a' },
];

describe('queryChartData', () => {
  it('sums the y column per x value in order, one series per series value by its label', () => {
    expect(queryChartData({ columns, chart: { x: 'name', y: 'rating', series: 'category' } }, rows)).toEqual({
      categories: ['Acme', 'Beta'],
      series: [
        { name: 'IT', data: [0, 3] },
        { name: 'Raw materials', data: [1, 2] },
      ],
      valueLabel: 'Rating',
      total: 6,
    });
  });

  it('draws one series named after the y column without a series column', () => {
    expect(queryChartData({ columns, chart: { x: 'name', y: 'rating' } }, rows)?.series).toEqual([{ name: 'Rating', data: [1, 5] }]);
  });

  it.each([
    ['no chart hint', undefined],
    ['an unknown x column', { x: 'week', y: 'rating' }],
    ['an unknown y column', { x: 'name', y: 'amount' }],
    ['an unknown series column', { x: 'name', y: 'rating', series: 'dept' }],
  ])('answers null for %s', (_, chart) => {
    expect(queryChartData({ columns, chart }, rows)).toBeNull();
  });
});
