import { useEffect, useState } from 'react';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { DocumentSearchList } from '@/features/search';
import { SearchBox } from '@/shared/ui/SearchBox';

/** Same debounce as the global search (spec 01 §5). */
const DEBOUNCE_MS = 250;

/** The knowledge documents page 'documents/DocumentList': paged document cards with a title search. */
export default function DocumentList() {
  const { t } = useTranslation('documents');
  const [input, setInput] = useState('');
  const [search, setSearch] = useState({ pattern: '', serial: 0 });

  useEffect(() => {
    const pattern = input.trim();
    if (pattern === search.pattern) return;
    const timer = setTimeout(() => setSearch((s) => ({ pattern, serial: s.serial + 1 })), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input, search.pattern]);

  return (
    <Card title={t('page.title')}>
      <SearchBox
        value={input}
        style={{ maxWidth: 420, marginBottom: 16 }}
        label={t('page.search')}
        onChange={(e) => setInput(e.target.value)}
        onSearch={(value) => {
          setInput(value);
          setSearch((s) => ({ pattern: value.trim(), serial: s.serial + 1 }));
        }}
      />
      <DocumentSearchList pattern={search.pattern} serial={search.serial} />
    </Card>
  );
}
