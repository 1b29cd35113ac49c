import { TaskWorkspace } from '../components/TaskWorkspace';
import { REQUEST_TABS } from '../lib/tabs';

/** 'tasks/MyRequest': the instances I started, and my drafts. */
export default function MyRequest() {
  return <TaskWorkspace tabs={REQUEST_TABS} />;
}
