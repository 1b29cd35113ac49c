import type { FitColumn } from '@/shared/ui/useFitColumns';
import { Select, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { flowQueries } from '@/api/queries/flows';

/** Chooses flows by definition key; empty means every flow. */
export function FlowKeySelect({ value, onChange, id }: { value?: string[]; onChange?: (value: string[]) => void; id?: string }) {
  const { t } = useTranslation('agents');
  const defs = useQuery(flowQueries.mainDefs());
  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      loading={defs.isLoading}
      placeholder={t('form.allFlows')}
      value={value}
      onChange={(v: string[]) => onChange?.(v)}
      showSearch={{ optionFilterProp: 'label' }}
      options={(defs.data?.rows ?? []).map((d) => ({ value: d.defKey, label: d.name }))}
    />
  );
}

/** The names of chosen flows, for a table cell. */
export function useFlowNames(): (keys: string[]) => string {
  const { t } = useTranslation('agents');
  const defs = useQuery(flowQueries.mainDefs());
  return (keys) => {
    if (!keys.length) return t('form.allFlows');
    const names = new Map((defs.data?.rows ?? []).map((d) => [d.defKey, d.name]));
    return keys.map((k) => names.get(k) ?? k).join(', ');
  };
}

/** The flows column of the agent and secretary tables: the names of the flows a record covers. */
export function flowsColumn<Row extends { defKeys: string[] }>(title: string, flowNames: (keys: string[]) => string): FitColumn<Row> {
  return { key: 'flows', title, dataIndex: 'defKeys', minWidth: 160, ellipsis: true, render: (keys: string[]) => flowNames(keys) };
}

/** The on/off column of the agent and secretary tables. */
export function enabledColumn<Row extends { enabled: boolean }>(t: (key: string) => string): FitColumn<Row> {
  return {
    title: t('form.enabled'),
    key: 'enabled',
    dataIndex: 'enabled',
    width: 100,
    priority: 1,
    render: (v: boolean) => <Tag color={v ? 'green' : 'default'}>{v ? t('form.on') : t('form.off')}</Tag>,
  };
}
