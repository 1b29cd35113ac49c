import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addOrUpdateLikeRecord,
  collect,
  completeTask,
  createBpmSaveOpinion,
  startProcess,
  type CompleteRequest,
  type StartResultValue,
} from '@/api/runtime';
import { taskKeys } from '@/features/tasks';
import { useRefreshingMutation } from '@/shared/refreshingMutation';
import { approvalKeys } from './queries';

type StartBody = Parameters<typeof startProcess>[0];

/**
 * After an action on a task or an instance: the form and every task list read again. `gone`: the task left the
 * user (a transfer, a hand-over) and the page shows the result instead of the form: the form's reads are only marked
 * stale, never sent again for what the user may no longer see (issue 29.6: no red toasts over the result).
 */
export function useRefreshApproval() {
  const client = useQueryClient();
  return (how?: { gone?: boolean }) => {
    void client.invalidateQueries({ queryKey: approvalKeys.all, refetchType: how?.gone ? 'none' : 'active' });
    void client.invalidateQueries({ queryKey: taskKeys.all });
  };
}

/** Likes or unlikes an instance; the answer is the new summary, so it replaces the cached one. */
export function useLikeInstance(instId: string, liked: boolean) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => addOrUpdateLikeRecord({ refId: instId, like: !liked }),
    onSuccess: (summary) => client.setQueryData(approvalKeys.likes(instId), summary),
  });
}

export const useCollectInstance = (instId: string, onDone?: () => void) =>
  useRefreshingMutation(() => collect({ instId, collect: true }), [taskKeys.all], onDone);

/** Starts a process or saves it as a draft (the variable); the body is built when it runs. */
export function useStartProcess(
  build: (asDraft: boolean) => Promise<StartBody>,
  handlers: { onSuccess: (result: StartResultValue, asDraft: boolean) => void; onError?: (error: unknown) => void },
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (asDraft: boolean) => startProcess(await build(asDraft)),
    onSuccess: (result, asDraft) => {
      void client.invalidateQueries({ queryKey: taskKeys.all });
      handlers.onSuccess(result, asDraft);
    },
    onError: handlers.onError,
  });
}

/** Completes a task; the form and the task lists read again, after success and after a refusal. */
export function useCompleteTask(handlers: {
  onSuccess: (body: CompleteRequest) => void;
  onError: (error: unknown, reload: () => void) => void;
}) {
  const reload = useRefreshApproval();
  return useMutation({
    mutationFn: (body: CompleteRequest) => completeTask(body, { silent: true }),
    onSuccess: (_, body) => {
      handlers.onSuccess(body);
      reload();
    },
    onError: (error) => handlers.onError(error, reload),
  });
}

/** Keeps an opinion for later without completing the task. */
export function useSaveOpinion(target: { instId?: string; taskId?: string }, onSaved?: () => void) {
  return useMutation({
    mutationFn: (opinion: string) => createBpmSaveOpinion({ instId: target.instId!, taskId: target.taskId!, opinion }),
    onSuccess: () => onSaved?.(),
  });
}
