import { useState, type Key } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Paging } from '@/shared/ui/PagedTable';
import type { FitColumn } from '@/shared/ui/useFitColumns';
import { RemoveOneButton } from '../components/RemoveButtons';
import type { ListFilter } from '../queries';

/** A paged, filtered list whose rows can be ticked and removed: its state, and what to do once rows are removed. */
export function useRemovableList() {
  const { t } = useTranslation('flowAdmin');
  const { message } = App.useApp();
  const [paging, setPaging] = useState<Paging>({ page: 1, pageSize: 20 });
  const [filter, setFilter] = useState<ListFilter>({});
  const [selected, setSelected] = useState<string[]>([]);
  const removed = (count: number) => {
    message.success(t('removed', { count }));
    setSelected([]);
  };
  const rowSelection = { selectedRowKeys: selected, onChange: (keys: Key[]) => setSelected(keys.map(String)) };
  return { t, paging, setPaging, filter, setFilter, selected, removed, rowSelection };
}

/** The list's last column: a row's "remove" button, asked first with `confirm`. */
export function removeColumn<T extends { id: string }>(title: string, confirm: string, remove: (ids: string[]) => void): FitColumn<T> {
  return {
    key: 'actions',
    title,
    width: 90,
    render: (_, row) => <RemoveOneButton title={confirm} onConfirm={() => remove([row.id])} />,
  };
}
