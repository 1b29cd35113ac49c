import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE } from '@/shared/ui/tableLayout';
import type { Paging } from '@/shared/ui/PagedTable';
import { taskQueries } from '../queries';
import { LEADER_TABS, isTaskTab, type TaskTab } from '../lib/tabs';
import { buildCountTree, countsFromRecord, idsUnder, typeIdOfKey } from '../lib/typeTree';
import { linkFilterOf, type LinkFilter } from '../lib/linkFilter';

/**
 * What the task workspace's lists show: the tab, a link's filter, the category, the subject searched, the leader
 * (a secretary's tabs) and the page; the category tree of the tab with its counts, and the parameters of the list.
 */
export function useTaskListState(tabs: readonly TaskTab[]) {
  const { t } = useTranslation('tasks');
  const [searchParams] = useSearchParams();
  // ?tab= picks the first tab of a link; switching does not touch the address, whose full path
  // keys the shell's tabs and keep-alive cache (a new query would open a second page)
  const [tab, setTab] = useState<TaskTab>(() => {
    const asked = searchParams.get('tab');
    return isTaskTab(asked) && tabs.includes(asked) ? asked : tabs[0];
  });

  // a link's filter (a dashboard's click-through: ?procDefKey=, ?status=, ?day=), read at first render like ?tab=
  const [{ filter, flowName }, setLink] = useState<{ filter: LinkFilter; flowName?: string }>(() => linkFilterOf(searchParams));
  const [typeKey, setTypeKey] = useState<string | undefined>();
  const [paging, setPaging] = useState<Paging>({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [subjectInput, setSubjectInput] = useState('');
  const [subject, setSubject] = useState<string | undefined>();
  const [leaderId, setLeaderId] = useState<string | undefined>();
  const leader = LEADER_TABS.has(tab) ? leaderId : undefined;

  const tree = useQuery(taskQueries.tree({ tab, leaderId: leader, subject }));
  const nodes = useMemo(
    () => (tree.data ? buildCountTree(tree.data.nodes, countsFromRecord(tree.data.counts), t('tree.uncategorised')) : []),
    [tree.data, t],
  );
  const typeId = typeIdOfKey(typeKey);
  const typeIds = typeKey && typeId ? idsUnder(nodes, typeKey) : undefined;
  /** the list's parameters but the page (the cards page on their own) */
  const params = {
    tab,
    typeId,
    ...(typeIds && typeIds.length > 1 ? { typeIds } : {}),
    pageSize: paging.pageSize,
    leaderId: leader,
    subject,
    filter,
  };
  const firstPage = () => setPaging((p) => ({ ...p, page: 1 }));

  /** Another tab: no category, no link filter (it belongs to the tab it opened), the first page. */
  const switchTab = (next: TaskTab) => {
    setTab(next);
    setTypeKey(undefined);
    setLink({ filter: {} });
    firstPage();
  };
  const chooseType = (key: string | undefined) => {
    setTypeKey(key);
    firstPage();
  };
  const searchSubject = (text: string) => {
    setSubject(text.trim() || undefined);
    firstPage();
  };
  const removeFilter = (name: keyof LinkFilter) => {
    setLink((l) => ({ ...l, filter: { ...l.filter, [name]: undefined } }));
    firstPage();
  };

  return {
    tab,
    filter,
    flowName,
    typeKey,
    paging,
    setPaging,
    subject,
    subjectInput,
    setSubjectInput,
    leaderId,
    setLeaderId,
    leader,
    tree,
    nodes,
    params,
    switchTab,
    chooseType,
    searchSubject,
    removeFilter,
  };
}

export type TaskListState = ReturnType<typeof useTaskListState>;
