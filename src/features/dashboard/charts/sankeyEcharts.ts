// Only what the sankey draws: a sankey alone is ~162 KB gzip, the whole of echarts ~365 KB.
import * as echarts from 'echarts/core';
import { SankeyChart } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([SankeyChart, TooltipComponent, CanvasRenderer]);

export { echarts };
