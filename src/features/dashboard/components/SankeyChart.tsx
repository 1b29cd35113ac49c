import ReactEChartsCore from 'echarts-for-react/esm/core';
import type { SankeyValue } from '@/api/home';
import { echarts } from '../charts/sankeyEcharts';

export interface SankeyChartProps {
  data: SankeyValue;
  label: string;
  height?: number;
}

/** The home sankey; only ever loaded lazily (see SankeyCard), with echarts' core and the sankey alone. */
export default function SankeyChart({ data, label, height = 360 }: SankeyChartProps) {
  const option = {
    // names come from users: rich text is drawn on the canvas, never parsed as HTML
    tooltip: { trigger: 'item', renderMode: 'richText' },
    series: [
      {
        type: 'sankey',
        data: data.nodes,
        links: data.links,
        emphasis: { focus: 'adjacency' },
        nodeGap: 12,
        lineStyle: { color: 'gradient', curveness: 0.5, opacity: 0.35 },
        label: { fontSize: 12 },
        left: 8,
        right: 120,
        top: 8,
        bottom: 8,
      },
    ],
  };
  return (
    <div role="img" aria-label={label}>
      <ReactEChartsCore echarts={echarts} option={option} notMerge lazyUpdate style={{ height }} />
    </div>
  );
}
