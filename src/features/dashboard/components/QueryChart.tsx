import ReactEChartsCore from 'echarts-for-react/esm/core';
import { echarts } from '../charts/boardEcharts';
import type { QueryChartData } from '../model/queryChart';

/** A custom query's bar chart; loaded lazily with echarts' core. */
export default function QueryChart({ data, label }: { data: QueryChartData; label: string }) {
  const option = {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 48, right: 16, top: 40, bottom: 32 },
    xAxis: { type: 'category', data: data.categories },
    yAxis: { type: 'value', name: data.valueLabel },
    series: data.series.map((s) => ({ type: 'bar', name: s.name, stack: 'total', barMaxWidth: 56, data: s.data })),
  };
  return (
    <div role="img" aria-label={label}>
      <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height: 360 }} />
    </div>
  );
}
