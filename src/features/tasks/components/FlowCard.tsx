import { Card, Space, Tag, Typography } from 'antd';
import { RobotOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/time';
import { openInstanceForm, tagColors } from '../lib/flowCard';

/** A flow card (spec 02 §3). */
export interface FlowCardData {
  title: string;
  flowName: string;
  businessNumber?: string | null;
  startTime?: string | null;
  initiator?: string | null;
  aiSummary?: string | null;
  instanceId: string;
  index: number;
}

interface Props extends FlowCardData {
  /** Called after the card opened the form, e.g. to log the click. */
  onOpen?: (instanceId: string) => void;
}

export function FlowCard({ title, flowName, businessNumber, startTime, initiator, aiSummary, instanceId, index, onOpen }: Props) {
  const { t } = useTranslation('tasks');
  const colors = tagColors(index);
  const open = () => {
    openInstanceForm(instanceId);
    onOpen?.(instanceId);
  };
  return (
    <Card
      hoverable
      size="small"
      role="link"
      tabIndex={0}
      aria-label={title}
      onClick={open}
      onKeyDown={(e) => {
        if (e.key === 'Enter') open();
      }}
    >
      <Space orientation="vertical" size={4} style={{ width: '100%' }}>
        {/* the title takes the rest of the line, two lines at most before it is cut (a phone's card is narrow) */}
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 8 }}>
          <Tag style={{ color: colors.color, background: colors.background, borderColor: colors.color, marginInlineEnd: 0 }}>
            {flowName}
          </Tag>
          <Typography.Paragraph strong ellipsis={{ rows: 2, tooltip: title }} style={{ flex: '1 1 160px', minWidth: 0, margin: 0 }}>
            {title}
          </Typography.Paragraph>
        </div>
        <Typography.Text type="secondary">
          {t('card.businessNumber')}: {businessNumber || '-'}
        </Typography.Text>
        <Space separator="|" wrap>
          <Typography.Text type="secondary">
            {t('card.initiator')}: {initiator || '-'}
          </Typography.Text>
          <Typography.Text type="secondary">
            {t('card.startTime')}: {startTime ? formatDateTime(startTime) : '-'}
          </Typography.Text>
        </Space>
        {aiSummary ? (
          <Typography.Paragraph ellipsis={{ rows: 2, tooltip: aiSummary }} style={{ marginBottom: 0 }}>
            <RobotOutlined aria-label={t('card.aiSummary')} /> {aiSummary}
          </Typography.Paragraph>
        ) : null}
      </Space>
    </Card>
  );
}
