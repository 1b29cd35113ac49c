import { Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { startFeedback } from '@/features/feedback';
import { currentLanguage } from '@/shared/i18n';
import { assistantLinks } from '../lib/links';

/** The feedback-form and transfer-to-human links of the panel. */
export function PanelLinks({ lastQuestion }: { lastQuestion: string | null }) {
  const { t } = useTranslation('assistant');
  const links = assistantLinks(import.meta.env as unknown as Record<string, unknown>, currentLanguage(), window.location.origin);
  const link = (href: string | null, label: string, message: string) =>
    href ? (
      <Typography.Link href={href} target="_blank" rel="noopener noreferrer">
        {label}
      </Typography.Link>
    ) : (
      <Button type="link" size="small" style={{ padding: 0 }} onClick={() => void startFeedback(message)}>
        {label}
      </Button>
    );
  return (
    <Space size="middle" wrap>
      {link(links.feedback, t('links.feedback'), t('links.feedbackMessage'))}
      {link(
        links.agent,
        t('links.agent'),
        lastQuestion ? t('links.agentMessageAbout', { question: lastQuestion }) : t('links.agentMessage'),
      )}
    </Space>
  );
}
