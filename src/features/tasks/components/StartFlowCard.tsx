import { Card, Typography } from 'antd';
import { StarFilled, StarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { TipButton } from '@/shared/ui/TipButton';

interface Props {
  name: string;
  description?: string | null;
  often: boolean;
  busy?: boolean;
  onStart: () => void;
  onToggleOften: () => void;
}

/** One definition the user may start, with its often-used star. */
export function StartFlowCard({ name, description, often, busy, onStart, onToggleOften }: Props) {
  const { t } = useTranslation('tasks');
  const starLabel = often ? t('start.removeOften') : t('start.addOften');
  return (
    <Card size="small" hoverable onClick={onStart} role="button" aria-label={t('start.startNamed', { name })}>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
        <div style={{ minWidth: 0 }}>
          {/* two lines before the name is cut: a phone's card is narrow */}
          <Typography.Paragraph strong ellipsis={{ rows: 2, tooltip: name }} style={{ margin: 0 }}>
            {name}
          </Typography.Paragraph>
          {description ? (
            <Typography.Paragraph type="secondary" ellipsis={{ rows: 1, tooltip: description }} style={{ margin: 0 }}>
              {description}
            </Typography.Paragraph>
          ) : null}
        </div>
        <TipButton
          tip={starLabel}
          type="text"
          size="small"
          loading={busy}
          aria-pressed={often}
          icon={often ? <StarFilled style={{ color: '#faad14' }} /> : <StarOutlined />}
          onClick={(e) => {
            e.stopPropagation();
            onToggleOften();
          }}
        />
      </div>
    </Card>
  );
}
