import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, Col, Form, Input, InputNumber, Modal, Row, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MailServers, MailSettingBody, MailSettingRow } from '@contract/mail';
import { isMailAddress } from '../lib/compose';
import { useMailSettingActions } from '../mutations';
import { ServerPresets } from './ServerPresets';

interface Values extends MailServers {
  mailAddress: string;
  nickName?: string;
  userName?: string;
  password?: string;
  keepPassword: boolean;
  isDefault: boolean;
}

const blank: Values = {
  mailAddress: '',
  keepPassword: false,
  imapHost: '',
  imapPort: 993,
  imapSsl: true,
  smtpHost: '',
  smtpPort: 465,
  smtpSsl: true,
  isDefault: false,
};

function startValues(row: MailSettingRow | null): Values {
  if (!row) return blank;
  const { mailAddress, nickName, userName, imapHost, imapPort, imapSsl, smtpHost, smtpPort, smtpSsl, isDefault } = row;
  return {
    mailAddress,
    nickName,
    userName,
    password: '',
    keepPassword: row.hasPassword,
    imapHost,
    imapPort,
    imapSsl,
    smtpHost,
    smtpPort,
    smtpSsl,
    isDefault,
  };
}

/**
 * Whether the form reaches other servers or signs in as someone else than the stored account: then the stored password
 * is not sent there (the server refuses it too) and must be typed again. The login is the user name, else the address.
 */
export function serversChanged(values: Partial<Values>, row: MailSettingRow | null): boolean {
  if (!row) return false;
  const host = (h: string | undefined) => (h ?? '').trim().toLowerCase();
  const login = values.userName?.trim() || (values.mailAddress ?? '').trim();
  return (
    host(values.imapHost) !== host(row.imapHost) ||
    values.imapPort !== row.imapPort ||
    values.imapSsl !== row.imapSsl ||
    host(values.smtpHost) !== host(row.smtpHost) ||
    values.smtpPort !== row.smtpPort ||
    values.smtpSsl !== row.smtpSsl ||
    login !== row.userName
  );
}

/** The body a form sends, and whether the stored password is kept (then no password is sent). */
export function settingBody(values: Values, editing: MailSettingRow | null): { body: MailSettingBody; isOriginPwd: boolean } {
  const { keepPassword, password, ...rest } = values;
  const id = editing?.id;
  const isOriginPwd = Boolean(id) && keepPassword && !serversChanged(values, editing);
  const body: MailSettingBody = { ...rest, ...(id ? { id } : {}), ...(isOriginPwd ? {} : { password: password ?? '' }) };
  return { body, isOriginPwd };
}

interface Props {
  open: boolean;
  /** the account changed; null adds one */
  editing: MailSettingRow | null;
  onClose: () => void;
}

/** Add or change an account; its password is never shown: on change it is kept unless a new one is typed. */
export function AccountForm({ open, editing, onClose }: Props) {
  const { t } = useTranslation('mail');
  const [form] = Form.useForm<Values>();
  const { save, test } = useMailSettingActions();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  // until the watch has the form's value (it arrives a render later), the start value: the stored password's
  // field is never briefly open for typing
  const keepTicked = Form.useWatch('keepPassword', form) ?? Boolean(editing?.hasPassword);
  // a changed server, port, SSL setting or login: the stored password does not go there
  // (before the stored values reach the form its fields are empty: that is no change, so the field stays shut)
  const changed = Form.useWatch((values: Values) => values.imapPort !== undefined && serversChanged(values, editing), form) ?? false;
  const keep = keepTicked && !changed;
  const address = Form.useWatch('mailAddress', form) ?? '';
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(startValues(editing));
    setOutcome(null);
  }, [open, editing, form]);

  const failed = (error: unknown) => setOutcome({ ok: false, text: error instanceof Error ? error.message : t('account.testFailed') });
  const runTest = () =>
    void form.validateFields().then(
      (values) => {
        setOutcome(null);
        test.mutate(settingBody(values, editing), {
          onSuccess: (answer) =>
            setOutcome({ ok: true, text: answer.message && answer.message !== 'success' ? answer.message : t('account.testOk') }),
          onError: failed,
        });
      },
      () => undefined,
    );
  const submit = () =>
    void form.validateFields().then(
      (values) => {
        setOutcome(null);
        save.mutate(settingBody(values, editing), { onSuccess: onClose, onError: failed });
      },
      () => undefined,
    );

  return (
    <Modal
      open={open}
      title={editing ? t('account.edit') : t('account.add')}
      onCancel={onClose}
      width={640}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={runTest} loading={test.isPending}>
            {t('account.test')}
          </Button>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="primary" onClick={submit} loading={save.isPending}>
            {t('save')}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" initialValues={blank} preserve={false}>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="mailAddress"
              label={t('account.address')}
              rules={[
                { required: true, message: t('account.addressRequired') },
                {
                  validator: (_, v: string) =>
                    !v || isMailAddress(v) ? Promise.resolve() : Promise.reject(new Error(t('account.addressBad'))),
                },
              ]}
            >
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="nickName" label={t('account.nickName')}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="userName" label={t('account.userName')} extra={t('account.userNameHint')}>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="password"
              label={t('account.password')}
              rules={[
                {
                  validator: (_, v: string | undefined) =>
                    v || (editing && form.getFieldValue('keepPassword') && !serversChanged(form.getFieldsValue(true) as Values, editing))
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('account.passwordRequired'))),
                },
              ]}
              extra={editing?.hasPassword ? t(changed ? 'account.passwordAgain' : 'account.passwordStored') : undefined}
            >
              <Input.Password autoComplete="new-password" disabled={Boolean(editing && keep)} />
            </Form.Item>
            {editing?.hasPassword ? (
              <Form.Item name="keepPassword" valuePropName="checked" style={{ marginTop: -12 }}>
                <Checkbox disabled={changed}>{t('account.keepPassword')}</Checkbox>
              </Form.Item>
            ) : null}
          </Col>
          <Col span={24}>
            <ServerPresets address={address} onPick={(servers) => form.setFieldsValue(servers)} />
          </Col>
          <Col xs={16} sm={12}>
            <Form.Item name="imapHost" label={t('account.imapHost')} rules={[{ required: true, message: t('account.hostRequired') }]}>
              <Input placeholder="imap.example.com" />
            </Form.Item>
          </Col>
          <Col xs={8} sm={6}>
            <Form.Item name="imapPort" label={t('account.port')} rules={[{ required: true, message: t('account.portRequired') }]}>
              <InputNumber min={1} max={65535} precision={0} style={{ width: '100%' }} aria-label={t('account.imapPort')} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={6}>
            <Form.Item name="imapSsl" label={t('account.ssl')} valuePropName="checked">
              <Switch aria-label={t('account.imapSsl')} />
            </Form.Item>
          </Col>
          <Col xs={16} sm={12}>
            <Form.Item name="smtpHost" label={t('account.smtpHost')} rules={[{ required: true, message: t('account.hostRequired') }]}>
              <Input placeholder="smtp.example.com" />
            </Form.Item>
          </Col>
          <Col xs={8} sm={6}>
            <Form.Item name="smtpPort" label={t('account.port')} rules={[{ required: true, message: t('account.portRequired') }]}>
              <InputNumber min={1} max={65535} precision={0} style={{ width: '100%' }} aria-label={t('account.smtpPort')} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={6}>
            <Form.Item name="smtpSsl" label={t('account.ssl')} valuePropName="checked">
              <Switch aria-label={t('account.smtpSsl')} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="isDefault" valuePropName="checked">
              <Checkbox>{t('account.isDefault')}</Checkbox>
            </Form.Item>
          </Col>
        </Row>
      </Form>
      {outcome ? <Alert type={outcome.ok ? 'success' : 'error'} showIcon title={outcome.text} role="status" /> : null}
    </Modal>
  );
}
