import { useEffect } from 'react';
import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TaskRow } from '@/api/flowAdmin';
import { UserSelect } from '@/shared/ui/UserSelect';

export interface ReassignValues {
  userIds: string[];
  opinion?: string;
}

interface Props {
  task: TaskRow | null;
  busy: boolean;
  onClose: () => void;
  onSubmit: (values: ReassignValues) => void;
}

/** An administrator gives an open task to other people: whom, and why (the reason goes into the history). */
export function ReassignDialog({ task, busy, onClose, onSubmit }: Props) {
  const { t } = useTranslation('flowAdmin');
  const [form] = Form.useForm<ReassignValues>();
  useEffect(() => {
    if (task) form.resetFields();
  }, [task, form]);
  return (
    <Modal
      open={task !== null}
      title={t('reassign.dialog')}
      okText={t('reassign.confirm')}
      cancelText={t('cancel')}
      confirmLoading={busy}
      onCancel={onClose}
      onOk={() => void form.validateFields().then(onSubmit, () => undefined)}
      destroyOnHidden
    >
      {task ? (
        <Typography.Paragraph type="secondary">
          {t('reassign.current', { subject: task.subject, node: task.name, name: task.assigneeName ?? t('reassign.nobody') })}
        </Typography.Paragraph>
      ) : null}
      <Form form={form} layout="vertical">
        <Form.Item name="userIds" label={t('reassign.users')} rules={[{ required: true, message: t('reassign.usersRequired') }]}>
          <UserSelect mode="multiple" aria-label={t('reassign.users')} excludeIds={task?.assigneeId ? [task.assigneeId] : []} />
        </Form.Item>
        <Form.Item name="opinion" label={t('reassign.reason')}>
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
