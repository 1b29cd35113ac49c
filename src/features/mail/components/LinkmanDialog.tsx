import { useState } from 'react';
import { App, Button, Form, Input, Modal, Popconfirm, Space, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MailLinkmanBody, MailLinkmanRow } from '@contract/mail';
import { FormDialog } from '@/shared/ui/FormDialog';
import { formatDateTime } from '@/shared/time';
import { isMailAddress } from '../lib/compose';
import { mailLinkmenQuery } from '../queries';
import { useLinkmanActions } from '../mutations';

const PAGE_SIZE = 10;

/** The caller's mail contacts (mailLinkman): list, add, change, remove. */
export function LinkmanDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('mail');
  const { message } = App.useApp();
  const [paging, setPaging] = useState({ page: 1, pageSize: PAGE_SIZE });
  const [editing, setEditing] = useState<{ row: MailLinkmanRow | null } | null>(null);
  const list = useQuery({ ...mailLinkmenQuery(paging.page, paging.pageSize), enabled: open, placeholderData: keepPreviousData });
  const { save, remove } = useLinkmanActions();

  const columns = [
    { title: t('linkman.name'), dataIndex: 'name', ellipsis: true },
    { title: t('linkman.address'), dataIndex: 'mailAddress', ellipsis: true },
    { title: t('linkman.useCount'), dataIndex: 'useCount', width: 90, responsive: ['md' as const] },
    {
      title: t('linkman.lastUse'),
      dataIndex: 'lastUseTime',
      width: 170,
      responsive: ['lg' as const],
      render: (v: string | null) => (v ? formatDateTime(v) : '-'),
    },
    {
      title: t('actions'),
      key: 'actions',
      width: 140,
      render: (_: unknown, row: MailLinkmanRow) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing({ row })}>
            {t('edit')}
          </Button>
          <Popconfirm
            title={t('linkman.removeConfirm', { name: row.name || row.mailAddress })}
            okText={t('remove.ok')}
            cancelText={t('cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => remove.mutateAsync(row.id).then(() => message.success(t('linkman.removed')))}
          >
            <Button type="link" size="small" danger>
              {t('remove.ok')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Modal
      open={open}
      title={t('linkman.manage')}
      onCancel={onClose}
      width={760}
      destroyOnHidden
      footer={
        <Space>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ row: null })}>
            {t('linkman.add')}
          </Button>
          <Button onClick={onClose}>{t('close')}</Button>
        </Space>
      }
    >
      <Table<MailLinkmanRow>
        rowKey="id"
        size="small"
        tableLayout="fixed"
        loading={list.isFetching}
        columns={columns}
        dataSource={list.data?.rows ?? []}
        locale={{ emptyText: list.isError ? t('linkman.listError') : t('linkman.empty') }}
        pagination={{
          current: paging.page,
          pageSize: paging.pageSize,
          total: list.data?.total ?? 0,
          onChange: (page, pageSize) => setPaging({ page, pageSize }),
          showTotal: (n) => t('list.total', { count: n }),
        }}
      />
      <FormDialog<MailLinkmanRow, MailLinkmanBody>
        open={editing !== null}
        editing={editing?.row ?? null}
        title={editing?.row ? t('linkman.edit') : t('linkman.add')}
        busy={save.isPending}
        startValues={(row) => ({ name: row?.name ?? '', mailAddress: row?.mailAddress ?? '' })}
        onSubmit={(values) =>
          save.mutate(
            { ...values, ...(editing?.row ? { id: editing.row.id } : {}) },
            {
              onSuccess: () => {
                message.success(t('linkman.saved'));
                setEditing(null);
              },
            },
          )
        }
        onClose={() => setEditing(null)}
      >
        <Form.Item name="name" label={t('linkman.name')} rules={[{ max: 100 }]}>
          <Input />
        </Form.Item>
        <Form.Item
          name="mailAddress"
          label={t('linkman.address')}
          rules={[
            { required: true, message: t('account.addressRequired') },
            {
              validator: (_, v: string) =>
                !v || isMailAddress(v) ? Promise.resolve() : Promise.reject(new Error(t('account.addressBad'))),
            },
          ]}
        >
          <Input />
        </Form.Item>
      </FormDialog>
    </Modal>
  );
}
