import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/time';
import { appConfig } from '@/shared/config';
import { useAuthStore } from '@/features/auth';
import type { DocumentCardData } from '../lib/documentQuery';
import { documentLink } from '../lib/tokenLink';
import { ColourTag, HitBody } from './HitBody';
import { ActionLink } from '@/shared/ui/ActionLink';

/** The status tag's colour pair (spec 02 §3: the index picks it; only one pair exists). */
const STATUS_TAG = { color: '#389E0D', background: '#F6FFED' };

/** Opens the document's own address in a new window, with the session tokens only for trusted hosts. */
export function openDocument(dmsUrl: string): void {
  const { token, rtoken } = useAuthStore.getState();
  const link = documentLink(dmsUrl, token ? { token, rtoken } : null, appConfig.tokenLinkHosts, window.location.origin);
  if (link) window.open(link, '_blank', 'noopener');
}

export function DocumentCard({ card }: { card: DocumentCardData }) {
  const { t } = useTranslation('search');
  return (
    <Card size="small" style={{ marginBottom: 12 }} data-testid="document-card">
      <HitBody
        head={
          <>
            <ActionLink strong onClick={() => openDocument(card.dmsUrl)} disabled={!card.dmsUrl}>
              {card.title}
            </ActionLink>
            {card.status ? <ColourTag colour={STATUS_TAG}>{card.status}</ColourTag> : null}
          </>
        }
        facts={[
          [t('document.code'), card.ducumentCode || '-'],
          [t('document.version'), card.version || '-'],
          [t('document.category'), card.category || '-'],
          [t('document.owner'), card.initiator || '-'],
          [t('document.startTime'), formatDate(card.startTime) || '-'],
        ]}
      />
    </Card>
  );
}
