import type { ReactNode } from 'react';
import { Alert, Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '@/shared/ui/SearchBox';

interface Props {
  title: string;
  /** the search box's label; none: no search */
  searchLabel?: string;
  onSearch?: (text: string) => void;
  /** filters and buttons beside the search */
  tools?: ReactNode;
  /** the list could not be read: said above the (empty) table */
  failed?: boolean;
  children: ReactNode;
}

/**
 * The frame of an administration list: its title, a toolbar that wraps on a narrow screen (390 px), the
 * table below it inside the card (columns give way; what still does not fit scrolls inside the card).
 */
export function AdminList({ title, searchLabel, onSearch, tools, failed, children }: Props) {
  const { t } = useTranslation('flowAdmin');
  return (
    <Card size="small" title={title} styles={{ body: { overflowX: 'auto' } }}>
      <Flex wrap gap={8} style={{ marginBottom: 12 }}>
        {searchLabel && onSearch ? (
          <div style={{ flex: '1 1 220px', maxWidth: 360 }}>
            <SearchBox label={searchLabel} onSearch={onSearch} />
          </div>
        ) : null}
        {tools}
      </Flex>
      {failed ? <Alert type="error" showIcon role="alert" title={t('loadFailed')} style={{ marginBottom: 12 }} /> : null}
      {children}
    </Card>
  );
}
