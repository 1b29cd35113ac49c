import type { CustomQueryDef } from '@contract/forms';

export interface QueryChartData {
  categories: string[];
  series: Array<{ name: string; data: number[] }>;
  /** the y column's label */
  valueLabel: string;
  total: number;
}

/**
 * A custom query's rows as a bar chart by its `chart` hint: the x values in order, the y column
 * summed per x, one series per value of the series column (shown by its option label).
 * Null when the query has no chart hint or names columns it does not have.
 */
export function queryChartData(
  def: Pick<CustomQueryDef, 'columns' | 'chart'>,
  rows: ReadonlyArray<Record<string, unknown>>,
): QueryChartData | null {
  const hint = def.chart;
  const column = (name: string | undefined) => (name ? def.columns.find((c) => c.name === name) : undefined);
  const y = column(hint?.y);
  if (!hint || !column(hint.x) || !y || (hint.series && !column(hint.series))) return null;
  const seriesColumn = column(hint.series);
  const label = (value: unknown) => {
    const text = value === null || value === undefined ? '' : String(value);
    return seriesColumn?.options?.find((o) => o.value === text)?.label ?? text;
  };
  const categories = [...new Set(rows.map((r) => String(r[hint.x] ?? '')))].sort();
  const sums = new Map<string, number[]>();
  let total = 0;
  for (const r of rows) {
    const key = seriesColumn ? label(r[seriesColumn.name]) : y.label;
    const n = Number(r[y.name]);
    if (!Number.isFinite(n)) continue;
    const data = sums.get(key) ?? categories.map(() => 0);
    data[categories.indexOf(String(r[hint.x] ?? ''))] += n;
    sums.set(key, data);
    total += n;
  }
  const series = [...sums.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, data]) => ({ name, data: data.map((v) => Math.round(v * 100) / 100) }));
  return { categories, series, valueLabel: y.label, total: Math.round(total * 100) / 100 };
}
