import dayjs, { type ConfigType } from 'dayjs';

/** Completed items per local day over the last `days` days, oldest first (days without any are 0). */
export function perDay(times: Array<string | null | undefined>, now: ConfigType, days = 14): Array<{ day: string; count: number }> {
  const end = dayjs(now).startOf('day');
  const buckets = new Map<string, number>();
  for (let i = days - 1; i >= 0; i--) buckets.set(end.subtract(i, 'day').format('YYYY-MM-DD'), 0);
  for (const t of times) {
    if (!t) continue;
    const key = dayjs(t).format('YYYY-MM-DD');
    if (buckets.has(key)) buckets.set(key, (buckets.get(key) ?? 0) + 1);
  }
  return [...buckets].map(([day, count]) => ({ day, count }));
}

const RICH_TOOLTIP = { renderMode: 'richText' } as const;

/** How wide a label reads, in Latin letters (a CJK character takes two). */
const labelLength = (name: string) => [...name].reduce((n, c) => n + (/[\u2e80-\u9fff\uac00-\ud7af\uff00-\uffef]/.test(c) ? 2 : 1), 0);

/**
 * A category axis's labels (issue 29.18): every one drawn (echarts' automatic interval hid every other one), turned
 * when there are many or long ones so that they do not run into each other. The grid's containLabel makes room.
 */
export function categoryAxisLabel(names: readonly string[]) {
  const total = names.reduce((n, name) => n + labelLength(name) + 2, 0);
  const crowded = names.length > 8 || total > 44;
  return { interval: 0, hideOverlap: false, rotate: crowded ? 35 : 0, ...(crowded ? { width: 110, overflow: 'truncate' as const } : {}) };
}

/**
 * A bar's figure above it, and room above the tallest bar for its figure (the value axis ends 15% past the data):
 * the tallest bar's figure is never cut or hidden under the legend.
 */
export const BAR_LABEL = { show: true, position: 'top' as const };
export const VALUE_HEADROOM = ['0%', '15%'] as [string, string];

/** Bar chart of the home counts. */
export function totalsOption(bars: Array<{ name: string; value: number }>, seriesName: string) {
  return {
    // names come from users: rich text is drawn on the canvas, never parsed as HTML
    tooltip: { ...RICH_TOOLTIP, trigger: 'axis' },
    grid: { left: 16, right: 16, top: 28, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: bars.map((b) => b.name), axisLabel: categoryAxisLabel(bars.map((b) => b.name)) },
    yAxis: { type: 'value', minInterval: 1, boundaryGap: VALUE_HEADROOM },
    series: [
      {
        type: 'bar',
        name: seriesName,
        data: bars.map((b) => b.value),
        barMaxWidth: 36,
        itemStyle: { color: '#2f54eb' },
        label: BAR_LABEL,
      },
    ],
  };
}

/**
 * A pie's ring and labels. A narrow chart (a phone) gets a smaller ring and only the values beside the slices, the
 * names being in the legend below, so no label is cut to a few letters or runs into the chart's edge.
 */
export function pieLook(narrow: boolean, named = true) {
  if (!narrow) return { radius: ['35%', '65%'], label: named ? { formatter: '{b}: {c}' } : {} };
  return { radius: ['28%', '50%'], label: { formatter: '{c}', bleedMargin: 16 }, labelLine: { length: 8, length2: 8 } };
}

/** Pie chart of named parts. */
export function pieOption(parts: Array<{ name: string; value: number }>, narrow = false) {
  return {
    tooltip: { ...RICH_TOOLTIP, trigger: 'item' },
    legend: { type: 'scroll', bottom: 0 },
    series: [{ type: 'pie', center: ['50%', '45%'], data: parts, ...pieLook(narrow) }],
  };
}

/** Line chart of a count per day. */
export function perDayOption(days: Array<{ day: string; count: number }>, seriesName: string) {
  return {
    tooltip: { ...RICH_TOOLTIP, trigger: 'axis' },
    grid: { left: 16, right: 24, top: 28, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category',
      data: days.map((d) => d.day.slice(5)),
      boundaryGap: false,
      axisLabel: categoryAxisLabel(days.map((d) => d.day.slice(5))),
    },
    yAxis: { type: 'value', minInterval: 1, boundaryGap: VALUE_HEADROOM },
    series: [
      {
        type: 'line',
        name: seriesName,
        data: days.map((d) => d.count),
        smooth: true,
        areaStyle: { opacity: 0.15 },
        itemStyle: { color: '#13a8a8' },
      },
    ],
  };
}
