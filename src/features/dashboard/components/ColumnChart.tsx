import ReactEChartsCore from 'echarts-for-react/esm/core';
import { theme } from 'antd';
import { echarts } from '../charts/dashboardEcharts';
import { echartsOption, type ChartSpec } from '../model/columnView';

interface Props {
  chart: ChartSpec;
  label: string;
  /** a click on a bar, a point or a slice: its category */
  onPick?: (category: string) => void;
}

/** A dashboard column's line, bar or pie chart; loaded lazily with echarts' core. */
export default function ColumnChart({ chart, label, onPick }: Props) {
  const { token } = theme.useToken();
  return (
    <div role="img" aria-label={label} style={{ height: '100%', minHeight: 120 }}>
      <ReactEChartsCore
        echarts={echarts}
        option={echartsOption(chart, { text: token.colorTextSecondary, line: token.colorBorderSecondary })}
        notMerge
        style={{ height: '100%', width: '100%' }}
        onEvents={onPick ? { click: (e: { name?: string }) => onPick(String(e.name ?? '')) } : undefined}
      />
    </div>
  );
}
