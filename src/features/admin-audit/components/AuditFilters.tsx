import { useState } from 'react';
import { Button, DatePicker, Flex, Input, Select } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '@contract/audit';
import { usePhoneLayout } from '@/shared/ui/responsive';
import type { AuditFilter } from '../queries';
import { actionName, targetTypeName } from './actionName';

const FAMILIES = [...new Set(AUDIT_ACTIONS.map((a) => `${a.split('.')[0]}.`))];

/** The filter bar: time range, actor, action (one, or a family), target type, target text; applied on Search. */
export function AuditFilters({ onApply }: { onApply: (f: AuditFilter) => void }) {
  const { t } = useTranslation('adminAudit');
  const phone = usePhoneLayout();
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [f, setF] = useState<AuditFilter>({});
  const apply = () =>
    onApply({
      ...f,
      from: range?.[0]?.startOf('minute').toISOString(),
      until: range?.[1]?.endOf('minute').toISOString(),
    });
  const reset = () => {
    setRange(null);
    setF({});
    onApply({});
  };
  const wide = phone ? { width: '100%' } : undefined;
  const actionOptions = [
    ...FAMILIES.map((fam) => ({ value: fam, label: `${fam}*` })),
    ...AUDIT_ACTIONS.map((a) => ({ value: a, label: `${actionName(t, a)} (${a})` })),
  ];
  return (
    <Flex wrap gap={8} style={{ marginBottom: 12 }} role="search">
      <DatePicker.RangePicker
        showTime={{ format: 'HH:mm' }}
        format="YYYY-MM-DD HH:mm"
        allowEmpty={[true, true]}
        value={range}
        onChange={(v) => setRange(v)}
        aria-label={t('filters.time')}
        placeholder={[t('filters.time'), t('filters.time')]}
        style={wide}
        maxDate={dayjs().add(1, 'day')}
      />
      <Input
        allowClear
        placeholder={t('filters.actor')}
        aria-label={t('filters.actor')}
        value={f.actor}
        onChange={(e) => setF({ ...f, actor: e.target.value })}
        onPressEnter={apply}
        style={phone ? wide : { width: 160 }}
      />
      <Select
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('filters.action')}
        aria-label={t('filters.action')}
        value={f.action}
        onChange={(v?: string) => setF({ ...f, action: v })}
        options={actionOptions}
        style={phone ? wide : { width: 240 }}
      />
      <Select
        allowClear
        placeholder={t('filters.targetType')}
        aria-label={t('filters.targetType')}
        value={f.targetType}
        onChange={(v?: string) => setF({ ...f, targetType: v })}
        options={AUDIT_TARGET_TYPES.map((type) => ({ value: type, label: targetTypeName(t, type) }))}
        style={phone ? wide : { width: 140 }}
      />
      <Input
        allowClear
        placeholder={t('filters.target')}
        aria-label={t('filters.target')}
        value={f.target}
        onChange={(e) => setF({ ...f, target: e.target.value })}
        onPressEnter={apply}
        style={phone ? wide : { width: 200 }}
      />
      <Button type="primary" icon={<SearchOutlined />} onClick={apply}>
        {t('filters.search')}
      </Button>
      <Button onClick={reset}>{t('filters.reset')}</Button>
    </Flex>
  );
}
