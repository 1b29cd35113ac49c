import { App, Button, Form, Input, Typography } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getPwdStrategy, modifiUserPsd } from '@/api/uc';
import { strategyProblems } from '../lib/password';

interface Values {
  oldPwd: string;
  newPwd: string;
  confirm: string;
}

/** Change of the own password under the server's password strategy; the server has the last word. */
export function PasswordForm({ account }: { account: string }) {
  const { t } = useTranslation('contacts');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const strategy = useQuery({
    queryKey: ['contacts', 'pwdStrategy'],
    queryFn: async () => (await getPwdStrategy()).value,
    staleTime: 10 * 60_000,
  });
  const change = useMutation({
    mutationFn: (v: Values) => modifiUserPsd({ oldPwd: v.oldPwd, newPwd: v.newPwd }),
    onSuccess: () => {
      form.resetFields();
      message.success(t('password.done'));
    },
  });
  const s = strategy.data;

  return (
    <Form<Values> form={form} layout="vertical" style={{ maxWidth: 420 }} onFinish={(v) => change.mutate(v)} requiredMark>
      {s ? (
        <Typography.Paragraph type="secondary">
          {t('password.rules', { min: s.minLength })}
          {s.requireLetter ? ` ${t('password.rule.letter')}` : ''}
          {s.requireDigit ? ` ${t('password.rule.digit')}` : ''}
          {s.requireUpper ? ` ${t('password.rule.upper')}` : ''}
          {s.requireSpecial ? ` ${t('password.rule.special')}` : ''}
          {s.forbidAccount ? ` ${t('password.rule.account')}` : ''}
        </Typography.Paragraph>
      ) : null}
      <Form.Item name="oldPwd" label={t('password.old')} rules={[{ required: true, message: t('password.required') }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPwd"
        label={t('password.new')}
        rules={[
          { required: true, message: t('password.required') },
          {
            validator: async (_, value: string) => {
              const problems = value ? strategyProblems(value, s ?? null, account) : [];
              if (problems.length) throw new Error(problems.map((p) => t(`password.problem.${p}`, { min: s?.minLength ?? 6 })).join(' '));
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
            validator: async (_, value: string) => {
              if (value && value !== getFieldValue('newPwd')) throw new Error(t('password.mismatch'));
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        {t('password.submit')}
      </Button>
    </Form>
  );
}
