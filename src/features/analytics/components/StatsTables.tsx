import { useMemo } from 'react';
import { Card, Col, Row, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApproverStats, NodeStats } from '@/api/analytics';
import { useDuration } from '../model/useDuration';

type Row = NodeStats | ApproverStats;

const byNumber = (pick: (r: Row) => number | null) => (a: Row, b: Row) => (pick(a) ?? -1) - (pick(b) ?? -1);

/** The figures per step and per approver: sortable by every figure. */
export function StatsTables({ nodes, approvers }: { nodes: NodeStats[]; approvers: ApproverStats[] }) {
  const { t } = useTranslation('analytics');
  const duration = useDuration();
  const shared = useMemo<TableColumnsType<Row>>(
    () => [
      { key: 'count', title: t('col.count'), dataIndex: 'count', width: 90, align: 'right', sorter: byNumber((r) => r.count) },
      {
        key: 'median',
        title: t('col.median'),
        dataIndex: 'medianMs',
        width: 100,
        align: 'right',
        render: duration,
        sorter: byNumber((r) => r.medianMs),
        defaultSortOrder: 'descend',
      },
      {
        key: 'p90',
        title: t('col.p90'),
        dataIndex: 'p90Ms',
        width: 100,
        align: 'right',
        render: duration,
        sorter: byNumber((r) => r.p90Ms),
      },
      {
        key: 'mean',
        title: t('col.mean'),
        dataIndex: 'meanMs',
        width: 100,
        align: 'right',
        render: duration,
        sorter: byNumber((r) => r.meanMs),
      },
      { key: 'overdue', title: t('col.overdue'), dataIndex: 'overdue', width: 80, align: 'right', sorter: byNumber((r) => r.overdue) },
    ],
    [t, duration],
  );
  const nodeColumns = useMemo<TableColumnsType<Row>>(
    () => [
      { key: 'name', title: t('col.step'), dataIndex: 'name', ellipsis: true, width: 160, fixed: 'left' },
      ...shared,
      {
        key: 'open',
        title: t('col.open'),
        dataIndex: 'open',
        width: 80,
        align: 'right',
        sorter: byNumber((r) => ('open' in r ? r.open : 0)),
      },
      {
        key: 'openOverdue',
        title: t('col.openOverdue'),
        dataIndex: 'openOverdue',
        width: 110,
        align: 'right',
        sorter: byNumber((r) => ('openOverdue' in r ? r.openOverdue : 0)),
      },
    ],
    [t, shared],
  );
  const approverColumns = useMemo<TableColumnsType<Row>>(
    () => [{ key: 'name', title: t('col.approver'), dataIndex: 'name', ellipsis: true, width: 140, fixed: 'left' }, ...shared],
    [t, shared],
  );
  return (
    <Row gutter={[12, 12]}>
      <Col xs={24} xxl={14}>
        <Card size="small" title={t('nodes.title')}>
          <Table<Row>
            size="small"
            rowKey={(r) => ('nodeId' in r ? r.nodeId : r.userId)}
            columns={nodeColumns}
            dataSource={nodes}
            pagination={false}
            scroll={{ x: 'max-content' }}
            data-testid="analytics-nodes"
          />
        </Card>
      </Col>
      <Col xs={24} xxl={10}>
        <Card size="small" title={t('approvers.title')}>
          <Table<Row>
            size="small"
            rowKey={(r) => ('userId' in r ? r.userId : r.nodeId)}
            columns={approverColumns}
            dataSource={approvers}
            pagination={approvers.length > 10 ? { pageSize: 10, size: 'small' } : false}
            scroll={{ x: 'max-content' }}
          />
        </Card>
      </Col>
    </Row>
  );
}
