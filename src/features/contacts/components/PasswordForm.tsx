import { useEffect } from 'react';
import { App, Button, Form, Input, Typography, type FormInstance } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '@/shared/session';
import { minPasswordLength, strategyProblems } from '../lib/password';
import { pwdStrategyQuery, useChangePassword, type PasswordValues } from '../queries';

interface Props {
  account: string;
  /** a dialog that submits the form from its own OK button passes the form and hides ours */
  form?: FormInstance<PasswordValues>;
  submitButton?: boolean;
  onDone?: () => void;
  onPendingChange?: (pending: boolean) => void;
}

/**
 * Change of the own password under the server's password strategy, the one form of the profile
 * page and of the top bar's dialog; the server has the last word.
 */
export function PasswordForm({ account, form: given, submitButton = true, onDone, onPendingChange }: Props) {
  const { t } = useTranslation('contacts');
  const { message } = App.useApp();
  const [own] = Form.useForm<PasswordValues>();
  const form = given ?? own;
  const fullname = useAuthStore((st) => st.username);
  const strategy = useQuery(pwdStrategyQuery());
  const change = useChangePassword();
  const s = strategy.data;
  const min = minPasswordLength(s);
  useEffect(() => onPendingChange?.(change.isPending), [change.isPending, onPendingChange]);

  const submit = (values: PasswordValues) =>
    change.mutate(values, {
      onSuccess: () => {
        form.resetFields();
        message.success(t('password.done'));
        onDone?.();
      },
    });

  return (
    <Form<PasswordValues> form={form} layout="vertical" style={{ maxWidth: 420 }} onFinish={submit} requiredMark autoComplete="off">
      {s ? (
        <Typography.Paragraph type="secondary">
          {t('password.rules', { min })}
          {s.requireLetter ? ` ${t('password.rule.letter')}` : ''}
          {s.requireDigit ? ` ${t('password.rule.digit')}` : ''}
          {s.requireUpper ? ` ${t('password.rule.upper')}` : ''}
          {s.requireSpecial ? ` ${t('password.rule.special')}` : ''}
          {s.forbidAccount ? ` ${t('password.rule.account')}` : ''}
          {s.forbidCommon ? ` ${t('password.rule.common')}` : ''}
        </Typography.Paragraph>
      ) : null}
      <Form.Item name="oldPwd" label={t('password.old')} rules={[{ required: true, message: t('password.required') }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPwd"
        label={t('password.new')}
        extra={t('password.hint', { min })}
        rules={[
          { required: true, message: t('password.required') },
          {
            validator: async (_, value: string | undefined) => {
              const problems = value ? strategyProblems(value, s, { account, fullname }) : [];
              if (problems.length) throw new Error(problems.map((p) => t(`password.problem.${p}`, { min })).join(' '));
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
      {submitButton ? (
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {t('password.submit')}
        </Button>
      ) : null}
    </Form>
  );
}
