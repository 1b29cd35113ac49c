import { useState } from 'react';
import { Button, Segmented, Space, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { AUTHORIZATION_LEVELS } from '@contract/authorization';
import type { AuthorizationRow } from '@/api/authorization';
import { CrudList, crudTexts, useCrudList } from '@/shared/ui/CrudList';
import { SearchBox } from '@/shared/ui/SearchBox';
import { timeColumn } from '@/shared/ui/timeColumn';
import type { FitColumn } from '@/shared/ui/useFitColumns';
import { LEVEL_COLORS, rowState, type AuthorizationLevel } from '../lib/levels';
import { authorizationQueries, useRemoveAuthorization, useSaveAuthorization, type ListFilter } from '../queries';
import { AuthorizationDialog } from './AuthorizationDialog';
import { ReachDrawer } from './ReachDrawer';

const STATE_COLORS = { inForce: 'green', off: 'default', ended: 'orange', notYet: 'blue' } as const;

/** The authorisations by level (with each level's count), searchable; added, changed and removed in place. */
export function AuthorizationList() {
  const { t } = useTranslation('authorization');
  const [filter, setFilter] = useState<ListFilter>({ level: 'all', keyword: '' });
  const [reach, setReach] = useState<AuthorizationRow | null>(null);
  const counts = useQuery(authorizationQueries.counts(filter.keyword));
  const crud = useCrudList({
    texts: crudTexts(t, 'list', 'common'),
    query: (paging) => authorizationQueries.list(filter, paging),
    toEditing: (row): AuthorizationRow => row,
  });
  const save = useSaveAuthorization(crud.saved);
  const remove = useRemoveAuthorization(crud.removed);
  const today = dayjs().format('YYYY-MM-DD');

  const countOf = (level: number | 'all') =>
    level === 'all' ? counts.data?.total : (counts.data?.levels.find((l) => l.level === level)?.count ?? (counts.data ? 0 : undefined));
  const period = (row: AuthorizationRow) => {
    const { validFrom: from, validTo: to } = row;
    if (from && to) return t('period.range', { from, to });
    if (from) return t('period.from', { from });
    if (to) return t('period.until', { to });
    return t('period.always');
  };

  const columns: FitColumn<AuthorizationRow>[] = [
    { key: 'name', title: t('list.name'), dataIndex: 'name', minWidth: 160, ellipsis: true },
    {
      key: 'level',
      title: t('list.level'),
      dataIndex: 'level',
      width: 100,
      render: (level: AuthorizationLevel) => <Tag color={LEVEL_COLORS[level]}>{t(`level.${level}`)}</Tag>,
    },
    {
      key: 'target',
      title: t('list.target'),
      width: 180,
      ellipsis: true,
      render: (_, row) =>
        row.level === 1
          ? t('list.everyone')
          : (row.targetName ?? <Typography.Text type="secondary">{t('list.targetGone')}</Typography.Text>),
    },
    {
      key: 'flows',
      title: t('list.flows'),
      dataIndex: 'flowNames',
      minWidth: 160,
      ellipsis: true,
      render: (names: string[]) => names.join(', '),
    },
    { key: 'period', title: t('list.period'), width: 190, priority: 2, render: (_, row) => period(row) },
    {
      key: 'state',
      title: t('list.state'),
      width: 100,
      render: (_, row) => {
        const state = rowState(row, today);
        return <Tag color={STATE_COLORS[state]}>{t(`state.${state}`)}</Tag>;
      },
    },
    {
      key: 'reach',
      title: t('list.reach'),
      width: 90,
      priority: 1,
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => setReach(row)} aria-label={`${t('list.reach')}: ${row.name}`}>
          {t('list.reach')}
        </Button>
      ),
    },
    timeColumn('updated', t('list.updated'), 3, 'updateTime'),
  ];

  const setLevel = (level: number | 'all') => {
    setFilter((f) => ({ ...f, level }));
    crud.setPaging({ ...crud.paging, page: 1 });
  };
  const toolbar = (
    <Space wrap>
      <Segmented<number | 'all'>
        value={filter.level}
        onChange={setLevel}
        options={(['all', ...AUTHORIZATION_LEVELS] as const).map((level) => {
          const n = countOf(level);
          return { value: level, label: `${t(`level.${level}`)}${n === undefined ? '' : ` (${n})`}` };
        })}
      />
      <SearchBox
        label={t('list.search')}
        onSearch={(v) => {
          setFilter((f) => ({ ...f, keyword: v.trim() }));
          crud.setPaging({ ...crud.paging, page: 1 });
        }}
        style={{ width: 260 }}
      />
    </Space>
  );

  return (
    <>
      <CrudList crud={crud} columns={columns} remove={remove} toolbar={toolbar}>
        <AuthorizationDialog crud={crud} save={save} />
      </CrudList>
      <ReachDrawer row={reach} onClose={() => setReach(null)} />
    </>
  );
}
