import { useState } from 'react';
import { Descriptions, Popover, Spin, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/time';
import { approvalQueries } from '../queries';

/** The urgency detail of an instance (getUrgrntById): its level, who set it and when. */
function UrgentDetail({ instId }: { instId: string }) {
  const { t } = useTranslation('approval');
  const detail = useQuery(approvalQueries.urgentDetail(instId));
  if (detail.isError) return <Typography.Text type="danger">{t('urgentDetail.failed')}</Typography.Text>;
  if (!detail.data) return <Spin size="small" />;
  const d = detail.data;
  return (
    <Descriptions size="small" column={1} style={{ maxWidth: 320 }}>
      <Descriptions.Item label={t('urgentDetail.level')}>
        <Tag color={d.color}>{d.label}</Tag>
      </Descriptions.Item>
      <Descriptions.Item label={t('urgentDetail.setBy')}>{d.setByName ?? '-'}</Descriptions.Item>
      <Descriptions.Item label={t('urgentDetail.setTime')}>{d.setTime ? formatDateTime(d.setTime) : '-'}</Descriptions.Item>
    </Descriptions>
  );
}

/** The urgency tag of the form's header; a click opens the urgency detail, read when first opened. */
export function UrgentTag({ instId, urgentState }: { instId: string; urgentState: number }) {
  const { t } = useTranslation('approval');
  const [open, setOpen] = useState(false);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      title={t('urgentDetail.title')}
      content={open ? <UrgentDetail instId={instId} /> : null}
    >
      <button
        type="button"
        aria-label={t('urgentDetail.open', { level: t(`header.urgent${urgentState}`) })}
        aria-expanded={open}
        style={{ border: 0, background: 'none', padding: 0, cursor: 'pointer' }}
      >
        <Tag color="volcano" style={{ marginInlineEnd: 0 }}>
          {t(`header.urgent${urgentState}`)}
        </Tag>
      </button>
    </Popover>
  );
}
