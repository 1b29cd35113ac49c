import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { announce } from '@/shared/ui/a11y';

/**
 * Tells screen-reader users when to-dos arrive while they look at the list (the live stream refreshes it):
 * the list's total grew under the same filter. `total` is undefined on tabs that are not the to-do list.
 */
export function useArrivalAnnouncement(total: number | undefined, filterKey: string): void {
  const { t } = useTranslation('tasks');
  const last = useRef<{ filterKey: string; total: number } | null>(null);
  useEffect(() => {
    if (total === undefined) return;
    const before = last.current;
    last.current = { filterKey, total };
    if (before && before.filterKey === filterKey && total > before.total) announce(t('a11y.newTasks', { count: total - before.total }));
  }, [total, filterKey, t]);
}
