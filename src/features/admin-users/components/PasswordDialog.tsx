import { useState } from 'react';
import { Form, Input, Modal, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminUserRow } from '@/api/adminUsers';
import { useResetPassword } from '../queries';

interface Props {
  user: AdminUserRow | null;
  onClose(): void;
  /** a generated password, to be shown once */
  onGenerated(account: string, password: string): void;
}

/** Resets a user's password: one the administrator types (the server applies the password rule) or a generated one. */
export function PasswordDialog({ user, onClose, onGenerated }: Props) {
  const { t } = useTranslation('adminUsers');
  const [mode, setMode] = useState<'generate' | 'set'>('generate');
  const [form] = Form.useForm<{ password: string }>();
  const reset = useResetPassword((answer) => {
    if (user && answer.generatedPassword) onGenerated(user.account, answer.generatedPassword);
    onClose();
  });
  const submit = () => {
    if (!user) return;
    if (mode === 'generate') reset.mutate({ id: user.id });
    else
      void form.validateFields().then(
        ({ password }) => reset.mutate({ id: user.id, password }),
        () => undefined,
      );
  };
  return (
    <Modal
      open={!!user}
      title={t('password.title', { name: user?.fullname ?? '' })}
      okText={t('password.ok')}
      cancelText={t('cancel')}
      confirmLoading={reset.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Radio.Group
        value={mode}
        onChange={(e) => setMode(e.target.value as 'generate' | 'set')}
        options={[
          { value: 'generate', label: t('password.generate') },
          { value: 'set', label: t('password.set') },
        ]}
      />
      {mode === 'set' && (
        <Form form={form} layout="vertical" style={{ marginTop: 12 }} preserve={false}>
          <Form.Item name="password" label={t('password.new')} rules={[{ required: true, message: t('rule.password') }]}>
            <Input.Password autoComplete="new-password" maxLength={200} />
          </Form.Item>
        </Form>
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        {t('password.note')}
      </Typography.Paragraph>
    </Modal>
  );
}

/** A generated password, shown once with a copy button. */
export function GeneratedPassword({ shown, onClose }: { shown: { account: string; password: string } | null; onClose(): void }) {
  const { t } = useTranslation('adminUsers');
  return (
    <Modal
      open={!!shown}
      title={t('password.shownTitle')}
      onOk={onClose}
      onCancel={onClose}
      cancelButtonProps={{ hidden: true }}
      okText={t('close')}
    >
      <Typography.Paragraph>{t('password.shownFor', { account: shown?.account ?? '' })}</Typography.Paragraph>
      <Typography.Text code copyable={{ text: shown?.password }} data-testid="generated-password">
        {shown?.password}
      </Typography.Text>
      <Typography.Paragraph type="warning" style={{ marginTop: 12 }}>
        {t('password.shownOnce')}
      </Typography.Paragraph>
    </Modal>
  );
}
