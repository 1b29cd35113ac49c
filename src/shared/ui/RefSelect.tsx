import { useMemo, useState } from 'react';
import { Select, Space, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { jobsQuery, refNamesQuery, refSearchQuery, type RefOption } from './ucRefQueries';
import { useDebouncedSearch } from './useDebouncedSearch';

/** What every user-centre picker takes: the chosen ids (always a list), one or several. */
export interface RefPickerProps {
  value?: string[] | null;
  onChange?: (ids: string[]) => void;
  multiple?: boolean;
  id?: string;
  'aria-label'?: string;
  placeholder?: string;
  disabled?: boolean;
}

/** An option's text: a post with its department, a department or role by name (its path or code as the tooltip). */
const optionOf = (kind: 'post' | 'role' | 'org', o: RefOption) => ({
  value: o.id,
  label: kind === 'post' && o.detail ? `${o.label} · ${o.detail}` : o.label,
  title: o.detail,
});

/**
 * Picks enabled roles, posts or departments by name: the first 20 when opened, a search as one types. Chosen
 * values keep their names (looked up by id when the value came from elsewhere).
 */
export function RefSelect({
  kind,
  jobId,
  value,
  onChange,
  multiple,
  placeholder,
  ...rest
}: RefPickerProps & { kind: 'post' | 'role' | 'org'; jobId?: string }) {
  const { t } = useTranslation('fields');
  const [open, setOpen] = useState(false);
  const { input, pattern, onSearch, clear } = useDebouncedSearch();
  const ids = useMemo(() => value ?? [], [value]);
  const found = useQuery({ ...refSearchQuery(kind, pattern, jobId), enabled: open });
  const names = useQuery(refNamesQuery(kind, ids));

  const options = useMemo(() => {
    const list = (found.data ?? []).map((o) => optionOf(kind, o));
    const chosen = ids
      .filter((v) => !list.some((o) => o.value === v))
      .map((v) => (names.data?.[v] ? optionOf(kind, names.data[v]) : { value: v, label: names.isFetching ? '…' : v, title: undefined }));
    return [...chosen, ...list];
  }, [found.data, names.data, names.isFetching, ids, kind]);

  return (
    <Select
      {...rest}
      mode={multiple ? 'multiple' : undefined}
      value={multiple ? ids : ids[0]}
      onChange={(v: string | string[] | undefined) => onChange?.(Array.isArray(v) ? v : v ? [v] : [])}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) clear();
      }}
      showSearch={{ filterOption: false, searchValue: input, onSearch }}
      placeholder={placeholder ?? t(`picker.${kind}.placeholder`)}
      notFoundContent={found.isFetching ? <Spin size="small" /> : t('picker.none')}
      options={options}
      style={{ width: '100%' }}
      allowClear
    />
  );
}

/** Picks posts, narrowed by job when one is chosen. */
export function PostSelect(props: RefPickerProps) {
  const { t } = useTranslation('fields');
  const [jobId, setJobId] = useState<string | undefined>();
  const [jobsOpen, setJobsOpen] = useState(false);
  const jobs = useQuery({ ...jobsQuery(), enabled: jobsOpen || jobId !== undefined });
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Select
        aria-label={t('picker.job')}
        placeholder={t('picker.allJobs')}
        value={jobId}
        onChange={(v?: string) => setJobId(v)}
        onOpenChange={setJobsOpen}
        allowClear
        loading={jobs.isFetching}
        options={(jobs.data ?? []).map((j) => ({ value: j.id, label: j.name }))}
        style={{ width: 120, flex: 'none' }}
        disabled={props.disabled}
      />
      <RefSelect {...props} kind="post" jobId={jobId} />
    </Space.Compact>
  );
}
