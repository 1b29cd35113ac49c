import { useEffect, useMemo, useRef, useState } from 'react';
import { App, type FormInstance } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TaskAction } from '@contract/workflow';
import { notify } from '@/api/notify';
import { placeFields, writableValues, toPermission } from '@/shared/form-runtime';
import { approvalQueries, type TaskKey } from '../queries';
import { useCompleteTask } from '../mutations';
import { encodeOpinionFiles, type AttachedFile } from '../lib/attachments';
import { isConflict, lateVoteMessage } from '../lib/conflict';
import type { ServerButton } from '../components/ActionBar';
import { toolQueries } from '../components/tools/toolQueries';
import { usePortalActions } from './usePortalActions';
import { useReadRecord } from './useReadRecord';

// only the actions that move the form forward need its fields complete
const VALIDATING: ReadonlySet<TaskAction> = new Set<TaskAction>(['agree', 'reSubmit']);

/**
 * What the approval form of one task reads and sends: the task's detail and buttons, the opinion and its files, the
 * fields as placed (read-only once the task is no longer to do), and the submit of an action with its checks.
 */
export function useTaskSubmit(taskKey: TaskKey, form: FormInstance) {
  const { t } = useTranslation('approval');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const detail = useQuery(approvalQueries.detail(taskKey));
  const state = useQuery(approvalQueries.buttons(taskKey));
  const instId = detail.data?.bpmTask.procInstId ?? '';
  const versionQuery = approvalQueries.formDataVersion(instId);
  const version = useQuery({ ...versionQuery, enabled: Boolean(instId) });
  const saved = useQuery({
    ...approvalQueries.savedOpinion(instId, taskKey.taskId),
    enabled: Boolean(instId),
  });

  const [opinion, setOpinion] = useState('');
  const [opinionError, setOpinionError] = useState(false);
  const [files, setFiles] = useState<AttachedFile[]>([]);
  /** the task was closed under us: false, or the alert's title */
  const [conflict, setConflict] = useState<string | false>(false);
  const [handled, setHandled] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<ServerButton | null>(null);
  const [toolReject, setToolReject] = useState(false);
  const prefilled = useRef(false);
  useEffect(() => {
    if (!prefilled.current && saved.data) {
      prefilled.current = true;
      setOpinion(saved.data);
    }
  }, [saved.data]);

  const placedAll = useMemo(
    () =>
      detail.data
        ? placeFields(detail.data.form.bpmForm.expand, detail.data.form.permission.fields, detail.data.form.permission.columns)
        : [],
    [detail.data],
  );
  const todo = state.data?.taskStatus === 'todo' && !conflict;
  const placed = useMemo(
    () =>
      todo
        ? placedAll
        : placedAll.map((p) => ({
            ...p,
            access: { ...p.access, readOnly: true },
            required: false,
          })),
    [placedAll, todo],
  );
  const opinionRight = toPermission(detail.data?.form.permission.opinion ?? detail.data?.curNodeDef.opinionRight, 'w');

  const actions = usePortalActions({
    instId,
    taskId: taskKey.taskId,
    onTaskGone: () => setHandled('gone'),
  });
  useReadRecord(detail.data ? { taskId: taskKey.taskId } : null, instId);

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
      setOpinionError(true);
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

  const changeOpinion = (value: string) => {
    setOpinion(value);
    setOpinionError(false);
  };

  return {
    detail,
    state,
    version,
    instId,
    placed,
    todo,
    opinionRight,
    opinion,
    changeOpinion,
    opinionError,
    files,
    setFiles,
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
