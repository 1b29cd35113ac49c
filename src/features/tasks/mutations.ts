import { useQueryClient } from '@tanstack/react-query';
import {
  collect,
  endProcess,
  getNotice,
  removeDrafts,
  removeInstances,
  revokeInstance,
  setInstanceHangUp,
  withdrawAgent,
  type InstanceRow,
} from '@/api/runtime';
import { removeApprovalItems, saveApprovalItem } from '@/api/flow';
import { saveMyOftenFlow } from '@/api/bpmModel';
import { batchApprove, type BatchApproveResult } from '@/api/approvalBatch';
import { useRefreshingMutation } from '@/shared/refreshingMutation';
import { approvalItemKeys, startKeys, taskKeys } from './queries';

/** Every change to a task or an instance refreshes all task lists and trees (the 'tasks' prefix). */
function useRefreshTasks() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: taskKeys.all });
}

export const useWithdrawTask = (onDone?: () => void) =>
  useRefreshingMutation((taskId: string) => withdrawAgent(taskId), [taskKeys.all], onDone);

export type InstanceAction = 'uncollect' | 'removeDraft' | 'revoke' | 'remove' | 'hangUp' | 'cancelHangUp' | 'endProcess';

/** The row actions of the instance tabs; resolves to the action done. */
export function useInstanceAction(row: InstanceRow, onDone?: (action: InstanceAction) => void) {
  return useRefreshingMutation(
    async (action: InstanceAction) => {
      if (action === 'uncollect') await collect({ instId: row.id, collect: false });
      else if (action === 'removeDraft') await removeDrafts([row.refId ?? row.id]);
      else if (action === 'revoke') await revokeInstance({ instId: row.id });
      else if (action === 'hangUp' || action === 'cancelHangUp') await setInstanceHangUp(action, row.id);
      else if (action === 'endProcess') await endProcess({ instId: row.id });
      else await removeInstances([row.id]);
      return action;
    },
    [taskKeys.all],
    onDone,
  );
}

/** Opening a circulated item reads it: getNotice marks it read, and the unread tag goes. */
export function useReadNotice() {
  const refresh = useRefreshTasks();
  return (refId: string) => void getNotice(refId).then(refresh);
}

/** Adds a flow to the often-used ones, or takes it away. */
export function useToggleOftenFlow(current: string[]) {
  return useRefreshingMutation(
    async (defKey: string) => {
      const next = current.includes(defKey) ? current.filter((k) => k !== defKey) : [...current, defKey];
      await saveMyOftenFlow(next);
    },
    [startKeys.often()],
  );
}

export interface ApprovalItemDraft {
  id?: string;
  expression: string;
  sort?: number;
}

// the approval form's word list and the items page share this prefix
export const useSaveApprovalItem = (onSaved?: () => void) =>
  useRefreshingMutation(
    (draft: ApprovalItemDraft) => saveApprovalItem({ ...draft, expression: draft.expression.trim() }),
    [approvalItemKeys.all],
    onSaved,
  );

export const useRemoveApprovalItem = (onRemoved?: () => void) =>
  useRefreshingMutation((id: string) => removeApprovalItems([id]), [approvalItemKeys.all], onRemoved);

/** Batch approve of chosen to-do tasks; every list and tree is read again afterwards. */
export const useBatchApprove = (onDone?: (result: BatchApproveResult) => void) =>
  useRefreshingMutation((body: { taskIds: string[]; opinion?: string }) => batchApprove(body), [taskKeys.all], onDone);
