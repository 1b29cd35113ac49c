import type { ScreenData } from '@contract/screen';
import { firstValue, namedValues, seriesOf } from '../model/data';

/** Colours of the screen's charts (on a dark canvas). */
export const SCREEN_PALETTE = ['#37a2da', '#32c5e9', '#67e0e3', '#9fe6b8', '#ffdb5c', '#ff9f7f', '#fb7293', '#e7bcf3', '#8378ea'];
const TEXT = '#c8e6ff';
const AXIS = {
  axisLine: { lineStyle: { color: '#3b6fa0' } },
  axisLabel: { color: TEXT },
  splitLine: { lineStyle: { color: 'rgba(59,111,160,0.25)' } },
};

export type EchartKind = 'line' | 'bar' | 'pie' | 'radar' | 'gauge' | 'ring' | 'conicalColumn';
export const ECHART_KINDS: readonly EchartKind[] = ['line', 'bar', 'pie', 'radar', 'gauge', 'ring', 'conicalColumn'];

/** A cone with a curved waist: the conical column's bar (the shape DataV draws). */
export const CONE_PATH = 'path://M0,10 L10,10 C5.5,10 5.5,5 5,0 C4.5,5 4.5,10 0,10 z';

const base = (colors: string[]) => ({
  color: colors,
  animation: true,
  textStyle: { color: TEXT },
  tooltip: { trigger: 'item' as const },
});

/** The echarts option of a chart kind from the widget's data (first column: names; the others: series). */
export function chartOption(
  kind: EchartKind,
  data: ScreenData | undefined,
  config: Record<string, unknown>,
  width = 400,
): Record<string, unknown> {
  const colors = Array.isArray(config.colors) ? (config.colors as string[]) : SCREEN_PALETTE;
  const { categories, series } = seriesOf(data);
  const grid = { left: 8, right: 12, top: series.length > 1 ? 28 : 12, bottom: 4, containLabel: true };
  // category labels get the room their share of the width leaves
  const labelWidth = Math.max(48, (width - 60) / Math.max(1, categories.length) - 6);
  // the bars' category axis: every label shown, cut to its room
  const categoryAxis = {
    type: 'category',
    data: categories,
    ...AXIS,
    axisLabel: { color: TEXT, interval: 0, overflow: 'truncate', width: labelWidth },
  };
  const legend = series.length > 1 ? { top: 0, textStyle: { color: TEXT }, itemWidth: 12, itemHeight: 8 } : undefined;
  switch (kind) {
    case 'line':
      return {
        ...base(colors),
        tooltip: { trigger: 'axis' },
        legend,
        grid,
        xAxis: { type: 'category', data: categories, boundaryGap: false, ...AXIS },
        yAxis: { type: 'value', minInterval: 1, ...AXIS },
        series: series.map((s) => ({
          type: 'line',
          name: s.name,
          data: s.values,
          smooth: true,
          symbolSize: 5,
          areaStyle: { opacity: 0.15 },
        })),
      };
    case 'bar':
      return {
        ...base(colors),
        tooltip: { trigger: 'axis' },
        legend,
        grid,
        xAxis: categoryAxis,
        yAxis: { type: 'value', minInterval: 1, ...AXIS },
        series: series.map((s) => ({
          type: 'bar',
          name: s.name,
          data: s.values,
          barMaxWidth: 22,
          itemStyle: { borderRadius: [3, 3, 0, 0] },
        })),
      };
    case 'pie':
    case 'ring':
      return {
        ...base(colors),
        legend: { orient: 'vertical', right: 0, top: 'middle', textStyle: { color: TEXT }, itemWidth: 10, itemHeight: 10 },
        series: [
          {
            type: 'pie',
            radius: kind === 'ring' ? ['48%', '72%'] : '72%',
            center: ['38%', '52%'],
            data: namedValues(data),
            label: { color: TEXT, formatter: kind === 'ring' ? '{d}%' : '{c}' },
            itemStyle: kind === 'ring' ? { borderColor: '#061535', borderWidth: 2 } : undefined,
          },
        ],
      };
    case 'radar': {
      const max = Math.max(1, ...series.flatMap((s) => s.values)) * 1.1;
      return {
        ...base(colors),
        legend,
        radar: {
          indicator: categories.map((name) => ({ name, max })),
          radius: '62%',
          axisName: { color: TEXT },
          splitLine: { lineStyle: { color: 'rgba(59,111,160,0.5)' } },
          splitArea: { show: false },
        },
        series: [{ type: 'radar', data: series.map((s) => ({ name: s.name, value: s.values, areaStyle: { opacity: 0.25 } })) }],
      };
    }
    case 'gauge':
      return {
        ...base(colors),
        series: [
          {
            type: 'gauge',
            min: 0,
            max: Number(config.max) > 0 ? Number(config.max) : 100,
            radius: '92%',
            center: ['50%', '55%'],
            progress: { show: true, width: 10 },
            axisLine: { lineStyle: { width: 10, color: [[1, 'rgba(59,111,160,0.35)']] } },
            axisTick: { show: false },
            splitLine: { length: 8, lineStyle: { color: '#3b6fa0' } },
            axisLabel: { color: TEXT, distance: 14, fontSize: 10 },
            pointer: { width: 4 },
            detail: {
              valueAnimation: true,
              color: '#fff',
              fontSize: 22,
              offsetCenter: [0, '62%'],
              formatter: `{value}${String(config.unit ?? '%')}`,
            },
            data: [{ value: firstValue(data), name: String(data?.rows[0]?.[0] ?? '') }],
            title: { show: false },
          },
        ],
      };
    case 'conicalColumn':
      return {
        ...base(colors),
        grid,
        xAxis: categoryAxis,
        yAxis: { type: 'value', minInterval: 1, ...AXIS },
        series: [
          {
            type: 'pictorialBar',
            symbol: CONE_PATH,
            barCategoryGap: '-30%',
            label: { show: true, position: 'top', color: TEXT },
            data: (series[0]?.values ?? []).map((value, i) => ({ value, itemStyle: { color: colors[i % colors.length], opacity: 0.85 } })),
          },
        ],
      };
  }
}
