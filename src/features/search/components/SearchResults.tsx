import { useEffect } from 'react';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { addEventLog } from '@/api/search';
import { useSearchStore } from '../store';
import { UserSearchList } from './UserSearchList';
import { FlowSearchList } from './FlowSearchList';
import { DocumentSearchList } from './DocumentSearchList';

/** Shown by the shell instead of the page while a search is active (spec 01 §2). */
export function SearchResults() {
  const { t } = useTranslation('search');
  const searchType = useSearchStore((s) => s.searchType);
  const pattern = useSearchStore((s) => s.pattern);
  const serial = useSearchStore((s) => s.serial);
  useSearchEventLog(searchType, pattern, serial);

  return (
    <section aria-label={t('results.label')} style={{ padding: 16 }}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {pattern
          ? t('results.titleWithText', { type: t(`type.${searchType}`), text: pattern })
          : t('results.title', { type: t(`type.${searchType}`) })}
      </Typography.Title>
      <div>
        {searchType === 'user' ? (
          <UserSearchList pattern={pattern} serial={serial} />
        ) : searchType === 'flow' ? (
          <FlowSearchList pattern={pattern} serial={serial} />
        ) : (
          <DocumentSearchList pattern={pattern} serial={serial} />
        )}
      </div>
    </section>
  );
}

/** The event log of spec 01 §7: user and document searches with their text; silent. */
function useSearchEventLog(searchType: string, pattern: string, serial: number) {
  useEffect(() => {
    if (!pattern || (searchType !== 'user' && searchType !== 'document')) return;
    addEventLog({ type: searchType, searchText: pattern.slice(0, 200) }).catch(() => {
      // the log never disturbs a search
    });
  }, [searchType, pattern, serial]);
}
