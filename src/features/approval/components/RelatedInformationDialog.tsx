import { Alert, Descriptions, Divider, Empty, Space, Spin, Tag, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { InstanceRow } from '@/api/runtime';
import { StatusTag } from '@/shared/ui/StatusTag';
import { formatDateTime } from '@/shared/time';
import { approvalKeys, approvalQueries } from '../queries';
import { ReadRecordTable } from './ReadRecordTable';
import { RefreshDialog } from './RefreshDialog';

const waitingAt = (row: InstanceRow) =>
  row.currentNodes.map((n) => (n.assignees.length ? `${n.name} (${n.assignees.join(', ')})` : n.name)).join('; ');

/** The state of an instance in words (the task list's labels), hung up included. */
function InstanceState({ row }: { row: InstanceRow }) {
  const { t } = useTranslation('tasks');
  return (
    <Space size={4}>
      <Tag color={row.status === 'running' ? 'processing' : 'default'}>{t(`instStatus.${row.status}`, { defaultValue: row.status })}</Tag>
      {row.isHangUp ? <StatusTag status="hangUp" /> : null}
    </Space>
  );
}

/** One line of a parent or sub instance: subject, flow and state. */
function InstanceLine({ row }: { row: InstanceRow }) {
  return (
    <Space wrap size={8}>
      <Typography.Text strong>{row.subject}</Typography.Text>
      <Typography.Text type="secondary">{row.procDefName}</Typography.Text>
      <InstanceState row={row} />
      <Typography.Text type="secondary">{formatDateTime(row.createTime)}</Typography.Text>
    </Space>
  );
}

/**
 * "Related information" of an instance (spec 02 §7 getRelatedInformationById and
 * getByRecordInstId): its facts, initiator and department, parent and sub processes, and who read
 * its form. Everything is shown as text, never as markup.
 */
export function RelatedInformationDialog({ instId, ...dialog }: { instId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('approval');
  const queryClient = useQueryClient();
  const related = useQuery({ ...approvalQueries.related(instId), enabled: dialog.open && Boolean(instId) });
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: approvalQueries.related(instId).queryKey }),
      queryClient.invalidateQueries({ queryKey: approvalKeys.reads(instId) }),
    ]);
  const info = related.data;
  const inst = info?.instance;

  return (
    <RefreshDialog {...dialog} width={960} texts="related" destroyOnHidden refreshing={related.isFetching} onRefresh={() => void refresh()}>
      {related.isError ? <Alert type="error" showIcon title={t('related.failed')} /> : null}
      <Spin spinning={related.isLoading}>
        {inst ? (
          <Descriptions size="small" bordered column={{ xs: 1, md: 2 }} title={t('related.instance')}>
            <Descriptions.Item label={t('related.subject')} span="filled">
              {inst.subject}
            </Descriptions.Item>
            <Descriptions.Item label={t('related.flow')}>{inst.procDefName}</Descriptions.Item>
            <Descriptions.Item label={t('related.number')}>{inst.prop1 || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('related.initiator')}>{inst.creator}</Descriptions.Item>
            <Descriptions.Item label={t('related.department')}>{info.creatorOrgName || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('related.started')}>{formatDateTime(inst.createTime)}</Descriptions.Item>
            <Descriptions.Item label={t('related.ended')}>{formatDateTime(inst.endTime) || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('related.status')}>
              <InstanceState row={inst} />
            </Descriptions.Item>
            <Descriptions.Item label={t('related.current')}>{waitingAt(inst) || '-'}</Descriptions.Item>
            {info.parent ? (
              <Descriptions.Item label={t('related.parent')} span="filled">
                <InstanceLine row={info.parent} />
              </Descriptions.Item>
            ) : null}
          </Descriptions>
        ) : null}
        {inst ? (
          <>
            <Divider titlePlacement="start" plain>
              {t('related.children')}
            </Divider>
            {info.children.length ? (
              <ul aria-label={t('related.children')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {info.children.map((row) => (
                  <li key={row.id} style={{ padding: '4px 0' }}>
                    <InstanceLine row={row} />
                  </li>
                ))}
              </ul>
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('related.noChildren')} />
            )}
          </>
        ) : null}
      </Spin>
      <Divider titlePlacement="start" plain>
        {t('related.reads')}
      </Divider>
      <ReadRecordTable instId={instId} enabled={dialog.open && Boolean(instId)} />
    </RefreshDialog>
  );
}
