import { useMemo, useState } from 'react';
import { App, Button, Card, Form, Input, Result, Select, Space, Spin } from 'antd';
import { ApartmentOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { StartResultValue } from '@/api/runtime';
import { FlowChartDialog } from '@/features/flowchart';
import { approvalFormPath } from '@/shared/approvalForm';
import { approvalQueries, formQueries } from '../queries';
import { useStartProcess } from '../mutations';
import { formSpace, placeFields, writableValues, FormRenderer } from '@/shared/form-runtime';
import { usePhoneLayout } from '@/shared/ui/responsive';
import { PhoneActionBar } from '@/shared/ui/PhoneActionBar';

interface Props {
  defKey: string;
  draftId?: string;
  /** values handed over by another system (/external/approvalForm?formData=) */
  presetData?: Record<string, unknown>;
  full: boolean;
}

/** The new form of a definition: fill it in, start the process or keep a draft. */
export function StartForm({ defKey, draftId, presetData, full }: Props) {
  const { t } = useTranslation('approval');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const phone = usePhoneLayout();
  const [form] = Form.useForm();
  const [subject, setSubject] = useState('');
  const [urgentState, setUrgentState] = useState(0);
  const [chartOpen, setChartOpen] = useState(false);
  const [started, setStarted] = useState<StartResultValue | null>(null);

  const def = useQuery(formQueries.startDef(defKey));
  const formKey = def.data?.formKey ?? '';
  const view = useQuery({ ...approvalQueries.startForm(formKey), enabled: Boolean(formKey) });
  const draft = useQuery({ ...formQueries.draft(draftId), enabled: Boolean(draftId) });
  const levels = useQuery(approvalQueries.urgentLevels());

  const placed = useMemo(
    () => (view.data ? placeFields(view.data.bpmForm.expand, view.data.permission.fields, view.data.permission.columns) : []),
    [view.data],
  );
  const initialValues = useMemo(
    () => ({ ...(view.data?.data ?? {}), ...(draft.data?.formData ?? {}), ...(presetData ?? {}) }),
    [view.data, draft.data, presetData],
  );

  const send = useStartProcess(
    async (asDraft) => {
      const values = asDraft ? form.getFieldsValue() : await form.validateFields();
      return {
        defKey,
        formData: writableValues(placed, values),
        ...(subject.trim() ? { subject: subject.trim() } : {}),
        ...(asDraft ? { draft: true } : {}),
        ...(draftId ? { draftId } : {}),
        ...(urgentState ? { urgentState } : {}),
      };
    },
    {
      onSuccess: (result, asDraft) => {
        if (asDraft) message.success(t('start.draftSaved'));
        else setStarted(result);
      },
      onError: (error) => {
        // a failed field check: the fields show their own messages
        if (error && typeof error === 'object' && 'errorFields' in error) message.warning(t('form.invalid'));
      },
    },
  );

  if (started) {
    return (
      <Result
        status="success"
        title={t('start.started')}
        subTitle={`${started.subject}${started.prop1 ? ` · ${started.prop1}` : ''}`}
        extra={
          started.instId
            ? [
                <Button key="view" type="primary" onClick={() => navigate(approvalFormPath({ instId: started.instId! }, full))}>
                  {t('start.viewInstance')}
                </Button>,
              ]
            : []
        }
      />
    );
  }
  if (def.isError || view.isError || (def.isSuccess && def.data === null)) return <Result status="warning" title={t('start.notFound')} />;
  if (!def.data || !view.data || (draftId && !draft.data)) return <Spin size="large" style={{ display: 'block', margin: '20vh auto' }} />;

  const submit = (
    <Button type="primary" block={phone} loading={send.isPending && send.variables === false} onClick={() => send.mutate(false)}>
      {t('start.submit')}
    </Button>
  );
  const saveDraft = (
    <Button block={phone} loading={send.isPending && send.variables === true} onClick={() => send.mutate(true)}>
      {t('start.saveDraft')}
    </Button>
  );
  const chartButton = phone ? (
    <Button
      icon={<ApartmentOutlined />}
      aria-label={t('chart.open')}
      title={t('chart.open')}
      style={{ flex: 'none' }}
      onClick={() => setChartOpen(true)}
    />
  ) : (
    <Button icon={<ApartmentOutlined />} onClick={() => setChartOpen(true)}>
      {t('chart.open')}
    </Button>
  );

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Card size="small" title={def.data.name} extra={phone ? null : chartButton}>
        <Space wrap>
          <Input
            // a phone: the window less the frame's and the card's padding
            style={{ width: 360, maxWidth: 'calc(100vw - 48px)' }}
            placeholder={t('start.subjectPlaceholder')}
            aria-label={t('start.subject')}
            value={subject || draft.data?.subject || ''}
            maxLength={200}
            onChange={(e) => setSubject(e.target.value)}
          />
          <Select
            style={{ width: 160 }}
            aria-label={t('start.urgency')}
            value={urgentState}
            onChange={setUrgentState}
            options={[
              { value: 0, label: t('start.normal') },
              ...(levels.data ?? []).filter((l) => l.value > 0).map((l) => ({ value: l.value, label: l.label })),
            ]}
          />
        </Space>
      </Card>
      <Card size="small" title={view.data.bpmForm.name}>
        <FormRenderer
          form={form}
          placed={placed}
          initialValues={initialValues}
          space={formSpace(view.data.bpmForm.formSetting.space)}
          sealScope={{ defKey }}
        />
      </Card>
      {phone ? (
        // the main action first, in a bar at the bottom of the window, as the approval form has it
        <PhoneActionBar>
          <div role="toolbar" aria-label={t('start.actions')} style={{ display: 'flex', gap: 8 }}>
            {submit}
            {saveDraft}
            {chartButton}
          </div>
        </PhoneActionBar>
      ) : (
        <Card size="small">
          <Space>
            {submit}
            {saveDraft}
          </Space>
        </Card>
      )}
      <FlowChartDialog defId={def.data.id} open={chartOpen} onClose={() => setChartOpen(false)} />
    </Space>
  );
}
