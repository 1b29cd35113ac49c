import { useEffect } from 'react';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { UserSelect } from '@/shared/ui/UserSelect';
import { ActionModal } from './ActionModal';

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
export function UserActionDialog({ multiple, excludeIds, onSubmit, ...modal }: Props) {
  const { t } = useTranslation('approval');
  const [form] = Form.useForm<{ users: string | string[]; opinion?: string }>();
  const { open } = modal;
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  return (
    <ActionModal
      {...modal}
      onOk={() =>
        void form.validateFields().then((v) => {
          const userIds = Array.isArray(v.users) ? v.users : [v.users];
          onSubmit({ userIds, opinion: v.opinion?.trim() || undefined });
        })
      }
    >
      <Form form={form} layout="vertical">
        <Form.Item name="users" label={t('dialogs.users')} rules={[{ required: true, message: t('dialogs.usersRequired') }]}>
          <UserSelect mode={multiple ? 'multiple' : undefined} excludeIds={excludeIds} aria-label={t('dialogs.users')} />
        </Form.Item>
        <Form.Item name="opinion" label={t('dialogs.note')}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={2000} />
        </Form.Item>
      </Form>
    </ActionModal>
  );
}
