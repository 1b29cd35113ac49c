import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, App, Card, Form, Result, Space, Spin } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TaskAction } from '@contract/workflow';
import { notify } from '@/api/notify';
import { approvalQueries, type TaskKey } from '../queries';
import { useCompleteTask } from '../mutations';
import { placeFields, writableValues, formSpace, toPermission, FormRenderer } from '@/shared/form-runtime';
import { PrintDialog } from '@/features/print';
import { encodeOpinionFiles, type AttachedFile } from '../lib/attachments';
import { isConflict, lateVoteMessage } from '../lib/conflict';
import { usePortalActions } from '../hooks/usePortalActions';
import { useReadRecord } from '../hooks/useReadRecord';
import { ActionBar, type ServerButton } from './ActionBar';
import { FormHeader } from './FormHeader';
import { OpinionBox } from './OpinionBox';
import { OpinionAttachments } from './OpinionAttachments';
import { HistorySection } from './HistorySection';
import { PortalDialogs } from './PortalDialogs';
import { HandledResult } from './HandledResult';
import { InstanceExtras } from './InstanceExtras';
import { InstanceWatermark } from './InstanceWatermark';
import { RejectDialog } from './RejectDialog';
import { TaskTools } from './tools/TaskTools';
import { toolQueries } from './tools/toolQueries';
import { usePhoneLayout } from '@/shared/ui/responsive';
import { PhoneActionBar } from '@/shared/ui/PhoneActionBar';
import styles from './approval.module.css';

// only the actions that move the form forward need its fields complete
const VALIDATING: ReadonlySet<TaskAction> = new Set<TaskAction>(['agree', 'reSubmit']);

/** The approval form of one task: fields, opinion, files, the server's buttons and the history. */
export function TaskApproval({ taskKey, full }: { taskKey: TaskKey; full: boolean }) {
  const { t } = useTranslation('approval');
  const { message } = App.useApp();
  const phone = usePhoneLayout();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
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

  if (handled) return <HandledResult action={handled} full={full} />;
  if (detail.isError || state.isError) return <Result status="warning" title={t('load.failed')} />;
  if (!detail.data || !state.data) return <Spin size="large" style={{ display: 'block', margin: '20vh auto' }} />;

  const d = detail.data;
  // a handler may take back a task he completed while the next step has not acted (the server decides)
  const buttons: ServerButton[] =
    state.data.taskStatus === 'done' && d.instance.status === 'running' && !state.data.approvalButtonList.some((b) => b.alias === 'revoke')
      ? [...state.data.approvalButtonList, { alias: 'revoke', name: t('actions.revoke'), needOpinion: false }]
      : state.data.approvalButtonList;
  const lock = state.data.lockStatus as number;
  const actionBar = (
    <ActionBar
      buttons={buttons}
      busy={complete.isPending ? (complete.variables?.actionName ?? null) : actions.busy}
      disabled={!todo || complete.isPending}
      compact={phone}
      onComplete={onComplete}
      onPortal={actions.start}
    />
  );
  const tools =
    todo || state.data.taskStatus === 'done' ? (
      <TaskTools
        taskId={taskKey.taskId}
        leaderId={taskKey.leaderId}
        excludeIds={[d.bpmTask.assigneeId ?? '', d.instance.creatorId]}
        initiator={d.instance.creator}
        opinion={opinion}
        rejectAsked={toolReject}
        onRejectClosed={() => setToolReject(false)}
        serverReject={buttons.some((b) => b.alias === 'reject')}
        onHandled={(tool) => setHandled(tool)}
      />
    ) : null;
  return (
    <InstanceWatermark instId={instId}>
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Card size="small">
          <FormHeader
            instance={d.instance}
            nodeName={d.curNodeDef.name}
            nodeStatus={d.bpmTask.nodeStatus}
            actions={<InstanceExtras instId={instId} />}
          />
        </Card>
        {conflict ? <Alert type="warning" showIcon role="alert" message={conflict} description={t('conflict.text')} /> : null}
        {!conflict && state.data.taskStatus !== 'todo' ? <Alert type="info" showIcon message={t('status.notTodo')} /> : null}
        {lock === 4 ? <Alert type="warning" showIcon message={t('status.lockedBySomeone')} /> : null}
        {lock === 5 ? <Alert type="info" showIcon message={t('status.adminOperate')} /> : null}
        {version.isError ? <Alert type="error" showIcon message={t('status.versionFailed')} /> : null}
        {phone ? (
          tools && (
            <Card size="small" className={styles.phoneTools}>
              {tools}
            </Card>
          )
        ) : (
          <Card size="small" style={{ position: 'sticky', top: 0, zIndex: 2 }}>
            {actionBar}
            {tools && <div style={{ marginTop: 8 }}>{tools}</div>}
          </Card>
        )}
        <Card size="small" title={d.form.bpmForm.name}>
          <FormRenderer
            form={form}
            placed={placed}
            initialValues={d.form.data}
            space={formSpace(d.form.bpmForm.formSetting.space)}
            sealScope={{ taskId: taskKey.taskId }}
          />
        </Card>
        {todo && (opinionRight === 'w' || opinionRight === 'b') ? (
          <Card size="small" title={t('opinionBox.title')}>
            <OpinionBox
              value={opinion}
              onChange={(v) => {
                setOpinion(v);
                setOpinionError(false);
              }}
              required={opinionRight === 'b'}
              status={opinionError ? 'error' : undefined}
              instId={instId}
              taskId={taskKey.taskId}
            />
            <div style={{ marginTop: 8 }}>
              <OpinionAttachments files={files} onChange={setFiles} />
            </div>
          </Card>
        ) : null}
        <HistorySection
          instId={instId}
          defId={d.bpmTask.procDefId}
          nodes={d.nodeLayoutList}
          opinionPermission={opinionRight}
          chartOpen={actions.dialog === 'flowImage'}
          chartButton={!buttons.some((b) => b.alias === 'flowImage')}
          onChartClose={() => actions.setDialog(null)}
          recordOpen={actions.dialog === 'record'}
          onRecordClose={() => actions.setDialog(null)}
        />
        <PortalDialogs actions={actions} excludeIds={[d.bpmTask.assigneeId ?? '']} urgentState={d.instance.urgentState} />
        <PrintDialog
          open={actions.dialog === 'print'}
          onClose={() => actions.setDialog(null)}
          formKey={d.formKey}
          defId={d.bpmTask.procDefId}
          instId={instId}
          taskId={taskKey.taskId}
          formData={() => form.getFieldsValue()}
        />
        <RejectDialog
          open={rejecting !== null}
          taskId={taskKey.taskId}
          busy={complete.isPending}
          onClose={() => setRejecting(null)}
          onSubmit={(destination) => {
            const button = rejecting;
            setRejecting(null);
            if (button) void submit('reject', button, destination);
          }}
        />
      </Space>
      {/* a phone keeps the actions in a bar at the bottom of the window, the main one first */}
      {phone ? <PhoneActionBar>{actionBar}</PhoneActionBar> : null}
    </InstanceWatermark>
  );
}
