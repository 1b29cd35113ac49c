import { useEffect, useState } from 'react';
import { Button, Space, Typography } from 'antd';
import { DownOutlined, UpOutlined, SyncOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { GUIDE_COUNT, GUIDE_COUNT_FOLDED, GUIDE_TOTAL, pickGuides } from '../lib/guide';
import { FOLD_BELOW_HEIGHT } from '../lib/position';

interface Props {
  disabled: boolean;
  onAsk: (question: string) => void;
}

/** 3 guide questions of 11 (1 while folded), another batch, and the fold toggle. */
export function GuideSection({ disabled, onAsk }: Props) {
  const { t } = useTranslation('assistant');
  const [folded, setFolded] = useState(() => window.innerHeight < FOLD_BELOW_HEIGHT);
  const [batch, setBatch] = useState(() => pickGuides(GUIDE_TOTAL, GUIDE_COUNT));

  useEffect(() => {
    // crossing the height threshold folds or unfolds; the user's toggle holds in between
    let low = window.innerHeight < FOLD_BELOW_HEIGHT;
    const onResize = () => {
      const now = window.innerHeight < FOLD_BELOW_HEIGHT;
      if (now !== low) setFolded(now);
      low = now;
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const shown = batch.slice(0, folded ? GUIDE_COUNT_FOLDED : GUIDE_COUNT);
  return (
    <section aria-label={t('guide.title')} data-testid="assistant-guide">
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Text strong>{t('guide.title')}</Typography.Text>
        <Space size={0}>
          <Button type="link" size="small" icon={<SyncOutlined />} onClick={() => setBatch((b) => pickGuides(GUIDE_TOTAL, GUIDE_COUNT, b))}>
            {t('guide.another')}
          </Button>
          <Button
            type="text"
            size="small"
            aria-expanded={!folded}
            aria-label={folded ? t('guide.unfold') : t('guide.fold')}
            icon={folded ? <DownOutlined /> : <UpOutlined />}
            onClick={() => setFolded((f) => !f)}
          />
        </Space>
      </Space>
      <ul style={{ listStyle: 'none', padding: 0, margin: '8px 0' }}>
        {shown.map((i) => {
          const question = t(`guide.q${i + 1}`);
          return (
            <li key={i} style={{ marginBottom: 6 }}>
              <Button
                block
                size="small"
                disabled={disabled}
                style={{ textAlign: 'left', whiteSpace: 'normal', height: 'auto' }}
                onClick={() => onAsk(question)}
              >
                {question}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
