import { useState } from 'react';
import { Collapse, Empty, List, Space, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '@/shared/ui/StatusTag';
import { statusTone } from '@/shared/ui/statusLook';
import { formatDateTime } from '@/shared/time';
import { approvalQueries } from '../queries';

interface NodeRef {
  nodeId: string;
  name: string;
  nodeType: string;
}

function NodeOpinionList({ instId, nodeId }: { instId: string; nodeId: string }) {
  const { t } = useTranslation('approval');
  const { data, isLoading } = useQuery(approvalQueries.nodeOpinions(instId, nodeId));
  if (isLoading) return <Spin size="small" />;
  if (!data?.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('opinion.empty')} />;
  return (
    <List
      size="small"
      dataSource={data}
      renderItem={(row) => (
        <List.Item>
          <Space orientation="vertical" size={0} style={{ width: '100%' }}>
            <Space wrap>
              <Typography.Text strong>{row.auditorName || row.qualfiedNames}</Typography.Text>
              <StatusTag status={row.status as string} label={statusTone(row.status) ? undefined : row.statusVal} />
              <Typography.Text type="secondary">{formatDateTime(row.completeTime ?? row.createTime)}</Typography.Text>
            </Space>
            {row.opinion ? <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{row.opinion}</Typography.Text> : null}
          </Space>
        </List.Item>
      )}
    />
  );
}

/** Opinions per approval node; a node's list loads when it is opened. */
export function NodeOpinions({ instId, nodes }: { instId: string; nodes: NodeRef[] }) {
  const [opened, setOpened] = useState<string[]>([]);
  const userNodes = nodes.filter((n) => n.nodeType === 'userTask');
  return (
    <Collapse
      size="small"
      activeKey={opened}
      onChange={(keys) => setOpened(Array.isArray(keys) ? keys.map(String) : [String(keys)])}
      items={userNodes.map((n) => ({
        key: n.nodeId,
        label: n.name,
        children: opened.includes(n.nodeId) ? <NodeOpinionList instId={instId} nodeId={n.nodeId} /> : null,
      }))}
    />
  );
}
