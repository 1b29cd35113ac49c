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

/** Bar chart of the home counts. */
export function totalsOption(bars: Array<{ name: string; value: number }>, seriesName: string) {
  return {
    // names come from users: rich text is drawn on the canvas, never parsed as HTML
    tooltip: { ...RICH_TOOLTIP, trigger: 'axis' },
    grid: { left: 40, right: 16, top: 16, bottom: 32 },
    xAxis: { type: 'category', data: bars.map((b) => b.name) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [{ type: 'bar', name: seriesName, data: bars.map((b) => b.value), barMaxWidth: 36, itemStyle: { color: '#2f54eb' } }],
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
    grid: { left: 40, right: 16, top: 16, bottom: 32 },
    xAxis: { type: 'category', data: days.map((d) => d.day.slice(5)), boundaryGap: false },
    yAxis: { type: 'value', minInterval: 1 },
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
