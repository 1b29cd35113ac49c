import { Alert, Form, Input, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export type DefaultKind = 'initiatorLeader' | 'initiator' | 'role' | 'user' | 'orgLeader';

export interface DefaultAssigneeValues {
  defaultKind?: DefaultKind;
  defaultRef?: string;
}

const KINDS: DefaultKind[] = ['initiatorLeader', 'initiator', 'role', 'user', 'orgLeader'];
const needsRef = (kind: DefaultKind | undefined) => kind === 'role' || kind === 'user' || kind === 'orgLeader';

/** The rule text the server reads (`initiatorLeader`, `role:hr`, `user:zhangwei`…), or null while incomplete. */
export function defaultAssigneeRule(v: DefaultAssigneeValues): string | null {
  if (!v.defaultKind) return null;
  if (!needsRef(v.defaultKind)) return v.defaultKind;
  const ref = v.defaultRef?.trim();
  return ref ? `${v.defaultKind}:${ref}` : null;
}

/**
 * Who works on the user tasks drawn without an approver (a diagram from another tool): the admin
 * picks one rule for all of them at deploy; the tasks concerned are listed.
 */
export function DefaultAssigneeField({ tasks }: { tasks: { id: string; name: string }[] }) {
  const { t } = useTranslation('workflow');
  const kind = Form.useWatch<DefaultKind | undefined>('defaultKind');
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={8}>
      <Alert
        type="info"
        showIcon
        message={t('deploy.defaultAssignee.title', { count: tasks.length })}
        description={
          <Typography.Text>
            {tasks.map((task, i) => (
              <span key={task.id}>
                {i ? ', ' : null}
                {task.name !== task.id ? `${task.name} ` : null}
                <Typography.Text code>{task.id}</Typography.Text>
              </span>
            ))}
          </Typography.Text>
        }
      />
      <Space.Compact block>
        <Form.Item name="defaultKind" label={t('deploy.defaultAssignee.kind')} initialValue="initiatorLeader" style={{ flex: 1 }}>
          <Select options={KINDS.map((k) => ({ value: k, label: t(`deploy.defaultAssignee.kinds.${k}`) }))} />
        </Form.Item>
        {needsRef(kind) ? (
          <Form.Item
            name="defaultRef"
            label={t(`deploy.defaultAssignee.ref.${kind}`)}
            style={{ flex: 1 }}
            rules={[
              { required: true, message: t('deploy.defaultAssignee.refRequired') },
              { pattern: /^[A-Za-z0-9_.-]{1,64}$/, message: t('deploy.defaultAssignee.refInvalid') },
            ]}
          >
            <Input maxLength={64} />
          </Form.Item>
        ) : null}
      </Space.Compact>
    </Space>
  );
}
