import type { ComponentType } from 'react';

export const pages: Record<string, () => Promise<{ default: ComponentType }>> = {
  // the fixed route /flowChart?instId=..|defId=..
  'flowchart/FlowChartPage': () => import('./pages/FlowChartPage'),
};
