import type { FitColumn } from '@/shared/ui/useFitColumns';
import { useTranslation } from 'react-i18next';
import type { InstanceRow } from '@/api/runtime';
import { useReadNotice } from '../mutations';
import { PagedTable } from '@/shared/ui/PagedTable';
import { InstanceActions } from './InstanceActions';
import { InstanceStatus } from './InstanceStatus';
import { timeColumn } from '@/shared/ui/timeColumn';
import { subjectColumn } from './subjectColumn';
import type { TabTableProps } from './tabTableProps';
import { instanceFormTarget } from '../lib/formTargets';

interface Props extends TabTableProps<InstanceRow> {
  monitor?: boolean;
}

/** Rows of the instance tabs (overview, collection, drafts, circulated, received, my requests). */
export function InstanceTable({ tab, onOpen, monitor, ...page }: Props) {
  const { t } = useTranslation('tasks');
  const readNotice = useReadNotice();
  const open = (row: InstanceRow) => {
    // opening a circulated item reads it: getNotice marks it read, and the unread tag goes
    if (tab === 'received' && row.refId && row.isRead === 0) {
      readNotice(row.refId);
    }
    onOpen(instanceFormTarget(tab, row, monitor));
  };

  // the title keeps its least width; the others give way by priority, the actions stay at the right
  const columns: FitColumn<InstanceRow>[] = [
    subjectColumn(t, open),
    { key: 'flowName', title: t('columns.flowName'), dataIndex: 'procDefName', width: 150, ellipsis: true, priority: 3 },
    {
      key: 'prop1',
      title: t('columns.businessNumber'),
      dataIndex: 'prop1',
      width: 140,
      ellipsis: true,
      priority: 1,
      render: (v: string | null) => v ?? '-',
    },
    { key: 'creator', title: t('columns.initiator'), dataIndex: 'creator', width: 100, ellipsis: true, priority: 2 },
    timeColumn('createTime', t('columns.createTime'), 5),
    {
      title: t('columns.currentNodes'),
      key: 'current',
      width: 180,
      ellipsis: true,
      priority: 4,
      render: (_, row) =>
        // a row without current steps (ended, or from an older server) shows a dash, never a crash
        (row.currentNodes ?? []).map((n) => `${n.name}${n.assignees?.length ? ` (${n.assignees.join(', ')})` : ''}`).join('; ') || '-',
    },
    {
      title: t('columns.status'),
      key: 'status',
      width: 150,
      render: (_, row) => <InstanceStatus row={row} />,
    },
    {
      title: t('columns.actions'),
      key: 'actions',
      width: monitor ? 250 : 170,
      fixed: 'right',
      render: (_, row) => <InstanceActions tab={tab} row={row} onOpen={onOpen} monitor={monitor} />,
    },
  ];

  return <PagedTable<InstanceRow> rowKey="id" columns={columns} {...page} />;
}
