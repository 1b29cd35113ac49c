import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDebouncedSearch } from '@/shared/ui/useDebouncedSearch';
import { mailSuggestQuery } from '../queries';

interface Props {
  value?: string[];
  onChange?: (value: string[]) => void;
  id?: string;
  'aria-label'?: string;
}

/** Addresses as tags: typed freely, or picked from the caller's contacts and colleagues with an email. */
export function AddressSelect({ value, onChange, id, ...rest }: Props) {
  const { t } = useTranslation('mail');
  const search = useDebouncedSearch();
  const suggestions = useQuery({ ...mailSuggestQuery(search.pattern), enabled: search.pattern.length > 0 });
  const options = (suggestions.data ?? []).map((s) => ({
    value: s.mailAddress,
    label: `${s.name ? `${s.name} <${s.mailAddress}>` : s.mailAddress}${s.source === 'user' ? ` · ${t('compose.colleague')}` : ''}`,
  }));
  return (
    <Select
      id={id}
      aria-label={rest['aria-label']}
      mode="tags"
      value={value ?? []}
      onChange={(v: string[]) => {
        onChange?.(v.map((a) => a.trim()).filter(Boolean));
        search.clear();
      }}
      tokenSeparators={[',', ';', ' ']}
      options={options}
      onSearch={search.onSearch}
      filterOption={false}
      notFoundContent={null}
      placeholder={t('compose.addressHint')}
      style={{ width: '100%' }}
    />
  );
}
