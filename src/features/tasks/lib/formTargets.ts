import type { InstanceRow, TaskRow } from '@/api/runtime';
import type { FormTarget } from '@/shared/approvalForm';
import { LEADER_TABS, type TaskTab } from './tabs';

/** Where a task row opens: a delegated task now belongs to the agent, so its owner follows the instance. */
export function taskFormTarget(tab: TaskTab, row: TaskRow, leaderId?: string): FormTarget {
  return tab === 'myDelegate' ? { instId: row.procInstId } : { taskId: row.id, leaderId: LEADER_TABS.has(tab) ? leaderId : undefined };
}

/** Where an instance row opens: a draft into its start form, anything else into its instance. */
export function instanceFormTarget(tab: TaskTab, row: InstanceRow, monitor?: boolean): FormTarget {
  if (tab === 'myDraft') return { defKey: row.procDefKey, draftId: row.refId ?? row.id };
  return { instId: row.id, ...(monitor ? { type: 'fromMonitor' } : {}) };
}
