import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InstanceRow } from '@/api/flowAdmin';
import { PagedQueryTable, type Paging } from '@/shared/ui/PagedTable';
import { timeColumn } from '@/shared/ui/timeColumn';
import type { FitColumn } from '@/shared/ui/useFitColumns';
import { AdminList } from '../components/AdminList';
import { InstanceOpinions } from '../components/InstanceOpinions';
import { flowAdminQueries, type ListFilter } from '../queries';

/** 'flow-admin/OpinionCorrection': an administrator finds an instance and corrects the text of an opinion in its history. */
export default function OpinionCorrection() {
  const { t } = useTranslation('flowAdmin');
  const [paging, setPaging] = useState<Paging>({ page: 1, pageSize: 20 });
  const [filter, setFilter] = useState<ListFilter>({});
  const list = useQuery(flowAdminQueries.instances('processOverview', paging, filter));
  const [open, setOpen] = useState<InstanceRow | null>(null);

  const columns = useMemo<FitColumn<InstanceRow>[]>(
    () => [
      { key: 'subject', title: t('col.subject'), dataIndex: 'subject', minWidth: 200, ellipsis: true },
      { key: 'flow', title: t('col.flow'), dataIndex: 'procDefName', width: 140, ellipsis: true, priority: 3 },
      { key: 'creator', title: t('col.creator'), dataIndex: 'creator', width: 100, ellipsis: true, priority: 2 },
      timeColumn<InstanceRow>('createTime', t('col.time'), 1),
      {
        key: 'actions',
        title: t('col.actions'),
        width: 100,
        render: (_, row) => (
          <Button size="small" onClick={() => setOpen(row)}>
            {t('opinions.open')}
          </Button>
        ),
      },
    ],
    [t],
  );

  return (
    <AdminList
      failed={list.isError}
      title={t('opinions.title')}
      searchLabel={t('searchSubject')}
      onSearch={(text) => {
        setFilter({ ...filter, text });
        setPaging((p) => ({ ...p, page: 1 }));
      }}
    >
      <PagedQueryTable<InstanceRow> source={list} columns={columns} paging={paging} onPaging={setPaging} />
      <Drawer open={open !== null} onClose={() => setOpen(null)} title={open?.subject} size="min(736px, 100vw)" destroyOnHidden>
        {open ? <InstanceOpinions instId={open.id} /> : null}
      </Drawer>
    </AdminList>
  );
}
