import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/time';
import type { DocumentCardData } from '../lib/documentQuery';
import { openDocument } from '../lib/openDocument';
import { ColourTag, HitBody } from './HitBody';
import { ActionLink } from '@/shared/ui/ActionLink';

/** The status tag's colour pair (spec 02 §3: the index picks it; only one pair exists). */
const STATUS_TAG = { color: '#389E0D', background: '#F6FFED' };

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
