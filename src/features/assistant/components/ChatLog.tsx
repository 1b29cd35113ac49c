import { useEffect, useRef } from 'react';
import { Spin, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChatEntry } from '../lib/chat';

/** The questions and answers; answers are text, never HTML. */
export function ChatLog({ entries }: { entries: ChatEntry[] }) {
  const { t } = useTranslation('assistant');
  const { token } = theme.useToken();
  const end = useRef<HTMLDivElement>(null);
  const last = entries[entries.length - 1];
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [entries.length, last?.answer, last?.status]);

  const bubble = (mine: boolean) => ({
    maxWidth: '85%',
    padding: '6px 10px',
    borderRadius: 8,
    whiteSpace: 'pre-wrap' as const,
    wordBreak: 'break-word' as const,
    background: mine ? token.colorPrimaryBg : token.colorFillTertiary,
    alignSelf: mine ? 'flex-end' : 'flex-start',
  });

  return (
    <div role="log" aria-live="polite" aria-label={t('chat.log')} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      {entries.map((e) => (
        <div key={e.id} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
          <div style={bubble(true)}>{e.question}</div>
          <div style={bubble(false)} data-testid="assistant-answer" data-status={e.status}>
            {e.status === 'pending' ? (
              <Spin size="small" aria-label={t('chat.pending')}>
                <Typography.Text type="secondary">{t('chat.pending')}</Typography.Text>
              </Spin>
            ) : e.status === 'failed' ? (
              <Typography.Text type="danger">
                {e.answer ? `${e.answer}\n\n` : ''}
                {t('chat.error')}
              </Typography.Text>
            ) : e.status === 'empty' ? (
              <Typography.Text type="secondary">{t('chat.fallback')}</Typography.Text>
            ) : (
              e.answer
            )}
          </div>
        </div>
      ))}
      <div ref={end} />
    </div>
  );
}
