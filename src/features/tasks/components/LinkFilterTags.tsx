import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { LINK_FILTERS, type LinkFilter, type LinkFilterName } from '../lib/linkFilter';

interface Props {
  filter: LinkFilter;
  /** the flow's name the link brought along (else the flow key is shown) */
  flowName?: string;
  onRemove: (name: LinkFilterName) => void;
}

/** The filters a link opened the list with, each as a removable tag ("Flow: Leave request ×"). */
export function LinkFilterTags({ filter, flowName, onRemove }: Props) {
  const { t } = useTranslation('tasks');
  const active = LINK_FILTERS.filter((name) => filter[name]);
  if (!active.length) return null;
  const valueOf = (name: LinkFilterName, value: string) => {
    if (name === 'procDefKey') return flowName ?? value;
    if (name === 'status') return t(`instStatus.${value}`, { defaultValue: value });
    return value;
  };
  return (
    <Space size={[4, 4]} wrap style={{ marginBottom: 8 }} data-testid="link-filters">
      {active.map((name) => {
        const label = t(`filter.${name}`, { value: valueOf(name, filter[name]!) });
        return (
          <Tag key={name} color="blue" closable={{ 'aria-label': t('filter.remove', { filter: label }) }} onClose={() => onRemove(name)}>
            {label}
          </Tag>
        );
      })}
    </Space>
  );
}
