import { useMemo } from 'react';
import { Alert, Button, Card, Form, Space, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAuthStore } from '@/shared/session';
import { approvalFormPath } from '@/shared/approvalForm';
import { approvalQueries, formQueries, instanceFormQuery, myOpenTasksQuery } from '../queries';
import { formSpace, placeFields, toPermission, FormRenderer } from '@/shared/form-runtime';
import { PrintDialog } from '@/features/print';
import { usePortalActions } from '../hooks/usePortalActions';
import { useReadRecord } from '../hooks/useReadRecord';
import { ActionBar, type ServerButton } from './ActionBar';
import { FormHeader } from './FormHeader';
import { HistorySection } from './HistorySection';
import { InstanceExtras } from './InstanceExtras';
import { InstanceWatermark } from './InstanceWatermark';
import { LoadFailedResult } from './LoadFailedResult';
import { loadFailureOf } from '../lib/loadFailure';
import { PortalDialogs } from './PortalDialogs';
import { usePhoneLayout } from '@/shared/ui/responsive';
import { PhoneActionBar } from '@/shared/ui/PhoneActionBar';

/**
 * An instance opened without a task (my requests, a flow card, the monitor): its form read only,
 * its history and chart, and the way to the caller's own open task when there is one. Without
 * the instance-form call the facts, history and chart still show, from the other calls.
 */
export function InstanceView({ instId, full }: { instId: string; full: boolean }) {
  const { t } = useTranslation('approval');
  const { t: tp } = useTranslation('print');
  const navigate = useNavigate();
  const userId = useAuthStore((s) => s.userId);
  const phone = usePhoneLayout();
  const [form] = Form.useForm();
  const view = useQuery({ ...instanceFormQuery(instId), retry: false });
  const row = useQuery({ ...approvalQueries.instance(instId), enabled: view.isError });
  const defId = view.data?.defId ?? row.data?.procDefId;
  const design = useQuery({ ...formQueries.design(defId), enabled: view.isError && Boolean(defId) });
  const openTasks = useQuery(myOpenTasksQuery(instId));
  const mine = openTasks.data?.find((task) => task.assigneeId === userId || (task.assigneeId === null && task.ownerId === userId));
  const actions = usePortalActions({ instId });
  // opened without a task (my requests, circulated items, the monitor): the read is the instance's
  useReadRecord(view.data || row.data ? { instId } : null, instId);

  const placed = useMemo(
    () =>
      view.data
        ? placeFields(view.data.form.bpmForm.expand, view.data.form.permission.fields, view.data.form.permission.columns).map((p) => ({
            ...p,
            access: { ...p.access, readOnly: true },
            required: false,
          }))
        : [],
    [view.data],
  );

  const instance = view.data?.instance ?? row.data ?? null;
  if (view.isError && (row.isError || (row.isSuccess && !instance)))
    return <LoadFailedResult what="request" failure={loadFailureOf(view.error)} full={full} />;
  if (!instance) return <Spin size="large" style={{ display: 'block', margin: '20vh auto' }} />;
  const running = instance.status === 'running';
  const buttons: ServerButton[] = [
    { alias: 'flowImage', name: t('chart.open'), needOpinion: false },
    ...(running && instance.creatorId === userId
      ? [
          { alias: 'revoke', name: t('actions.revoke'), needOpinion: false },
          { alias: 'urgent', name: t('actions.urgent'), needOpinion: false },
        ]
      : []),
    // only the initiator, a participant or an admin may pass it on (the server says so in mayCirculate)
    ...(running && view.data?.mayCirculate ? [{ alias: 'circulate', name: t('actions.circulate'), needOpinion: false }] : []),
    // the server decides who may print (a reader with the print right); the dialog says when not
    ...(view.data ? [{ alias: 'print', name: tp('dialog.button'), needOpinion: false }] : []),
  ];

  const actionBar = <ActionBar buttons={buttons} busy={actions.busy} compact={phone} onComplete={() => {}} onPortal={actions.start} />;

  return (
    <InstanceWatermark instId={instId}>
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Card size="small">
          <FormHeader instance={instance} nodeStatus={running ? undefined : instance.status} actions={<InstanceExtras instId={instId} />} />
        </Card>
        {mine ? (
          <Alert
            type="info"
            showIcon
            message={t('instance.yourTask', { node: mine.name })}
            action={
              <Button type="primary" size="small" onClick={() => navigate(approvalFormPath({ taskId: mine.id }, full))}>
                {t('instance.handle')}
              </Button>
            }
          />
        ) : null}
        {phone ? null : (
          <Card size="small" style={{ position: 'sticky', top: 0, zIndex: 2 }}>
            {actionBar}
          </Card>
        )}
        {view.data ? (
          <Card size="small" title={view.data.form.bpmForm.name}>
            <FormRenderer
              form={form}
              placed={placed}
              initialValues={view.data.form.data}
              space={formSpace(view.data.form.bpmForm.formSetting.space)}
            />
          </Card>
        ) : (
          <Alert type="warning" showIcon message={t('instance.noForm')} />
        )}
        <HistorySection
          instId={instId}
          defId={defId}
          nodes={view.data?.nodeLayoutList ?? design.data?.nodes ?? []}
          opinionPermission={toPermission(view.data?.form.permission.opinion, 'r')}
          chartOpen={actions.dialog === 'flowImage'}
          chartButton={false}
          onChartClose={() => actions.setDialog(null)}
          recordOpen={actions.dialog === 'record'}
          onRecordClose={() => actions.setDialog(null)}
        />
        <PortalDialogs actions={actions} excludeIds={[userId]} urgentState={instance.urgentState} />
        {view.data ? (
          <PrintDialog
            open={actions.dialog === 'print'}
            onClose={() => actions.setDialog(null)}
            formKey={view.data.form.bpmForm.formKey}
            defId={view.data.defId}
            instId={instId}
            formData={() => view.data?.form.data ?? {}}
          />
        ) : null}
      </Space>
      {/* a phone keeps the actions in a bar at the bottom of the window, as the approval form does */}
      {phone ? <PhoneActionBar>{actionBar}</PhoneActionBar> : null}
    </InstanceWatermark>
  );
}
