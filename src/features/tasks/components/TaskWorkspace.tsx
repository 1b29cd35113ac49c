import { useMemo, useState } from 'react';
import { Card, Space, Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ErrorBoundary } from '@/shared/ui/ErrorBoundary';
import { isTaskRowTab, type InstancePageValue, type InstanceRow, type TaskPageValue, type TaskRow } from '@/api/runtime';
import { BatchPrintBar, useBatchSelection } from '@/features/print';
import { taskQueries } from '../queries';
import { useTaskLiveUpdates } from '../hooks/useTaskLiveUpdates';
import { useArrivalAnnouncement } from '../hooks/useArrivalAnnouncement';
import { LEADER_TABS, isTaskTab, type TaskTab } from '../lib/tabs';
import { DEFAULT_PAGE_SIZE, isFullScreen } from '@/shared/ui/tableLayout';
import { buildCountTree, countsFromRecord, idsUnder, typeIdOfKey } from '../lib/typeTree';
import { approvalFormPath, openApprovalWindow, type FormTarget } from '@/shared/approvalForm';
import { TypeTreePanel } from './TypeTreePanel';
import { TaskTable } from './TaskTable';
import { InstanceTable } from './InstanceTable';
import { FlowCardGrid } from './FlowCardGrid';
import { BatchApproveBar } from './BatchApprove';
import { LeaderSelect } from './LeaderSelect';
import type { Paging } from '@/shared/ui/PagedTable';
import { SearchBox } from '@/shared/ui/SearchBox';
import { usePhoneLayout } from '@/shared/ui/responsive';
import { TaskCardList } from './TaskCardList';
import { PhoneListTools } from './PhoneListTools';
import { LinkFilterTags } from './LinkFilterTags';
import { linkFilterOf, type LinkFilter } from '../lib/linkFilter';

interface Props {
  tabs: readonly TaskTab[];
  /** the admin's instance monitor: instances as a table with hang-up, end and remove */
  monitor?: boolean;
}

/** Tabs of task and instance lists with the classification tree of the active tab. */
export function TaskWorkspace({ tabs, monitor }: Props) {
  const { t } = useTranslation('tasks');
  const navigate = useNavigate();
  const { search, pathname } = useLocation();
  const full = isFullScreen(search, pathname);
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
  // a phone shows cards with infinite scroll instead of the table (the overview keeps its flow cards)
  const phone = usePhoneLayout();
  const cards = phone && !(tab === 'processOverview' && !monitor);
  // the cards' checkboxes show only while the user chooses (the table's checkbox column)
  const [selecting, setSelecting] = useState(false);

  useTaskLiveUpdates();
  // a task prints its instance; a draft has none yet
  const batch = useBatchSelection<TaskRow | InstanceRow>({
    instIdOf: (row) => ('procInstId' in row ? row.procInstId : tab === 'myDraft' ? null : row.id),
    labelOf: (row) => row.subject,
  });

  const tree = useQuery(taskQueries.tree({ tab, leaderId: leader, subject }));
  const nodes = useMemo(
    () => (tree.data ? buildCountTree(tree.data.nodes, countsFromRecord(tree.data.counts), t('tree.uncategorised')) : []),
    [tree.data, t],
  );
  const typeId = typeIdOfKey(typeKey);
  const typeIds = typeKey && typeId ? idsUnder(nodes, typeKey) : undefined;
  const list = useQuery({
    ...taskQueries.list({
      tab,
      typeId,
      ...(typeIds && typeIds.length > 1 ? { typeIds } : {}),
      page: paging.page,
      pageSize: paging.pageSize,
      leaderId: leader,
      subject,
      filter,
    }),
    enabled: !cards,
  });

  useArrivalAnnouncement(
    tab === 'todo' && !list.isPlaceholderData ? list.data?.total : undefined,
    `${typeKey}|${subject}|${JSON.stringify(filter)}`,
  );

  const switchTab = (next: string) => {
    if (!isTaskTab(next)) return;
    setTab(next);
    batch.clear();
    setSelecting(false);
    setTypeKey(undefined);
    // the link's filter belongs to the tab it opened
    setLink({ filter: {} });
    setPaging((p) => ({ ...p, page: 1 }));
  };

  const open = (target: FormTarget) => {
    if (full) navigate(approvalFormPath(target, true));
    else openApprovalWindow(target);
  };

  const common = {
    total: list.data?.total,
    loading: list.isFetching,
    paging,
    onPaging: setPaging,
    onOpen: open,
  };
  // drafts have no instance to print
  const choose = tab !== 'myDraft';
  const chooseType = (key: string | undefined) => {
    setTypeKey(key);
    setPaging((p) => ({ ...p, page: 1 }));
  };
  let content;
  if (cards)
    content = (
      <TaskCardList
        params={{
          tab,
          typeId,
          ...(typeIds && typeIds.length > 1 ? { typeIds } : {}),
          pageSize: paging.pageSize,
          leaderId: leader,
          subject,
          filter,
        }}
        onOpen={open}
        monitor={monitor}
        selection={selecting && choose ? batch : undefined}
      />
    );
  else if (isTaskRowTab(tab))
    content = (
      <TaskTable
        tab={tab}
        rows={(list.data as TaskPageValue | undefined)?.rows}
        leaderId={leader}
        rowSelection={batch.rowSelection<TaskRow>()}
        {...common}
      />
    );
  else if (tab === 'processOverview' && !monitor)
    content = <FlowCardGrid rows={(list.data as InstancePageValue | undefined)?.rows} {...common} />;
  else
    content = (
      <InstanceTable
        tab={tab}
        monitor={monitor}
        rows={(list.data as InstancePageValue | undefined)?.rows}
        rowSelection={choose ? batch.rowSelection<InstanceRow>() : undefined}
        {...common}
      />
    );

  const searchBox = (
    <SearchBox
      style={{ width: phone ? '100%' : 220 }}
      label={t('toolbar.searchSubject')}
      value={subjectInput}
      onChange={(e) => setSubjectInput(e.target.value)}
      onSearch={(text) => {
        setSubject(text.trim() || undefined);
        setPaging((p) => ({ ...p, page: 1 }));
      }}
    />
  );
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
      {/* a phone has the tree in its Category sheet (PhoneListTools) */}
      {phone ? null : (
        <Card size="small" style={{ width: 240, flex: 'none' }}>
          <TypeTreePanel nodes={nodes} loading={tree.isLoading} selectedKey={typeKey} onSelect={chooseType} />
        </Card>
      )}
      <Card size="small" style={{ flex: 1, minWidth: 0 }}>
        <Tabs
          activeKey={tab}
          onChange={switchTab}
          items={tabs.map((key) => ({ key, label: t(`tabs.${key}`) }))}
          tabBarExtraContent={
            phone ? undefined : (
              <Space>
                {LEADER_TABS.has(tab) ? <LeaderSelect value={leaderId} onChange={setLeaderId} /> : null}
                {searchBox}
              </Space>
            )
          }
        />
        {phone ? (
          <PhoneListTools
            search={
              <>
                {LEADER_TABS.has(tab) ? <LeaderSelect value={leaderId} onChange={setLeaderId} /> : null}
                {searchBox}
              </>
            }
            nodes={nodes}
            loading={tree.isLoading}
            typeKey={typeKey}
            onType={chooseType}
            canSelect={cards && choose}
            selecting={selecting}
            onSelecting={(on) => {
              setSelecting(on);
              if (!on) batch.clear();
            }}
          />
        ) : null}
        {/* one tab's failure keeps the tab strip, so another tab still opens */}
        <ErrorBoundary name={`tasks tab ${tab}`} resetKey={tab}>
          <LinkFilterTags
            filter={filter}
            flowName={flowName}
            onRemove={(name) => {
              setLink((l) => ({ ...l, filter: { ...l.filter, [name]: undefined } }));
              setPaging((p) => ({ ...p, page: 1 }));
            }}
          />
          <BatchPrintBar instIds={batch.instIds} count={batch.count} onClear={batch.clear} />
          {/* the caller's own to-dos only: a secretary handles a leader's work one form at a time */}
          {tab === 'todo' ? <BatchApproveBar taskIds={batch.rowIds} onClear={batch.clear} /> : null}
          {content}
        </ErrorBoundary>
      </Card>
    </div>
  );
}
