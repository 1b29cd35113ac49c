import { useState } from 'react';
import { Button, Popconfirm, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RoleMemberRow, RoleRow } from '@/api/adminOrg';
import { PagedTable, type Paging } from '@/shared/ui/PagedTable';
import { SearchBox } from '@/shared/ui/SearchBox';
import { UserSelect } from '@/shared/ui/UserSelect';
import type { FitColumn } from '@/shared/ui/useFitColumns';
import { adminOrgQueries, useChangeMembers } from '../queries';

/** The people holding a role: add some, take one away, search by name or account. */
export function RoleMembers({ role }: { role: RoleRow }) {
  const { t } = useTranslation('adminOrg');
  const [paging, setPaging] = useState<Paging>({ page: 1, pageSize: 10 });
  const [pattern, setPattern] = useState('');
  const [adding, setAdding] = useState<string[]>([]);
  const list = useQuery(adminOrgQueries.members(role.id, paging, pattern));
  const change = useChangeMembers(() => setAdding([]));
  const columns: FitColumn<RoleMemberRow>[] = [
    { key: 'fullname', title: t('roles.memberName'), dataIndex: 'fullname', width: 120, ellipsis: true },
    { key: 'account', title: t('roles.account'), dataIndex: 'account', width: 120, ellipsis: true },
    { key: 'org', title: t('posts.org'), dataIndex: 'orgName', width: 140, ellipsis: true, priority: 3 },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 90,
      render: (_, m) => (
        <Popconfirm
          title={t('roles.removeMemberConfirm', { name: m.fullname })}
          onConfirm={() => change.mutate({ roleId: role.id, add: [], remove: [m.userId] })}
        >
          <Button type="link" danger size="small" aria-label={t('common.removeNamed', { name: m.fullname })}>
            {t('common.remove')}
          </Button>
        </Popconfirm>
      ),
    },
  ];
  return (
    <>
      <Space wrap style={{ marginBottom: 8, width: '100%' }}>
        <div style={{ minWidth: 220 }}>
          <UserSelect
            mode="multiple"
            aria-label={t('roles.addMembers')}
            placeholder={t('roles.addMembers')}
            value={adding}
            onChange={(v) => setAdding(Array.isArray(v) ? v : v ? [v] : [])}
          />
        </div>
        <Button
          type="primary"
          disabled={!adding.length}
          loading={change.isPending}
          onClick={() => change.mutate({ roleId: role.id, add: adding, remove: [] })}
        >
          {t('roles.addMembersButton')}
        </Button>
        <SearchBox
          label={t('roles.searchMembers')}
          allowClear
          onSearch={(v) => (setPattern(v.trim()), setPaging({ ...paging, page: 1 }))}
        />
      </Space>
      <PagedTable<RoleMemberRow>
        rowKey="userId"
        columns={columns}
        rows={list.data?.rows}
        total={list.data?.total}
        loading={list.isFetching}
        paging={paging}
        onPaging={setPaging}
      />
    </>
  );
}
