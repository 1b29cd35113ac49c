import { Badge, Space, Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MESSAGE_CATEGORIES } from '@contract/messages';
import type { MessageCategory } from '@/api/messages';
import { messageCountsQuery } from '../queries';

export type CategoryTab = MessageCategory | 'all';

/** The message centre's category tabs, each with its unread count. */
export function CategoryTabs({ value, onChange }: { value: CategoryTab; onChange: (v: CategoryTab) => void }) {
  const { t } = useTranslation('messages');
  const counts = useQuery(messageCountsQuery());
  const unread = (c: CategoryTab) =>
    (counts.data ?? []).filter((r) => c === 'all' || r.category === c).reduce((sum, r) => sum + r.unread, 0);
  const tabs: CategoryTab[] = ['all', ...MESSAGE_CATEGORIES];
  return (
    <Tabs
      activeKey={value}
      onChange={(k) => onChange(k as CategoryTab)}
      items={tabs.map((c) => ({
        key: c,
        label: (
          <Space size={4}>
            {t(`centre.category.${c}`)}
            <Badge count={unread(c)} size="small" overflowCount={99} />
          </Space>
        ),
      }))}
    />
  );
}
