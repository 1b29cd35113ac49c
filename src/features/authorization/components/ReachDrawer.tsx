import { useState } from 'react';
import { Drawer, Table, Tabs, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AuthorizationRow, PersonRow, PostReach } from '@/api/authorization';
import { PagedQueryTable, type Paging } from '@/shared/ui/PagedTable';
import { SearchBox } from '@/shared/ui/SearchBox';
import type { FitColumn } from '@/shared/ui/useFitColumns';
import { authorizationQueries } from '../queries';

const POST_LIMIT = 500;

/** Whom an authorisation reaches: its active people (searchable, paged) and the posts it covers. */
export function ReachDrawer({ row, onClose }: { row: AuthorizationRow | null; onClose: () => void }) {
  const { t } = useTranslation('authorization');
  const id = row?.id ?? '';
  const [keyword, setKeyword] = useState('');
  const [paging, setPaging] = useState<Paging>({ page: 1, pageSize: 20 });
  const people = useQuery({ ...authorizationQueries.personnel(id, keyword, paging), enabled: !!row });
  const count = useQuery({ ...authorizationQueries.personCount(id), enabled: !!row });
  const posts = useQuery({ ...authorizationQueries.posts(id), enabled: !!row });

  const personColumns: FitColumn<PersonRow>[] = [
    { key: 'fullname', title: t('reach.fullname'), dataIndex: 'fullname', width: 120 },
    { key: 'account', title: t('reach.account'), dataIndex: 'account', width: 120, priority: 2 },
    { key: 'org', title: t('reach.org'), dataIndex: 'orgName', width: 140, ellipsis: true, priority: 1 },
    { key: 'post', title: t('reach.post'), dataIndex: 'postName', width: 140, ellipsis: true, priority: 1 },
  ];
  return (
    <Drawer open={!!row} onClose={onClose} size={640} title={row ? t('reach.title', { name: row.name }) : ''} destroyOnHidden>
      {count.data !== undefined ? (
        <Typography.Paragraph strong data-testid="reach-count">
          {t('reach.count', { count: count.data })}
        </Typography.Paragraph>
      ) : null}
      <Tabs
        items={[
          {
            key: 'people',
            label: t('reach.people'),
            children: (
              <>
                <SearchBox
                  label={t('reach.search')}
                  onSearch={(v) => {
                    setKeyword(v.trim());
                    setPaging((p) => ({ ...p, page: 1 }));
                  }}
                  style={{ marginBottom: 12, maxWidth: 280 }}
                />
                <PagedQueryTable<PersonRow> source={people} columns={personColumns} paging={paging} onPaging={setPaging} />
              </>
            ),
          },
          {
            key: 'posts',
            label: t('reach.posts'),
            children: (
              <>
                <Table<PostReach>
                  size="small"
                  rowKey="id"
                  loading={posts.isFetching}
                  dataSource={posts.data ?? []}
                  pagination={{ pageSize: 20, hideOnSinglePage: true }}
                  columns={[
                    { key: 'name', title: t('reach.post'), dataIndex: 'name' },
                    { key: 'org', title: t('reach.org'), dataIndex: 'orgName' },
                    { key: 'holders', title: t('reach.holders'), dataIndex: 'holders', width: 100, align: 'right' },
                  ]}
                />
                {(posts.data?.length ?? 0) >= POST_LIMIT ? <Typography.Text type="secondary">{t('reach.postsCut')}</Typography.Text> : null}
              </>
            ),
          },
        ]}
      />
    </Drawer>
  );
}
