import { TaskWorkspace } from '../components/TaskWorkspace';

const MONITOR_TABS = ['processOverview'] as const;

/** 'tasks/InstanceMonitor': every instance the caller may see (all for an admin), with hang-up, end and remove. */
export default function InstanceMonitor() {
  return <TaskWorkspace tabs={MONITOR_TABS} monitor />;
}
