import { useState } from 'react';
import { App as AntApp, Form, Input, Modal } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { modifiUserPsd } from '@/api/uc';
import { useAuthStore } from '@/features/auth';
import { pwdStrategyQuery } from './profileQueries';
import { minPasswordLength, passwordProblems } from './profileModel';
import type { DialogProps } from './PersonalInfoDialog';

interface Values {
  oldPwd: string;
  newPwd: string;
  confirm: string;
}

/** Change password (modifiUserPsd), checked against the password strategy before it is sent. */
export default function ChangePasswordDialog({ open, onClose }: DialogProps) {
  const { t } = useTranslation('shell');
  const { message } = AntApp.useApp();
  const account = useAuthStore((s) => s.account);
  const strategy = useQuery(pwdStrategyQuery());
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      const answer = await modifiUserPsd({ oldPwd: values.oldPwd, newPwd: values.newPwd });
      if (answer.state) {
        message.success(t('password.changed'));
        onClose();
      }
    } catch {
      // the http client has shown the server's reason
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('avatar.changePassword')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ loading: saving }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} autoComplete="off">
        <Form.Item name="oldPwd" label={t('password.old')} rules={[{ required: true, message: t('password.required') }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="newPwd"
          label={t('password.new')}
          extra={t('password.hint', { min: minPasswordLength(strategy.data) })}
          rules={[
            { required: true, message: t('password.required') },
            {
              validator: async (_, value: string | undefined) => {
                const problems = passwordProblems(value ?? '', strategy.data, account);
                if (problems.length)
                  throw new Error(problems.map((p) => t(`password.problems.${p}`, { min: minPasswordLength(strategy.data) })).join(' '));
              },
            },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('password.confirm')}
          dependencies={['newPwd']}
          rules={[
            { required: true, message: t('password.required') },
            ({ getFieldValue }) => ({
              validator: async (_, value: string | undefined) => {
                if (value && value !== getFieldValue('newPwd')) throw new Error(t('password.mismatch'));
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
