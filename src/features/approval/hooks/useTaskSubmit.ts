import { useState } from 'react';
import { App, type FormInstance } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TaskAction } from '@contract/workflow';
import { notify } from '@/api/notify';
import { writableValues } from '@/shared/form-runtime';
import type { TaskKey } from '../queries';
import { useCompleteTask } from '../mutations';
import { encodeOpinionFiles } from '../lib/attachments';
import { isConflict, lateVoteMessage } from '../lib/conflict';
import type { ServerButton } from '../components/ActionBar';
import { toolQueries } from '../components/tools/toolQueries';
import { usePortalActions } from './usePortalActions';
import { useReadRecord } from './useReadRecord';
import { useTaskView } from './useTaskView';
import { useOpinionDraft } from './useOpinionDraft';

// only the actions that move the form forward need its fields complete
const VALIDATING: ReadonlySet<TaskAction> = new Set<TaskAction>(['agree', 'reSubmit']);

/**
 * The approval form of one task: what it shows (useTaskView), the opinion being written (useOpinionDraft), and the
 * submit of an action with its checks (the opinion a button needs, the fields an action validates, the form data's
 * version), the reject dialog's state and what happened to the task.
 */
export function useTaskSubmit(taskKey: TaskKey, form: FormInstance) {
  const { t } = useTranslation('approval');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  /** the task was closed under us: false, or the alert's title */
  const [conflict, setConflict] = useState<string | false>(false);
  const [handled, setHandled] = useState<string | null>(null);
  // once handled, the page shows the result: nothing of the task is read again (it may no longer be the user's)
  const reading = handled === null;
  const view = useTaskView(taskKey, Boolean(conflict), reading);
  const { state, versionQuery, instId, placed, opinionRight } = view;
  const draft = useOpinionDraft(instId, taskKey.taskId, reading);
  const { opinion, files } = draft;
  const [rejecting, setRejecting] = useState<ServerButton | null>(null);
  const [toolReject, setToolReject] = useState(false);

  const actions = usePortalActions({
    instId,
    taskId: taskKey.taskId,
    onTaskGone: () => setHandled('gone'),
  });
  useReadRecord(view.detail.data ? { taskId: taskKey.taskId } : null, instId);

  const complete = useCompleteTask({
    onSuccess: (body) => setHandled(body.actionName),
    onError: (error, reload) => {
      if (isConflict(error)) {
        setConflict(lateVoteMessage(error) ?? t('conflict.title'));
        reload();
      } else notify.error(error instanceof Error ? error.message : String(error));
    },
  });

  const submit = async (actionName: TaskAction, button: ServerButton, destination?: string) => {
    const writable = opinionRight === 'w' || opinionRight === 'b';
    if (writable && (opinionRight === 'b' || button.needOpinion) && !opinion.trim()) {
      draft.setOpinionError(true);
      message.warning(t('opinionBox.required'));
      return;
    }
    let values: Record<string, unknown>;
    try {
      values = VALIDATING.has(actionName) ? await form.validateFields() : form.getFieldsValue();
    } catch {
      message.warning(t('form.invalid'));
      return;
    }
    // the version read may still be retrying: wait for it; once it gave up, the buttons' version stands in
    const formDataVersion = await queryClient.ensureQueryData(versionQuery).catch(() => state.data?.formDataVersion);
    complete.mutate({
      taskId: taskKey.taskId,
      actionName,
      ...(writable && opinion.trim() ? { opinion: opinion.trim() } : {}),
      formData: writableValues(placed, values),
      ...(formDataVersion !== undefined ? { formDataVersion } : {}),
      ...(encodeOpinionFiles(files) ? { files: encodeOpinionFiles(files) } : {}),
      ...(destination ? { destination } : {}),
      ...(taskKey.leaderId ? { leaderId: taskKey.leaderId } : {}),
    });
  };

  const onComplete = (actionName: TaskAction, button: ServerButton) => {
    // the tools' reject (any step passed, with its preview) stands in when the server offers it
    if (actionName === 'reject') {
      if (queryClient.getQueryData(toolQueries.options(taskKey.taskId, taskKey.leaderId).queryKey)?.tools.includes('reject'))
        setToolReject(true);
      else setRejecting(button);
    } else void submit(actionName, button);
  };

  /** the reject dialog's destination: the button it was opened for sends it */
  const submitReject = (destination: string | undefined) => {
    const button = rejecting;
    setRejecting(null);
    if (button) void submit('reject', button, destination);
  };

  return {
    ...view,
    ...draft,
    conflict,
    handled,
    setHandled,
    rejecting,
    setRejecting,
    submitReject,
    toolReject,
    setToolReject,
    actions,
    complete,
    onComplete,
  };
}

export type TaskSubmit = ReturnType<typeof useTaskSubmit>;
