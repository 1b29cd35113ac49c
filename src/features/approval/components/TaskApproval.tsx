import { Alert, Card, Form, Space, Spin, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { formSpace, FormRenderer } from '@/shared/form-runtime';
import { PrintDialog } from '@/features/print';
import type { TaskKey } from '../queries';
import { useTaskSubmit, type TaskSubmit } from '../hooks/useTaskSubmit';
import { ActionBar, type ServerButton } from './ActionBar';
import { FormHeader } from './FormHeader';
import { OpinionBox } from './OpinionBox';
import { OpinionAttachments } from './OpinionAttachments';
import { HistorySection } from './HistorySection';
import { PortalDialogs } from './PortalDialogs';
import { HandledResult } from './HandledResult';
import { LoadFailedResult } from './LoadFailedResult';
import { loadFailureOf } from '../lib/loadFailure';
import { InstanceExtras } from './InstanceExtras';
import { InstanceWatermark } from './InstanceWatermark';
import { RejectDialog } from './RejectDialog';
import { SaveFormButton } from './SaveFormButton';
import { TaskTools } from './tools/TaskTools';
import { useRefreshApproval } from '../mutations';
import { usePhoneLayout } from '@/shared/ui/responsive';
import { PhoneActionBar } from '@/shared/ui/PhoneActionBar';
import styles from './approval.module.css';

/** The approval form of one task: fields, opinion, files, the server's buttons and the history. */
export function TaskApproval({ taskKey, full }: { taskKey: TaskKey; full: boolean }) {
  const [form] = Form.useForm();
  const task = useTaskSubmit(taskKey, form);
  const { detail, state, handled } = task;

  if (handled) return <HandledResult action={handled} full={full} />;
  if (detail.isError || state.isError) {
    const error = detail.error ?? state.error;
    return <LoadFailedResult failure={loadFailureOf(error)} full={full} detail={error instanceof Error ? error.message : undefined} />;
  }
  if (!detail.data || !state.data) return <Spin size="large" style={{ display: 'block', margin: '20vh auto' }} />;
  return <TaskApprovalView task={task} taskKey={taskKey} form={form} />;
}

/** The loaded task: its header, alerts, action bar and tools, the form, the opinion, the history and the dialogs. */
function TaskApprovalView({ task, taskKey, form }: { task: TaskSubmit; taskKey: TaskKey; form: FormInstance }) {
  const { t } = useTranslation('approval');
  const phone = usePhoneLayout();
  const refresh = useRefreshApproval();
  const { instId, placed, todo, opinionRight, opinion, actions, complete, conflict } = task;
  const d = task.detail.data!;
  const state = task.state.data!;
  // a handler may take back a task he completed while the next step has not acted (the server decides)
  const buttons: ServerButton[] =
    state.taskStatus === 'done' && d.instance.status === 'running' && !state.approvalButtonList.some((b) => b.alias === 'revoke')
      ? [...state.approvalButtonList, { alias: 'revoke', name: t('actions.revoke'), needOpinion: false }]
      : state.approvalButtonList;
  const lock = state.lockStatus as number;
  const actionBar = (
    <ActionBar
      buttons={buttons}
      busy={complete.isPending ? (complete.variables?.actionName ?? null) : actions.busy}
      disabled={!todo || complete.isPending}
      compact={phone}
      onComplete={task.onComplete}
      onPortal={actions.start}
    />
  );
  // beside the decision: keep the form's changes without completing (spec 02 §7 saveFormData)
  const save = todo ? (
    <SaveFormButton
      taskKey={taskKey}
      instId={instId}
      form={form}
      placed={placed}
      fallbackVersion={state.formDataVersion}
      disabled={complete.isPending}
      block={phone}
    />
  ) : null;
  const tools =
    todo || state.taskStatus === 'done' ? (
      <TaskTools
        taskId={taskKey.taskId}
        leaderId={taskKey.leaderId}
        excludeIds={[d.bpmTask.assigneeId ?? '', d.instance.creatorId]}
        initiator={d.instance.creator}
        opinion={opinion}
        rejectAsked={task.toolReject}
        onRejectClosed={() => task.setToolReject(false)}
        serverReject={buttons.some((b) => b.alias === 'reject')}
        onHandled={(tool) => task.setHandled(tool)}
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
        {!conflict && state.taskStatus !== 'todo' ? <Alert type="info" showIcon message={t('status.notTodo')} /> : null}
        {lock === 4 ? <Alert type="warning" showIcon message={t('status.lockedBySomeone')} /> : null}
        {lock === 5 ? <Alert type="info" showIcon message={t('status.adminOperate')} /> : null}
        {task.version.isError ? <Alert type="error" showIcon message={t('status.versionFailed')} /> : null}
        {phone ? (
          (tools || save) && (
            <Card size="small" className={styles.phoneTools}>
              {save}
              {tools}
            </Card>
          )
        ) : (
          <Card size="small" style={{ position: 'sticky', top: 0, zIndex: 2 }}>
            <Space wrap>
              {actionBar}
              {save}
            </Space>
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
              onChange={task.changeOpinion}
              required={opinionRight === 'b'}
              status={task.opinionError ? 'error' : undefined}
              instId={instId}
              taskId={taskKey.taskId}
            />
            <div style={{ marginTop: 8 }}>
              <OpinionAttachments files={task.files} onChange={task.setFiles} />
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
        <PortalDialogs
          actions={actions}
          excludeIds={[d.bpmTask.assigneeId ?? '']}
          urgentState={d.instance.urgentState}
          handOver={{
            taskId: taskKey.taskId,
            onDone: (plan) => {
              task.setHandled(plan.tool);
              refresh({ gone: true });
            },
          }}
        />
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
          open={task.rejecting !== null}
          taskId={taskKey.taskId}
          busy={complete.isPending}
          onClose={() => task.setRejecting(null)}
          onSubmit={task.submitReject}
        />
      </Space>
      {/* a phone keeps the actions in a bar at the bottom of the window, the main one first */}
      {phone ? <PhoneActionBar>{actionBar}</PhoneActionBar> : null}
    </InstanceWatermark>
  );
}
