import { useState } from 'react';
import { Card, Space, Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { ErrorBoundary } from '@/shared/ui/ErrorBoundary';
import type { InstanceRow, TaskRow } from '@/api/runtime';
import { BatchPrintBar, useBatchSelection } from '@/features/print';
import { taskQueries } from '../queries';
import { useTaskLiveUpdates } from '../hooks/useTaskLiveUpdates';
import { useArrivalAnnouncement } from '../hooks/useArrivalAnnouncement';
import { useTaskListState } from '../hooks/useTaskListState';
import { LEADER_TABS, isTaskTab, type TaskTab } from '../lib/tabs';
import { isFullScreen } from '@/shared/ui/tableLayout';
import { approvalFormPath, openApprovalWindow, type FormTarget } from '@/shared/approvalForm';
import { TypeTreePanel } from './TypeTreePanel';
import { BatchApproveBar } from './BatchApprove';
import { LeaderSelect } from './LeaderSelect';
import { SearchBox } from '@/shared/ui/SearchBox';
import { usePhoneLayout } from '@/shared/ui/responsive';
import { PhoneListTools } from './PhoneListTools';
import { LinkFilterTags } from './LinkFilterTags';
import { TaskListContent } from './TaskListContent';

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
  const state = useTaskListState(tabs);
  const { tab, filter, typeKey, subject, leaderId, setLeaderId, nodes, tree } = state;
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
  const list = useQuery({ ...taskQueries.list({ ...state.params, page: state.paging.page }), enabled: !cards });

  useArrivalAnnouncement(
    tab === 'todo' && !list.isPlaceholderData ? list.data?.total : undefined,
    `${typeKey}|${subject}|${JSON.stringify(filter)}`,
  );

  const switchTab = (next: string) => {
    if (!isTaskTab(next)) return;
    state.switchTab(next);
    batch.clear();
    setSelecting(false);
  };

  const open = (target: FormTarget) => {
    if (full) navigate(approvalFormPath(target, true));
    else openApprovalWindow(target);
  };

  // drafts have no instance to print
  const choose = tab !== 'myDraft';
  const searchBox = (
    <SearchBox
      style={{ width: phone ? '100%' : 220 }}
      label={t('toolbar.searchSubject')}
      value={state.subjectInput}
      onChange={(e) => state.setSubjectInput(e.target.value)}
      onSearch={state.searchSubject}
    />
  );
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
      {/* a phone has the tree in its Category sheet (PhoneListTools) */}
      {phone ? null : (
        <Card size="small" style={{ width: 240, flex: 'none' }}>
          <TypeTreePanel nodes={nodes} loading={tree.isLoading} selectedKey={typeKey} onSelect={state.chooseType} />
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
            onType={state.chooseType}
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
          <LinkFilterTags filter={filter} flowName={state.flowName} onRemove={state.removeFilter} />
          <BatchPrintBar instIds={batch.instIds} count={batch.count} onClear={batch.clear} />
          {/* the caller's own to-dos only: a secretary handles a leader's work one form at a time */}
          {tab === 'todo' ? <BatchApproveBar taskIds={batch.rowIds} onClear={batch.clear} /> : null}
          <TaskListContent state={state} list={list} cards={cards} monitor={monitor} batch={batch} selecting={selecting} onOpen={open} />
        </ErrorBoundary>
      </Card>
    </div>
  );
}
