import { useState } from 'react';
import { Avatar, Card, Layout, Space, Table, Typography } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listPagination } from '@/shared/ui/listPagination';
import type { OrgRow, UserRow } from '@/api/uc';
import { avatarAddress } from '@/shared/session';
import { UserCard } from '../components/UserCard';
import { OrgTree } from '../components/OrgTree';
import { personFromRow } from '../lib/person';
import { CONTACT_PAGE_SIZE } from '../lib/contactQuery';
import { contactListQuery, subtreeQuery } from '../queries';
import { SearchBox } from '@/shared/ui/SearchBox';

/** The company directory 'contacts/Contacts': organisation tree, search, colleague cards. */
export default function Contacts() {
  const { t } = useTranslation('contacts');
  const [org, setOrg] = useState<OrgRow | null>(null);
  const [text, setText] = useState('');
  const [paging, setPaging] = useState({ page: 1, pageSize: CONTACT_PAGE_SIZE });
  const subtree = useQuery({ ...subtreeQuery(org?.path ?? ''), enabled: !!org });
  const orgIds = org ? (subtree.data ?? null) : null;
  const list = useQuery({
    ...contactListQuery({ text, orgIds, ...paging }),
    enabled: !org || subtree.isSuccess,
    placeholderData: keepPreviousData,
  });

  const columns = [
    {
      title: t('column.name'),
      dataIndex: 'fullname',
      render: (_: string, row: UserRow) => (
        <UserCard person={personFromRow(row)}>
          <Space style={{ cursor: 'pointer' }}>
            <Avatar size="small" src={avatarAddress(row.account, row.photo)} alt="" />
            <Typography.Link>{row.fullname}</Typography.Link>
          </Space>
        </UserCard>
      ),
    },
    { title: t('column.account'), dataIndex: 'account' },
    { title: t('column.org'), dataIndex: 'orgName', render: (v: string | null) => v ?? '' },
    { title: t('column.post'), dataIndex: 'postName', render: (v: string | null) => v ?? '' },
    { title: t('column.mobile'), dataIndex: 'mobile', render: (v: string | null) => v ?? '' },
    { title: t('column.email'), dataIndex: 'email', render: (v: string | null) => (v ? <a href={`mailto:${v}`}>{v}</a> : '') },
  ];

  return (
    <Layout style={{ background: 'transparent', gap: 16, flexDirection: 'row' }}>
      <Card
        title={t('page.orgTree')}
        style={{ width: 260, flex: 'none' }}
        styles={{ body: { maxHeight: 'calc(100vh - 260px)', overflow: 'auto' } }}
      >
        <OrgTree
          onSelect={(next) => {
            setOrg(next);
            setPaging((p) => ({ ...p, page: 1 }));
          }}
        />
      </Card>
      <Card title={org ? t('page.titleOf', { org: org.name }) : t('page.title')} style={{ flex: 1, minWidth: 0 }}>
        <SearchBox
          style={{ maxWidth: 360, marginBottom: 16 }}
          label={t('page.search')}
          onSearch={(value) => {
            setText(value.trim());
            setPaging((p) => ({ ...p, page: 1 }));
          }}
        />
        <Table<UserRow>
          rowKey="id"
          size="middle"
          columns={columns}
          loading={list.isFetching || subtree.isFetching}
          dataSource={list.data?.rows ?? []}
          pagination={listPagination(paging, setPaging, list.data?.total, (n) => t('total', { count: n }))}
        />
      </Card>
    </Layout>
  );
}
