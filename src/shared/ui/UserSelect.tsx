import { useEffect, useMemo, useRef, useState } from 'react';
import { Select, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { refNamesQuery } from './ucRefQueries';
import { userPickQuery } from './userPickQuery';

const SEARCH_DEBOUNCE_MS = 250;

interface Props {
  mode?: 'multiple';
  value?: string | string[];
  onChange?: (value: string | string[] | undefined) => void;
  /** the caller itself is no sensible delegate or recipient */
  excludeIds?: string[];
  placeholder?: string;
  id?: string;
  'aria-label'?: string;
  /** labels of users already chosen (an edited row's names), shown until a search finds them */
  knownLabels?: Record<string, string>;
}

/** Picks colleagues by name, account or pinyin (the user centre's search, 20 a look-up). */
export function UserSelect({ mode, value, onChange, excludeIds = [], placeholder, id, knownLabels, ...rest }: Props) {
  const { t } = useTranslation('common');
  const [input, setInput] = useState('');
  const [pattern, setPattern] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const labels = useRef(new Map<string, string>());

  const { data, isFetching } = useQuery(userPickQuery(pattern));
  const chosenIds = useMemo(() => (Array.isArray(value) ? value : value ? [value] : []), [value]);
  // users chosen before this picker searched (a saved form) are named through the user centre
  const names = useQuery(refNamesQuery('user', chosenIds));

  const options = useMemo(() => {
    const excluded = new Set(excludeIds);
    const found = (data ?? [])
      .filter((u) => !excluded.has(u.id))
      .map((u) => {
        const label = `${u.fullname} (${u.account})${u.orgName ? ` · ${u.orgName}` : ''}`;
        labels.current.set(u.id, label);
        return { value: u.id, label };
      });
    // keep the chosen users visible after the search text changes
    const chosen = chosenIds.filter((v) => !found.some((o) => o.value === v));
    const known = (v: string) => labels.current.get(v) ?? names.data?.[v]?.label ?? knownLabels?.[v] ?? v;
    return [...chosen.map((v) => ({ value: v, label: known(v) })), ...found];
  }, [data, excludeIds, chosenIds, names.data, knownLabels]);

  return (
    <Select
      id={id}
      aria-label={rest['aria-label']}
      mode={mode}
      showSearch={{
        filterOption: false,
        searchValue: input,
        onSearch: (text) => {
          setInput(text);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => setPattern(text.trim()), SEARCH_DEBOUNCE_MS);
        },
      }}
      value={value}
      onChange={(v) => onChange?.(v)}
      placeholder={placeholder ?? t('users.placeholder')}
      notFoundContent={isFetching ? <Spin size="small" /> : pattern ? t('users.none') : t('users.typeToSearch')}
      options={options}
      style={{ width: '100%' }}
      allowClear
    />
  );
}
