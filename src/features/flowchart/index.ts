export { FlowChartView } from './components/FlowChartView';
export type { FlowChartViewProps } from './components/FlowChartView';
export { FlowChartDialog } from './components/FlowChartDialog';
export type { FlowChartDialogProps } from './components/FlowChartDialog';
export { flowImageQuery } from './queries';
export type { NodeLabel } from './viewer/engine';
