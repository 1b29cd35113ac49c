import { TASK_ROW_TABS, TASK_TABS, type TaskListBody, type TypeTreeBody } from '../../../../contract/workflow-lists.js';
import type { Database } from '../../db/database.js';
import { instanceTypeTree, listInstances, openStartTasksOf, type InstanceTabName } from './repo-instances.js';
import { requestActions } from './request-actions.js';
import { listTasks, taskTypeTree, type TaskTabName } from './repo-tasks.js';
import type { Caller } from '../caller.js';

const TASK_TAB_SET = new Set<string>(TASK_ROW_TABS);
/** The tabs that list instances: those of the screen that list no tasks. */
export const INSTANCE_TABS = TASK_TABS.filter((t): t is InstanceTabName => !TASK_TAB_SET.has(t));
const INSTANCE_TAB_SET = new Set<string>(INSTANCE_TABS);

/** The tabs of the task list screen: tasks of one tab (todo, done, delegated, held as agent ...). */
export const tasks = (db: Database, c: Caller, tab: TaskTabName, body: TaskListBody) => listTasks(db, c.user, c.lang, tab, body);

/** Instances of one tab (overview, collection, drafts, circulated, received, my requests). */
export async function instances(db: Database, c: Caller, tab: InstanceTabName, body: TaskListBody) {
  const page = await listInstances(db, c.user, c.lang, tab, body);
  if (tab !== 'myRequest') return page;
  // my requests: what the initiator may do with each one now
  const starts = await openStartTasksOf(
    db,
    page.rows.map((r) => r.id),
  );
  return {
    ...page,
    rows: page.rows.map((r) => {
      const startTaskId = starts.get(r.id) ?? null;
      return { ...r, startTaskId, requestActions: requestActions(r, startTaskId) };
    }),
  };
}

/** The classification tree with counts of a tab; an unknown tab has none. */
export async function typeTree(db: Database, c: Caller, body: TypeTreeBody) {
  if (TASK_TAB_SET.has(body.tab)) return taskTypeTree(db, c.user, c.lang, body.tab as TaskTabName, body);
  if (INSTANCE_TAB_SET.has(body.tab)) return instanceTypeTree(db, c.user, c.lang, body.tab as InstanceTabName, body);
  return { nodes: [], counts: {}, total: 0 };
}
