import { useEffect, useMemo, useState } from 'react';
import { Select, Space, Spin, TreeSelect } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OrgRow } from '@/api/uc';
import type { RefPickerProps } from './RefSelect';
import { demsQuery, orgChildrenQuery, refNamesQuery, refSearchQuery } from './ucRefQueries';
import { useDebouncedSearch } from './useDebouncedSearch';

interface Node {
  id: string;
  pId: string | null;
  value: string;
  title: string;
  isLeaf: boolean;
}

const nodeOf = (o: OrgRow): Node => ({ id: o.id, pId: o.parentId, value: o.id, title: o.name, isLeaf: !o.isParent });

/**
 * Picks departments from the organisation tree of a dimension (the default one first; a choice of dimension when
 * there are several), each level read when it is opened; typing searches every department by name, code or path.
 */
export function OrgSelect({ value, onChange, multiple, placeholder, ...rest }: RefPickerProps) {
  const { t } = useTranslation('fields');
  const client = useQueryClient();
  const dems = useQuery(demsQuery());
  const [demId, setDemId] = useState<string | undefined>();
  const dem = demId ?? dems.data?.find((d) => d.isDefault)?.id ?? dems.data?.[0]?.id;
  const roots = useQuery({ ...orgChildrenQuery(dem ?? '', null), enabled: !!dem });
  const [loaded, setLoaded] = useState<Node[]>([]);
  // a new dimension starts a new tree
  useEffect(() => setLoaded([]), [dem]);
  const { input, pattern, onSearch, clear } = useDebouncedSearch();
  const found = useQuery({ ...refSearchQuery('org', pattern), enabled: pattern !== '' });
  const ids = useMemo(() => value ?? [], [value]);
  const names = useQuery(refNamesQuery('org', ids));

  const treeData = useMemo(() => {
    if (pattern) return (found.data ?? []).map((o) => ({ id: o.id, pId: null, value: o.id, title: o.detail ?? o.label, isLeaf: true }));
    const nodes = new Map<string, Node>();
    for (const n of [...(roots.data ?? []).map(nodeOf), ...loaded]) nodes.set(n.id, n);
    return [...nodes.values()];
  }, [pattern, found.data, roots.data, loaded]);

  const labelled = ids.map((id) => ({ value: id, label: names.data?.[id]?.label ?? (names.isFetching ? '…' : id) }));

  const tree = (
    <TreeSelect
      {...rest}
      treeDataSimpleMode
      treeData={treeData}
      loadData={async (node) => {
        const children = await client.fetchQuery(orgChildrenQuery(dem ?? '', String(node.value)));
        setLoaded((now) => [...now.filter((n) => n.pId !== node.value), ...children.map(nodeOf)]);
      }}
      multiple={multiple}
      labelInValue
      value={multiple ? labelled : labelled[0]}
      onChange={(v: { value: string } | { value: string }[] | undefined) => {
        const list = Array.isArray(v) ? v : v ? [v] : [];
        onChange?.(list.map((x) => x.value));
        if (!multiple) clear();
      }}
      showSearch={{ searchValue: input, onSearch, filterTreeNode: false }}
      notFoundContent={roots.isFetching || found.isFetching ? <Spin size="small" /> : t('picker.none')}
      placeholder={placeholder ?? t('picker.org.placeholder')}
      allowClear
      style={{ width: '100%' }}
    />
  );
  if ((dems.data?.length ?? 0) < 2) return tree;
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Select
        aria-label={t('picker.dimension')}
        value={dem}
        onChange={(v: string) => setDemId(v)}
        options={(dems.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
        style={{ width: 120, flex: 'none' }}
        disabled={rest.disabled}
      />
      {tree}
    </Space.Compact>
  );
}
