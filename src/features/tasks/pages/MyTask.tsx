import { TaskWorkspace } from '../components/TaskWorkspace';
import { TASK_TABS } from '../lib/tabs';

/** 'tasks/MyTask': every tab of spec 02 §2. */
export default function MyTask() {
  return <TaskWorkspace tabs={TASK_TABS} />;
}
