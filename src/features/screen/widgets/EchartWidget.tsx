import { useMemo } from 'react';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import * as echarts from 'echarts/core';
import { BarChart, GaugeChart, LineChart, PictorialBarChart, PieChart, RadarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, RadarComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import { chartOption, type EchartKind } from './chartOptions';
import type { WidgetProps } from './types';

// only what the screen draws; the SVG renderer keeps text and lines sharp when the canvas is scaled (3840x2160)
echarts.use([
  BarChart,
  GaugeChart,
  LineChart,
  PictorialBarChart,
  PieChart,
  RadarChart,
  GridComponent,
  LegendComponent,
  RadarComponent,
  TooltipComponent,
  SVGRenderer,
]);

/** Line, bar, pie, radar, gauge, ring and conical column: echarts, sized to the widget's own box. */
export default function EchartWidget({ kind, width, height, config, data, reducedMotion }: WidgetProps & { kind: EchartKind }) {
  const option = useMemo(
    () => ({ ...chartOption(kind, data, config, width), animation: !reducedMotion }),
    [kind, data, config, width, reducedMotion],
  );
  return (
    <ReactEChartsCore echarts={echarts} option={option} notMerge opts={{ renderer: 'svg', width, height }} style={{ width, height }} />
  );
}
