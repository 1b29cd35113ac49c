import { useEffect } from 'react';
import { DatePicker, Form, Modal, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { AgentRow, AgentSaveBody } from '@/api/flow';
import { UserSelect } from '@/shared/ui/UserSelect';
import { FlowKeySelect } from './FlowKeySelect';

interface Values {
  agentId: string;
  defKeys: string[];
  period: [Dayjs, Dayjs];
  enabled: boolean;
}

interface Props {
  open: boolean;
  editing: AgentRow | null;
  busy: boolean;
  selfId: string;
  onSubmit: (body: AgentSaveBody) => void;
  onClose: () => void;
}

/** Add or change an agent rule: who, for which flows, from when to when. */
export function AgentDialog({ open, editing, busy, selfId, onSubmit, onClose }: Props) {
  const { t } = useTranslation('agents');
  const [form] = Form.useForm<Values>();
  useEffect(() => {
    if (!open) return;
    form.setFieldsValue(
      editing
        ? {
            agentId: editing.agentId,
            defKeys: editing.defKeys,
            period: [dayjs(editing.startTime), dayjs(editing.endTime)],
            enabled: editing.enabled,
          }
        : { agentId: undefined, defKeys: [], period: [dayjs().startOf('day'), dayjs().add(7, 'day').endOf('day')], enabled: true },
    );
  }, [open, editing, form]);

  return (
    <Modal
      open={open}
      title={editing ? t('agent.edit') : t('agent.add')}
      okText={t('form.save')}
      cancelText={t('form.cancel')}
      confirmLoading={busy}
      onCancel={onClose}
      onOk={() =>
        void form.validateFields().then((v) =>
          onSubmit({
            ...(editing ? { id: editing.id } : {}),
            agentId: v.agentId,
            defKeys: v.defKeys ?? [],
            startTime: v.period[0].toISOString(),
            endTime: v.period[1].toISOString(),
            enabled: v.enabled,
          }),
        )
      }
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item name="agentId" label={t('agent.agent')} rules={[{ required: true, message: t('agent.agentRequired') }]}>
          <UserSelect excludeIds={[selfId]} aria-label={t('agent.agent')} />
        </Form.Item>
        <Form.Item name="defKeys" label={t('form.flows')}>
          <FlowKeySelect />
        </Form.Item>
        <Form.Item name="period" label={t('agent.period')} rules={[{ required: true, message: t('agent.periodRequired') }]}>
          <DatePicker.RangePicker showTime style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="enabled" label={t('form.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
