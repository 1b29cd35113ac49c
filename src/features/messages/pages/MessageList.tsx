import { useState } from 'react';
import { App, Button, Card, Segmented, Space, Table } from 'antd';
import { DeleteOutlined, CheckOutlined, ReloadOutlined, CheckSquareOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listPagination } from '@/shared/ui/listPagination';
import { useNarrowerThan } from '@/shared/ui/responsive';
import type { MessageRow } from '@/api/messages';
import { openApprovalWindow } from '@/shared/approvalForm';
import { MESSAGE_PAGE_SIZE, messageListQuery, type MessageFilter } from '../queries';
import { useMessageActions } from '../mutations';
import { MessageDetailDialog } from '../components/MessageDetailDialog';
import { CategoryTabs, type CategoryTab } from '../components/CategoryTabs';
import { messageColumns } from '../components/messageColumns';

/** The message centre 'messages/MessageList' (/personal/message): categories, read state, stars, deep links. */
export default function MessageList() {
  const { t } = useTranslation('messages');
  const { modal } = App.useApp();
  // below lg the side columns give way (messageColumns), so the table fits without scrolling
  const narrow = useNarrowerThan('lg');
  const phone = useNarrowerThan('sm');
  const [filter, setFilter] = useState<MessageFilter>('all');
  const [category, setCategory] = useState<CategoryTab>('all');
  const [paging, setPaging] = useState({ page: 1, pageSize: MESSAGE_PAGE_SIZE });
  const [selected, setSelected] = useState<string[]>([]);
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useQuery({ ...messageListQuery(paging.page, paging.pageSize, filter, category), placeholderData: keepPreviousData });
  const { mark, markAll, star, remove, refresh } = useMessageActions();

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

  // a message about a task or a request opens its approval form (and counts as read); others show their text
  const open = (row: MessageRow) => {
    if (!row.taskId && !row.instId) return setOpenId(row.id);
    if (!row.isRead) mark.mutate([row.id]);
    openApprovalWindow({ taskId: row.taskId ?? undefined, instId: row.instId ?? undefined });
  };

  const columns = messageColumns(
    t,
    {
      open,
      mark: (ids) => mark.mutate(ids),
      star: (row) => star.mutate({ ids: [row.id], starred: !row.starred }),
      remove: confirmRemove,
    },
    { narrow, phone },
  );
  const restart = () => setPaging((p) => ({ ...p, page: 1 }));

  return (
    <Card title={t('page.title')}>
      <CategoryTabs
        value={category}
        onChange={(c) => {
          setCategory(c);
          restart();
        }}
      />
      <Space wrap style={{ marginBottom: 16 }}>
        <Segmented<MessageFilter>
          value={filter}
          onChange={(v) => {
            setFilter(v);
            restart();
          }}
          options={(['all', 'unread', 'read', 'starred'] as const).map((v) => ({
            value: v,
            label: v === 'starred' ? t('centre.filter2.starred') : t(`filter.${v}`),
          }))}
        />
        <Button icon={<CheckOutlined />} disabled={!selected.length} onClick={() => mark.mutate(selected)} loading={mark.isPending}>
          {t('mark.selected')}
        </Button>
        <Button
          icon={<CheckSquareOutlined />}
          onClick={() => markAll.mutate(category === 'all' ? undefined : category)}
          loading={markAll.isPending}
        >
          {t('centre.markAll')}
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
        scroll={narrow ? undefined : { x: 900 }}
      />
      <MessageDetailDialog id={openId} onClose={() => setOpenId(null)} />
    </Card>
  );
}
