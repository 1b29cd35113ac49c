import { useEffect } from 'react';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { UserSelect } from '@/shared/ui/UserSelect';

export interface UserActionValues {
  userIds: string[];
  opinion?: string;
}

interface Props {
  open: boolean;
  title: string;
  multiple: boolean;
  busy: boolean;
  excludeIds?: string[];
  onSubmit: (values: UserActionValues) => void;
  onClose: () => void;
}

/** Delegate (one user) or circulate (several): pick colleagues and add an optional note. */
export function UserActionDialog({ open, title, multiple, busy, excludeIds, onSubmit, onClose }: Props) {
  const { t } = useTranslation('approval');
  const [form] = Form.useForm<{ users: string | string[]; opinion?: string }>();
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={() =>
        void form.validateFields().then((v) => {
          const userIds = Array.isArray(v.users) ? v.users : [v.users];
          onSubmit({ userIds, opinion: v.opinion?.trim() || undefined });
        })
      }
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item name="users" label={t('dialogs.users')} rules={[{ required: true, message: t('dialogs.usersRequired') }]}>
          <UserSelect mode={multiple ? 'multiple' : undefined} excludeIds={excludeIds} aria-label={t('dialogs.users')} />
        </Form.Item>
        <Form.Item name="opinion" label={t('dialogs.note')}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={2000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
