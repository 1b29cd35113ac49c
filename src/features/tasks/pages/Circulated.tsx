import { TaskWorkspace } from '../components/TaskWorkspace';
import { CIRCULATE_TABS } from '../lib/tabs';

/** 'tasks/Circulated': what I circulated and what was circulated to me. */
export default function Circulated() {
  return <TaskWorkspace tabs={CIRCULATE_TABS} />;
}
