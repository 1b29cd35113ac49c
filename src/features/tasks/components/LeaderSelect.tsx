import { useMemo } from 'react';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '@/shared/session';
import { taskQueries } from '../queries';

/** The leaders whose tasks the caller sees as secretary; empty value = all of them. */
export function LeaderSelect({ value, onChange }: { value?: string; onChange: (leaderId: string | undefined) => void }) {
  const { t } = useTranslation('tasks');
  const userId = useAuthStore((s) => s.userId);
  const { data, isLoading } = useQuery(taskQueries.leaders());
  const options = useMemo(() => {
    const seen = new Map<string, string>();
    for (const row of data?.rows ?? []) if (row.enabled && row.secretaryId === userId) seen.set(row.leaderId, row.leaderName);
    return [...seen].map(([id, name]) => ({ value: id, label: name }));
  }, [data, userId]);
  return (
    <Select
      allowClear
      loading={isLoading}
      style={{ width: 180 }}
      placeholder={t('toolbar.allLeaders')}
      aria-label={t('toolbar.leader')}
      options={options}
      value={value}
      onChange={(v?: string) => onChange(v || undefined)}
    />
  );
}
