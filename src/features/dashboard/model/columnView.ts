import { BAR_LABEL, VALUE_HEADROOM, categoryAxisLabel, pieLook } from './board';
import { DASHBOARD_MAX_ROWS, DASHBOARD_ZOOM_ROWS, type DashboardField } from '@contract/dashboards';
import type { DashboardChartConfig, DashboardColumnData } from '@/api/dashboards';

type Row = Record<string, unknown>;

export interface ChartSpec {
  type: 'line' | 'bar' | 'pie';
  categories: string[];
  series: Array<{ name: string; data: number[] }>;
  /** spec 02 §9: zoom only above 20 rows */
  zoom: boolean;
}

export type ColumnView =
  | { kind: 'overLimit'; total: number }
  | { kind: 'empty' }
  | { kind: 'number'; value: number; label: string }
  | { kind: 'chart'; chart: ChartSpec }
  | { kind: 'table'; fields: DashboardField[]; rows: Row[] };

const numberOf = (v: unknown) => {
  const n = Number(v);
  return Number.isFinite(n) ? n : 0;
};

/** The fields a table shows: the chart's, else every key of the first row. */
function tableFields(config: DashboardChartConfig, rows: Row[]): DashboardField[] {
  const named = [...(config.xField ? [config.xField] : []), ...config.yField];
  if (named.length) return named;
  return Object.keys(rows[0] ?? {}).map((k) => ({ alias: k, desc: k, dbType: 'varchar' as const }));
}

/**
 * What a dashboard widget draws from its column's config and rows: more than 999 rows are not drawn (spec 02 §5),
 * a number card shows the first row's first y field, a chart needs an x field and at least one y field, anything
 * else falls back to a table.
 */
export function columnView(config: DashboardChartConfig, data: Pick<DashboardColumnData, 'rows' | 'total' | 'overLimit'>): ColumnView {
  if (data.overLimit || data.total > DASHBOARD_MAX_ROWS || data.rows.length > DASHBOARD_MAX_ROWS)
    return { kind: 'overLimit', total: Math.max(data.total, data.rows.length) };
  const rows = data.rows;
  if (!rows.length) return { kind: 'empty' };
  const y = config.yField[0];
  if (config.type === 'number' && y) return { kind: 'number', value: numberOf(rows[0]?.[y.alias]), label: y.desc };
  if ((config.type === 'line' || config.type === 'bar' || config.type === 'pie') && config.xField && y) {
    const x = config.xField.alias;
    const ys = config.type === 'pie' ? [y] : config.yField;
    return {
      kind: 'chart',
      chart: {
        type: config.type,
        categories: rows.map((r) => String(r[x] ?? '')),
        series: ys.map((f) => ({ name: f.desc, data: rows.map((r) => numberOf(r[f.alias])) })),
        zoom: config.type !== 'pie' && rows.length > DASHBOARD_ZOOM_ROWS,
      },
    };
  }
  return { kind: 'table', fields: tableFields(config, rows), rows };
}

/** The theme's colours for a chart's texts and lines (light and dark themes). */
export interface ChartColours {
  text: string;
  line: string;
}

/** The echarts option of a chart spec (line and bar on a category axis, pie as slices). */
export function echartsOption(chart: ChartSpec, colours: ChartColours = { text: '#595959', line: '#e8e8e8' }, narrow = false) {
  const textStyle = { color: colours.text };
  if (chart.type === 'pie') {
    const look = pieLook(narrow, false);
    return {
      textStyle,
      tooltip: { trigger: 'item' },
      legend: { type: 'scroll', bottom: 0, textStyle },
      series: [
        {
          type: 'pie',
          name: chart.series[0]?.name,
          ...look,
          label: { ...look.label, color: colours.text },
          data: chart.categories.map((name, i) => ({ name, value: chart.series[0]?.data[i] ?? 0 })),
        },
      ],
    };
  }
  const axisLine = { lineStyle: { color: colours.line } };
  // every category drawn (issue 29.18); a zoomed axis shows a window of them, echarts picks which
  const xLabel = chart.zoom ? { color: colours.text } : { color: colours.text, ...categoryAxisLabel(chart.categories) };
  return {
    textStyle,
    tooltip: { trigger: 'axis' },
    legend: { top: 0, type: 'scroll', textStyle },
    // below the legend, room for the tallest bar's figure
    grid: { left: 16, right: 16, top: 48, bottom: chart.zoom ? 56 : 8, containLabel: true },
    xAxis: { type: 'category', data: chart.categories, axisLabel: xLabel, axisLine },
    yAxis: {
      type: 'value',
      minInterval: 1,
      boundaryGap: VALUE_HEADROOM,
      axisLabel: { color: colours.text },
      axisLine,
      splitLine: { lineStyle: { color: colours.line } },
    },
    ...(chart.zoom ? { dataZoom: [{ type: 'inside' }, { type: 'slider', bottom: 8, height: 18 }] } : {}),
    series: chart.series.map((s) => ({
      type: chart.type,
      name: s.name,
      data: s.data,
      barMaxWidth: 40,
      ...(chart.type === 'bar' && !chart.zoom ? { label: { ...BAR_LABEL, color: colours.text } } : {}),
    })),
  };
}
