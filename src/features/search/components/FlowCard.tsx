import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/time';
import { APP_BASE } from '@/shared/config';
import type { FlowSearchRow } from '@/api/search';
import { approvalFormPath, flowTagColour } from '../lib/flowQuery';
import { ColourTag, HitBody } from './HitBody';

interface Props {
  row: FlowSearchRow;
  index: number;
}

/** A flow of the flow search; opens its approval form in a new window (spec 01 §2). */
export function FlowCard({ row, index }: Props) {
  const { t } = useTranslation('search');
  const colour = flowTagColour(index);
  const open = () => window.open(approvalFormPath(APP_BASE, row.id), '_blank', 'noopener');
  return (
    <Card
      size="small"
      hoverable
      role="link"
      tabIndex={0}
      aria-label={row.subject}
      onClick={open}
      onKeyDown={(e) => e.key === 'Enter' && open()}
      style={{ marginBottom: 12 }}
    >
      <HitBody
        head={
          <>
            <ColourTag colour={colour}>{row.procDefName}</ColourTag>
            <Typography.Text strong>{row.subject}</Typography.Text>
          </>
        }
        facts={[
          [t('flow.number'), row.prop1 || '-'],
          [t('flow.startTime'), formatDateTime(row.createTime)],
          [t('flow.initiator'), row.creator],
        ]}
      >
        {row.aiSummaryResult ? (
          <Typography.Paragraph style={{ margin: 0 }} ellipsis={{ rows: 2 }}>
            <Typography.Text type="secondary">{t('flow.aiSummary')}: </Typography.Text>
            {row.aiSummaryResult}
          </Typography.Paragraph>
        ) : null}
      </HitBody>
    </Card>
  );
}
