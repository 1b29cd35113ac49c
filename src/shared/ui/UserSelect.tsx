import { useEffect, useMemo, useRef, useState } from 'react';
import { Select, Space, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GroupRow, GroupUser } from '@/api/groups';
import { GroupPick } from './GroupPick';
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
  /** false: no picking by group (default: offered) */
  groups?: boolean;
  /** groups not offered by the group picker (the group whose members are being edited) */
  excludeGroupIds?: string[];
}

const labelOf = (u: { fullname: string; account: string; orgName: string | null }) =>
  `${u.fullname} (${u.account})${u.orgName ? ` · ${u.orgName}` : ''}`;

/**
 * Picks colleagues by name, account or pinyin (the user centre's search, 20 a look-up), or by group: in multiple mode
 * a group adds its active members in the group's order (people already chosen or excluded are skipped); with one
 * person a group lists its members to choose from.
 */
export function UserSelect({
  mode,
  value,
  onChange,
  excludeIds = [],
  placeholder,
  id,
  knownLabels,
  groups = true,
  excludeGroupIds,
  ...rest
}: Props) {
  const { t } = useTranslation('common');
  const { t: tg } = useTranslation('groups');
  const [picked, setPicked] = useState<string | null>(null);
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
        const label = labelOf(u);
        labels.current.set(u.id, label);
        return { value: u.id, label };
      });
    // keep the chosen users visible after the search text changes
    const chosen = chosenIds.filter((v) => !found.some((o) => o.value === v));
    const known = (v: string) => labels.current.get(v) ?? names.data?.[v]?.label ?? knownLabels?.[v] ?? v;
    return [...chosen.map((v) => ({ value: v, label: known(v) })), ...found];
  }, [data, excludeIds, chosenIds, names.data, knownLabels]);

  const search = (text: string) => {
    setInput(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setPattern(text.trim()), SEARCH_DEBOUNCE_MS);
  };

  const pickGroup = (members: GroupUser[], group: GroupRow) => {
    for (const m of members) labels.current.set(m.userId, labelOf(m));
    if (mode !== 'multiple') {
      if (members[0]) onChange?.(members[0].userId);
      return;
    }
    const skip = new Set([...excludeIds, ...chosenIds]);
    const added = [...new Set(members.map((m) => m.userId))].filter((u) => !skip.has(u));
    onChange?.([...chosenIds, ...added]);
    setPicked(tg('pick.added', { count: added.length, name: group.name, skipped: members.length - added.length }));
  };

  const select = (
    <Select
      id={id}
      aria-label={rest['aria-label']}
      mode={mode}
      showSearch={{
        filterOption: false,
        searchValue: input,
        onSearch: search,
      }}
      value={value}
      onChange={(v) => onChange?.(v)}
      // a pick ends the search: the next name typed starts afresh instead of adding to the last one
      onSelect={() => search('')}
      placeholder={placeholder ?? t('users.placeholder')}
      notFoundContent={isFetching ? <Spin size="small" /> : pattern ? t('users.none') : t('users.typeToSearch')}
      options={options}
      style={{ width: '100%', minWidth: 0 }}
      allowClear
    />
  );
  if (!groups) return select;
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        {select}
        <GroupPick multiple={mode === 'multiple'} onPick={pickGroup} excludeIds={excludeIds} excludeGroupIds={excludeGroupIds} />
      </Space.Compact>
      <Typography.Text type="secondary" role="status" style={{ display: picked ? 'block' : 'none', fontSize: 12 }}>
        {picked}
      </Typography.Text>
    </>
  );
}
