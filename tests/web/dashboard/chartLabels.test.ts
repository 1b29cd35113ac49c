// @isolated-file: echarts' registry of charts, components and renderers is global, and other files register theirs (vitest.config.ts)
import { describe, expect, it } from 'vitest';
import * as echarts from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import { perDayOption, totalsOption } from '@/features/dashboard/model/board';
import { echartsOption } from '@/features/dashboard/model/columnView';

echarts.use([BarChart, LineChart, GridComponent, LegendComponent, SVGRenderer]);

/** The texts an option draws at a size (echarts' server-side SVG: what the canvas would show). */
function drawnTexts(option: object, width: number, height = 300): string[] {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height });
  chart.setOption({ ...option, animation: false });
  const svg = chart.renderToSVGString();
  chart.dispose();
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!);
}

// Issue 29.18: the data board drew every other x label and hid its tallest bar's figure
describe('board and dashboard charts draw every label', () => {
  const TOTALS = [
    { name: 'My to-dos', value: 12 },
    { name: 'My done tasks', value: 340 },
    { name: 'My requests', value: 41 },
    { name: 'Delayed tasks', value: 3 },
    { name: 'Notices to read', value: 7 },
  ];

  it('the totals bar chart shows every name under its bar and every figure above it, the tallest’s too', () => {
    const texts = drawnTexts(totalsOption(TOTALS, 'Count'), 560);
    for (const t of TOTALS) {
      expect(texts, t.name).toContain(t.name);
      expect(texts, String(t.value)).toContain(String(t.value));
    }
  });

  it('the per-day line shows all 14 days on a narrow card (turned when crowded)', () => {
    const days = Array.from({ length: 14 }, (_, i) => ({ day: `2026-03-${String(i + 1).padStart(2, '0')}`, count: i % 4 }));
    const option = perDayOption(days, 'Done');
    const texts = drawnTexts(option, 420);
    for (const d of days) expect(texts, d.day).toContain(d.day.slice(5));
    expect(option.xAxis.axisLabel.rotate).toBeGreaterThan(0);
  });

  it('a dashboard column’s bar chart shows every category and the tallest bar’s figure below the legend', () => {
    const categories = ['Leave request', 'Expense claim', 'Purchase request', 'Business trip', 'Contract review', 'Seal use', 'Overtime'];
    const data = [4, 9, 2, 7, 1, 3, 12];
    const option = echartsOption({ type: 'bar', categories, series: [{ name: 'To-dos', data }], zoom: false });
    const texts = drawnTexts(option, 480);
    for (const c of categories) expect(texts, c).toContain(c);
    expect(texts).toContain('12');
    expect(texts).toContain('To-dos');
  });

  it('a short axis stays level', () => {
    expect(totalsOption(TOTALS.slice(0, 3), 'Count').xAxis.axisLabel.rotate).toBe(0);
  });
});
