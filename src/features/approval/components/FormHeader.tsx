import type { ReactNode } from 'react';
import { Descriptions, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InstanceRow } from '@/api/runtime';
import { StatusTag } from '@/shared/ui/StatusTag';
import { formatDateTime } from '@/shared/time';
import { UrgentTag } from './UrgentTag';

interface Props {
  instance: InstanceRow;
  nodeName?: string;
  nodeStatus?: string;
  actions?: ReactNode;
}

/** Subject and facts of the instance at the top of the form. */
export function FormHeader({ instance, nodeName, nodeStatus, actions }: Props) {
  const { t } = useTranslation('approval');
  return (
    <div>
      {actions ? <div style={{ float: 'right' }}>{actions}</div> : null}
      <Space wrap align="center" style={{ marginBottom: 8 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {instance.subject}
        </Typography.Title>
        {nodeStatus ? <StatusTag status={nodeStatus} /> : null}
        {instance.isHangUp ? <StatusTag status="hangUp" /> : null}
        {instance.urgentState > 0 ? <UrgentTag instId={instance.id} urgentState={instance.urgentState} /> : null}
      </Space>
      <Descriptions size="small" column={{ xs: 1, md: 2, xl: 4 }}>
        <Descriptions.Item label={t('header.flow')}>{instance.procDefName}</Descriptions.Item>
        <Descriptions.Item label={t('header.number')}>{instance.prop1 ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('header.initiator')}>{instance.creator}</Descriptions.Item>
        <Descriptions.Item label={t('header.started')}>{formatDateTime(instance.createTime)}</Descriptions.Item>
        {nodeName ? <Descriptions.Item label={t('header.node')}>{nodeName}</Descriptions.Item> : null}
        {instance.aiSummaryResult ? (
          <Descriptions.Item label={t('header.summary')} span="filled">
            {instance.aiSummaryResult}
          </Descriptions.Item>
        ) : null}
      </Descriptions>
    </div>
  );
}
