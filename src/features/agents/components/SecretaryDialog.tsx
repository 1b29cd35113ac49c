import { useEffect } from 'react';
import { Form, Modal, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { UserSelect } from '@/shared/ui/UserSelect';
import type { SecretaryValues } from '../types';
import { FlowKeySelect } from './FlowKeySelect';

interface Props {
  open: boolean;
  editing: SecretaryValues | null;
  busy: boolean;
  selfId: string;
  onSubmit: (values: SecretaryValues) => void;
  onClose: () => void;
}

/** Name a secretary who may see and handle the caller's tasks of the chosen flows. */
export function SecretaryDialog({ open, editing, busy, selfId, onSubmit, onClose }: Props) {
  const { t } = useTranslation('agents');
  const [form] = Form.useForm<SecretaryValues>();
  useEffect(() => {
    if (open) form.setFieldsValue(editing ?? { secretaryId: undefined, defKeys: [], enabled: true });
  }, [open, editing, form]);
  return (
    <Modal
      open={open}
      title={editing ? t('secretary.edit') : t('secretary.add')}
      okText={t('form.save')}
      cancelText={t('form.cancel')}
      confirmLoading={busy}
      onCancel={onClose}
      onOk={() =>
        void form.validateFields().then((v) => onSubmit({ ...v, defKeys: v.defKeys ?? [], ...(editing?.id ? { id: editing.id } : {}) }))
      }
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="secretaryId"
          label={t('secretary.secretary')}
          rules={[{ required: true, message: t('secretary.secretaryRequired') }]}
        >
          <UserSelect excludeIds={[selfId]} aria-label={t('secretary.secretary')} />
        </Form.Item>
        <Form.Item name="defKeys" label={t('form.flows')}>
          <FlowKeySelect />
        </Form.Item>
        <Form.Item name="enabled" label={t('form.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
