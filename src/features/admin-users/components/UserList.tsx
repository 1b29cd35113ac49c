import { Card, List, Pagination, Space, Tag, Typography } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import type { AdminUserRow } from '@/api/adminUsers';
import { PagedQueryTable, type PageSource, type Paging } from '@/shared/ui/PagedTable';
import { timeColumn } from '@/shared/ui/timeColumn';
import type { FitColumn } from '@/shared/ui/useFitColumns';
import type { AdminUserFilter } from '../queries';
import { StatusLabel } from './StatusLabel';
import { UserActions, type UserAction } from './UserActions';

interface ListProps {
  source: PageSource<AdminUserRow>;
  paging: Paging;
  onPaging(paging: Paging): void;
  onAction(action: UserAction, row: AdminUserRow): void;
}

const SORTABLE = new Set(['account', 'fullname', 'createdAt', 'status']);

/** The users as a table (wide screens): sortable by account, name, creation and status; the actions at the right. */
export function UserTable({
  source,
  paging,
  onPaging,
  onAction,
  sort,
  onSort,
}: ListProps & {
  sort: Pick<AdminUserFilter, 'sort' | 'order'>;
  onSort(sort: AdminUserFilter['sort'], order: AdminUserFilter['order']): void;
}) {
  const { t } = useTranslation('adminUsers');
  const sorted = (key: string) => ({
    sorter: true,
    sortOrder: sort.sort === key ? (sort.order === 'asc' ? ('ascend' as const) : ('descend' as const)) : null,
  });
  const columns: FitColumn<AdminUserRow>[] = [
    {
      key: 'account',
      title: t('field.account'),
      dataIndex: 'account',
      width: 140,
      ellipsis: true,
      ...sorted('account'),
      render: (account: string, row) => (
        <Space size={4}>
          <Typography.Link onClick={() => onAction('edit', row)}>{account}</Typography.Link>
          {row.isAdmin && <Tag color="purple">{t('adminTag')}</Tag>}
        </Space>
      ),
    },
    { key: 'fullname', title: t('field.fullname'), dataIndex: 'fullname', width: 130, ellipsis: true, ...sorted('fullname') },
    { key: 'org', title: t('field.mainOrg'), dataIndex: 'orgPathName', width: 200, ellipsis: true, priority: 2 },
    { key: 'post', title: t('field.mainPost'), dataIndex: 'postName', width: 130, ellipsis: true, priority: 4 },
    { key: 'mobile', title: t('field.mobile'), dataIndex: 'mobile', width: 130, priority: 5 },
    { key: 'email', title: t('field.email'), dataIndex: 'email', width: 200, ellipsis: true, priority: 6 },
    {
      key: 'status',
      title: t('field.status'),
      dataIndex: 'status',
      width: 150,
      ...sorted('status'),
      render: (s: number, row) => <StatusLabel status={s} locked={row.locked} />,
    },
    { ...timeColumn<AdminUserRow>('createdAt', t('field.createdAt'), 3, 'createdAt'), ...sorted('createdAt') },
    {
      key: 'actions',
      title: t('field.actions'),
      width: 110,
      fixed: 'right',
      render: (_, row) => <UserActions row={row} onAction={onAction} />,
    },
  ];
  return (
    <PagedQueryTable<AdminUserRow>
      source={source}
      columns={columns}
      paging={paging}
      onPaging={onPaging}
      onChange={(_p, _f, sorter) => {
        const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<AdminUserRow> | undefined;
        const key = String(s?.columnKey ?? '');
        if (!s?.order || !SORTABLE.has(key)) onSort('account', 'asc');
        else onSort(key as AdminUserFilter['sort'], s.order === 'ascend' ? 'asc' : 'desc');
      }}
    />
  );
}

/** The users as cards (phone width): name, account, organisation, status, and the actions' menu in the corner. */
export function UserCards({ source, paging, onPaging, onAction }: ListProps) {
  const { t } = useTranslation('adminUsers');
  return (
    <>
      <List<AdminUserRow>
        loading={source.isFetching}
        dataSource={source.data?.rows ?? []}
        rowKey="id"
        renderItem={(row) => (
          <List.Item style={{ padding: '4px 0' }}>
            <Card size="small" style={{ width: '100%' }} title={row.fullname} extra={<UserActions row={row} onAction={onAction} />}>
              <Space direction="vertical" size={2} style={{ width: '100%' }}>
                <Typography.Text>
                  {row.account} {row.isAdmin && <Tag color="purple">{t('adminTag')}</Tag>}
                </Typography.Text>
                {row.orgPathName && <Typography.Text type="secondary">{row.orgPathName}</Typography.Text>}
                {row.mobile && <Typography.Text type="secondary">{row.mobile}</Typography.Text>}
                <StatusLabel status={row.status} locked={row.locked} />
              </Space>
            </Card>
          </List.Item>
        )}
      />
      <Pagination
        simple
        style={{ marginTop: 8, textAlign: 'center' }}
        current={paging.page}
        pageSize={paging.pageSize}
        total={source.data?.total ?? 0}
        onChange={(page, pageSize) => onPaging({ page, pageSize })}
      />
    </>
  );
}
