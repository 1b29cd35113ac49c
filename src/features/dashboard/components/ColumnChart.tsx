import ReactEChartsCore from 'echarts-for-react/esm/core';
import { theme } from 'antd';
import { echarts } from '../charts/dashboardEcharts';
import { echartsOption, type ChartSpec } from '../model/columnView';

interface Props {
  chart: ChartSpec;
  label: string;
  /** a click on a bar, a point or a slice: the index of its row */
  onPick?: (index: number) => void;
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
        onEvents={onPick ? { click: (e: { dataIndex?: number }) => onPick(e.dataIndex ?? -1) } : undefined}
      />
    </div>
  );
}
