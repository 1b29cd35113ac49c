import { useState } from 'react';
import { App, Badge, Button, Card, Segmented, Space, Table, Typography } from 'antd';
import { DeleteOutlined, CheckOutlined, ReloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listPagination } from '@/shared/ui/listPagination';
import type { MessageRow } from '@/api/messages';
import { formatDateTime } from '@/shared/time';
import { MESSAGE_PAGE_SIZE, messageListQuery, type MessageFilter } from '../queries';
import { useMessageActions } from '../mutations';
import { MessageDetailDialog } from '../components/MessageDetailDialog';

/** The message page 'messages/MessageList' (/personal/message). */
export default function MessageList() {
  const { t } = useTranslation('messages');
  const { modal } = App.useApp();
  const [filter, setFilter] = useState<MessageFilter>('all');
  const [paging, setPaging] = useState({ page: 1, pageSize: MESSAGE_PAGE_SIZE });
  const [selected, setSelected] = useState<string[]>([]);
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useQuery({ ...messageListQuery(paging.page, paging.pageSize, filter), placeholderData: keepPreviousData });
  const { mark, remove, refresh } = useMessageActions();

  const confirmRemove = (ids: string[]) =>
    modal.confirm({
      title: t('remove.confirmTitle'),
      content: t('remove.confirm', { count: ids.length }),
      okText: t('remove.ok'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: async () => {
        await remove.mutateAsync(ids);
        setSelected((s) => s.filter((id) => !ids.includes(id)));
      },
    });

  const columns = [
    {
      title: t('column.state'),
      dataIndex: 'isRead',
      width: 100,
      render: (isRead: MessageRow['isRead']) => (
        <Badge status={isRead ? 'default' : 'processing'} text={isRead ? t('state.read') : t('state.unread')} />
      ),
    },
    {
      title: t('column.subject'),
      dataIndex: 'subject',
      render: (subject: string, row: MessageRow) => (
        <Typography.Link strong={!row.isRead} onClick={() => setOpenId(row.id)}>
          {subject}
        </Typography.Link>
      ),
    },
    { title: t('column.from'), dataIndex: 'fromUserName', width: 140, render: (v: string | null) => v || t('from.system') },
    { title: t('column.time'), dataIndex: 'receiveTime', width: 180, render: (v: string) => formatDateTime(v) },
    {
      title: t('column.actions'),
      key: 'actions',
      width: 160,
      render: (_: unknown, row: MessageRow) => (
        <Space size="small">
          {!row.isRead ? (
            <Button size="small" type="link" onClick={() => mark.mutate([row.id])}>
              {t('mark.one')}
            </Button>
          ) : null}
          <Button size="small" type="link" danger onClick={() => confirmRemove([row.id])}>
            {t('remove.one')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card title={t('page.title')}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Segmented<MessageFilter>
          value={filter}
          onChange={(v) => {
            setFilter(v);
            setPaging((p) => ({ ...p, page: 1 }));
          }}
          options={(['all', 'unread', 'read'] as const).map((v) => ({ value: v, label: t(`filter.${v}`) }))}
        />
        <Button icon={<CheckOutlined />} disabled={!selected.length} onClick={() => mark.mutate(selected)} loading={mark.isPending}>
          {t('mark.selected')}
        </Button>
        <Button icon={<DeleteOutlined />} danger disabled={!selected.length} onClick={() => confirmRemove(selected)}>
          {t('remove.selected')}
        </Button>
        <Button icon={<ReloadOutlined />} onClick={() => void refresh()} aria-label={t('refresh')} />
      </Space>
      <Table<MessageRow>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        columns={columns}
        dataSource={list.data?.rows ?? []}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        pagination={listPagination(paging, setPaging, list.data?.total, (n) => t('total', { count: n }))}
      />
      <MessageDetailDialog id={openId} onClose={() => setOpenId(null)} />
    </Card>
  );
}
