import { useState } from 'react';
import { Button, Card, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import { PlusOutlined, PushpinOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { NewsAdminRow, NewsStatus } from '@/api/newsAdmin';
import { PagedQueryTable, type Paging } from '@/shared/ui/PagedTable';
import { DEFAULT_PAGE_SIZE } from '@/shared/ui/tableLayout';
import { timeColumn } from '@/shared/ui/timeColumn';
import { useAppApis } from '@/shared/ui/useAppApis';
import type { FitColumn } from '@/shared/ui/useFitColumns';
import { newsAdminQueries, useRetireNews, type NewsAdminFilter } from '../news/adminQueries';
import { NewsEditDialog } from '../news/NewsEditDialog';

const STATUSES: NewsStatus[] = ['draft', 'scheduled', 'published', 'retired'];
const STATUS_COLOR: Record<NewsStatus, string> = { draft: 'default', scheduled: 'processing', published: 'success', retired: 'default' };

/**
 * 'dashboard/NewsAdmin': the administrators' news and announcements of the home page, by category and status; new
 * items, edits (three languages, a publish time) and retiring. The server checks every right and every version.
 */
export default function NewsAdmin() {
  const { t } = useTranslation('newsAdmin');
  const { message } = useAppApis();
  const [filter, setFilter] = useState<NewsAdminFilter>({ classifyId: '', status: '' });
  const [paging, setPaging] = useState<Paging>({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  // undefined: closed; null: a new item; else the id of the item being edited
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const categories = useQuery(newsAdminQueries.categories());
  const list = useQuery(newsAdminQueries.list(filter, paging));
  const retire = useRetireNews(() => message.success(t('retired')));
  const changeFilter = (next: Partial<NewsAdminFilter>) => {
    setFilter((f) => ({ ...f, ...next }));
    setPaging((p) => ({ ...p, page: 1 }));
  };

  const columns: FitColumn<NewsAdminRow>[] = [
    {
      key: 'title',
      title: t('column.title'),
      dataIndex: 'title',
      width: 260,
      ellipsis: true,
      render: (title: string, row) => (
        <Space size={4}>
          {row.isTop && <PushpinOutlined aria-label={t('column.top')} />}
          <Typography.Link onClick={() => setEditing(row.id)}>{title}</Typography.Link>
        </Space>
      ),
    },
    { key: 'category', title: t('column.category'), dataIndex: 'classifyName', width: 130, ellipsis: true, priority: 2 },
    {
      key: 'status',
      title: t('column.status'),
      dataIndex: 'status',
      width: 100,
      render: (s: NewsStatus) => (
        <Tag color={STATUS_COLOR[s]} data-status={s}>
          {t(`status.${s}`)}
        </Tag>
      ),
    },
    timeColumn<NewsAdminRow>('publishTime', t('column.publishTime'), 3, 'publishTime'),
    {
      key: 'languages',
      title: t('column.languages'),
      dataIndex: 'languages',
      width: 170,
      priority: 5,
      render: (langs: string[]) => langs.map((l) => t(`lang.${l}`)).join(' / '),
    },
    { key: 'updateBy', title: t('column.updateBy'), dataIndex: 'updateBy', width: 110, ellipsis: true, priority: 6 },
    timeColumn<NewsAdminRow>('updateTime', t('column.updateTime'), 4, 'updateTime'),
    {
      key: 'actions',
      title: t('column.actions'),
      width: 140,
      fixed: 'right',
      render: (_, row) => (
        <Space size={4}>
          <Button type="link" size="small" onClick={() => setEditing(row.id)}>
            {t('edit')}
          </Button>
          {(row.status === 'published' || row.status === 'scheduled') && (
            <Popconfirm title={t('retireConfirm')} onConfirm={() => retire.mutate({ id: row.id, version: row.version })}>
              <Button type="link" size="small" danger loading={retire.isPending && retire.variables?.id === row.id}>
                {t('retire')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  const all = { value: '', label: t('filter.all') };
  return (
    <Card
      size="small"
      title={t('title')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          {t('add')}
        </Button>
      }
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          aria-label={t('filter.category')}
          style={{ minWidth: 160 }}
          value={filter.classifyId}
          onChange={(classifyId) => changeFilter({ classifyId })}
          options={[all, ...(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))]}
        />
        <Select
          aria-label={t('filter.status')}
          style={{ minWidth: 130 }}
          value={filter.status}
          onChange={(status) => changeFilter({ status })}
          options={[all, ...STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))]}
        />
      </Space>
      <PagedQueryTable<NewsAdminRow> source={list} columns={columns} paging={paging} onPaging={setPaging} />
      <NewsEditDialog
        open={editing !== undefined}
        id={editing ?? null}
        categories={categories.data ?? []}
        defaultCategory={filter.classifyId || categories.data?.[0]?.id}
        onClose={() => setEditing(undefined)}
      />
    </Card>
  );
}
