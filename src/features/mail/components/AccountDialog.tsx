import { useState } from 'react';
import { Alert, App, Button, Empty, Modal, Popconfirm, Result, Skeleton, Space, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MailSettingRow } from '@contract/mail';
import { formatDateTime } from '@/shared/time';
import { mailSettingsQuery } from '../queries';
import { useMailSettingActions } from '../mutations';
import { AccountForm } from './AccountForm';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** The caller's mail accounts: add, change, test (the stored settings) and remove. */
export function AccountDialog({ open, onClose }: Props) {
  const { t } = useTranslation('mail');
  const { message } = App.useApp();
  const settings = useQuery({ ...mailSettingsQuery(), enabled: open });
  const { testStored, remove } = useMailSettingActions();
  const [form, setForm] = useState<{ editing: MailSettingRow | null } | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const testOne = (row: MailSettingRow) => {
    setOutcome(null);
    testStored.mutate(row.id, {
      onSuccess: () => setOutcome({ ok: true, text: t('account.testOkFor', { address: row.mailAddress }) }),
      onError: (error) => setOutcome({ ok: false, text: error.message || t('account.testFailed') }),
    });
  };

  const columns = [
    {
      title: t('account.address'),
      dataIndex: 'mailAddress',
      ellipsis: true,
      render: (v: string, row: MailSettingRow) => (
        <Space size={4}>
          {v}
          {row.isDefault ? <Tag color="blue">{t('account.default')}</Tag> : null}
        </Space>
      ),
    },
    { title: t('account.imapHost'), dataIndex: 'imapHost', ellipsis: true, responsive: ['md' as const] },
    {
      title: t('account.lastSync'),
      dataIndex: 'lastSyncTime',
      width: 170,
      responsive: ['lg' as const],
      render: (v: string | null) => (v ? formatDateTime(v) : t('account.neverSynced')),
    },
    {
      title: t('actions'),
      key: 'actions',
      width: 210,
      render: (_: unknown, row: MailSettingRow) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => setForm({ editing: row })}>
            {t('edit')}
          </Button>
          <Button type="link" size="small" loading={testStored.isPending && testStored.variables === row.id} onClick={() => testOne(row)}>
            {t('account.test')}
          </Button>
          <Popconfirm
            title={t('account.removeConfirm', { address: row.mailAddress })}
            okText={t('remove.ok')}
            cancelText={t('cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => remove.mutateAsync(row.id).then(() => message.success(t('account.removed')))}
          >
            <Button type="link" size="small" danger>
              {t('remove.ok')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  let body;
  if (settings.isPending) body = <Skeleton active />;
  else if (settings.isError)
    body = (
      <Result
        status="warning"
        title={t('account.listError')}
        extra={<Button onClick={() => void settings.refetch()}>{t('retry')}</Button>}
      />
    );
  else if (!settings.data.length) body = <Empty description={t('tree.noAccount')} />;
  else
    body = (
      <Table<MailSettingRow> rowKey="id" size="small" columns={columns} dataSource={settings.data} pagination={false} tableLayout="fixed" />
    );

  return (
    <>
      <Modal
        open={open}
        title={t('account.manage')}
        onCancel={onClose}
        width={820}
        destroyOnHidden
        footer={
          <Space>
            <Button icon={<PlusOutlined />} type="primary" onClick={() => setForm({ editing: null })}>
              {t('account.add')}
            </Button>
            <Button onClick={onClose}>{t('close')}</Button>
          </Space>
        }
      >
        {body}
        {outcome ? (
          <Alert style={{ marginTop: 12 }} type={outcome.ok ? 'success' : 'error'} showIcon title={outcome.text} role="status" />
        ) : null}
      </Modal>
      <AccountForm open={form !== null} editing={form?.editing ?? null} onClose={() => setForm(null)} />
    </>
  );
}
