import { useEffect } from 'react';
import { Form, Input, Modal, Select, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { HandlerTypeName } from '@contract/workflow-task-admin';
import type { TaskRow } from '@/api/flowAdmin';
import { UserSelect } from '@/shared/ui/UserSelect';
import { OrgSelect } from '@/shared/ui/OrgSelect';
import { RefSelect } from '@/shared/ui/RefSelect';
import { flowAdminQueries } from '../queries';

export interface ReassignValues {
  handlerType: HandlerTypeName;
  userIds?: string[];
  /** roles or departments by id, or form field names */
  refs?: string[];
  opinion?: string;
}

interface Props {
  task: TaskRow | null;
  busy: boolean;
  onClose: () => void;
  onSubmit: (values: ReassignValues) => void;
}

/** What the chosen handler type names: nothing for the initiator and his leader. */
function RefsItem({ type }: { type: HandlerTypeName }) {
  const { t } = useTranslation('flowAdmin');
  const rules = [{ required: true, message: t('reassign.refsRequired') }];
  if (type === 'role')
    return (
      <Form.Item name="refs" label={t('reassign.roles')} rules={rules}>
        <RefSelect kind="role" multiple aria-label={t('reassign.roles')} />
      </Form.Item>
    );
  if (type === 'org' || type === 'orgLeader')
    return (
      <Form.Item name="refs" label={t(type === 'org' ? 'reassign.orgs' : 'reassign.orgLeaders')} rules={rules}>
        <OrgSelect multiple aria-label={t(type === 'org' ? 'reassign.orgs' : 'reassign.orgLeaders')} />
      </Form.Item>
    );
  if (type === 'field')
    return (
      <Form.Item name="refs" label={t('reassign.fields')} extra={t('reassign.fieldsHelp')} rules={rules}>
        <Select mode="tags" open={false} suffixIcon={null} aria-label={t('reassign.fields')} tokenSeparators={[',', ' ']} />
      </Form.Item>
    );
  return <Typography.Paragraph type="secondary">{t(`reassign.goesTo.${type}`)}</Typography.Paragraph>;
}

/**
 * An administrator gives an open task to other people, chosen by a handler type (GET handlerTypes): people by name,
 * the members of roles or departments, department leaders, the initiator or his leader, or users a form field holds;
 * and why (the reason goes into the history).
 */
export function ReassignDialog({ task, busy, onClose, onSubmit }: Props) {
  const { t } = useTranslation('flowAdmin');
  const [form] = Form.useForm<ReassignValues>();
  const types = useQuery({ ...flowAdminQueries.handlerTypes(), enabled: task !== null });
  const type = Form.useWatch('handlerType', form) ?? 'user';
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
      <Form form={form} layout="vertical" initialValues={{ handlerType: 'user' }}>
        <Form.Item name="handlerType" label={t('reassign.handlerType')}>
          <Select
            aria-label={t('reassign.handlerType')}
            loading={types.isFetching}
            options={(types.data ?? [{ type: 'user', name: t('reassign.users') }]).map((h) => ({ value: h.type, label: h.name }))}
            onChange={() => form.setFieldsValue({ userIds: undefined, refs: undefined })}
          />
        </Form.Item>
        {type === 'user' ? (
          <Form.Item name="userIds" label={t('reassign.users')} rules={[{ required: true, message: t('reassign.usersRequired') }]}>
            <UserSelect mode="multiple" aria-label={t('reassign.users')} excludeIds={task?.assigneeId ? [task.assigneeId] : []} />
          </Form.Item>
        ) : (
          <RefsItem type={type} />
        )}
        <Form.Item name="opinion" label={t('reassign.reason')}>
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
