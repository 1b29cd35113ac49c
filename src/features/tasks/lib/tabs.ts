import { TASK_TABS, type TaskTab } from '@contract/workflow-lists';

/** The tabs of the task list, in the spec's order and spelling ('ciculated' is the wire name): written once in the contract. */
export { TASK_TABS, type TaskTab };

/** Leader views list the tasks of another user, chosen by leaderId. */
export const LEADER_TABS: ReadonlySet<TaskTab> = new Set<TaskTab>(['leaderTodo', 'leaderDone']);

export function isTaskTab(value: unknown): value is TaskTab {
  return typeof value === 'string' && (TASK_TABS as readonly string[]).includes(value);
}

/** The tabs of the my-requests page and of the circulated-items page. */
export const REQUEST_TABS: readonly TaskTab[] = ['myRequest', 'myDraft'];
export const CIRCULATE_TABS: readonly TaskTab[] = ['received', 'ciculated'];
