export { FlowCard, type FlowCardData } from './components/FlowCard';
export { useTaskLiveUpdates } from './hooks/useTaskLiveUpdates';
export { instanceFormUrl, openInstanceForm, tagColors, TAG_COLOR_PAIRS } from './lib/flowCard';
export { taskKeys, taskQueries } from './queries';
export { TaskTable } from './components/TaskTable';
