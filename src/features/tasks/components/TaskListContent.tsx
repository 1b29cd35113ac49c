import type { UseQueryResult } from '@tanstack/react-query';
import { isTaskRowTab, type InstancePageValue, type InstanceRow, type TaskPageValue, type TaskRow } from '@/api/runtime';
import type { BatchSelection } from '@/features/print';
import type { FormTarget } from '@/shared/approvalForm';
import type { TaskListState } from '../hooks/useTaskListState';
import { TaskTable } from './TaskTable';
import { InstanceTable } from './InstanceTable';
import { FlowCardGrid } from './FlowCardGrid';
import { TaskCardList } from './TaskCardList';

interface Props {
  state: TaskListState;
  list: UseQueryResult<TaskPageValue | InstancePageValue>;
  /** a phone's cards with infinite scroll instead of the table */
  cards: boolean;
  monitor?: boolean;
  batch: BatchSelection<TaskRow | InstanceRow>;
  /** the cards' checkboxes show only while the user chooses */
  selecting: boolean;
  onOpen: (target: FormTarget) => void;
}

/** The active tab's list: cards on a phone, else the task table, the flow cards of the overview or the instance table. */
export function TaskListContent({ state, list, cards, monitor, batch, selecting, onOpen }: Props) {
  const { tab, paging, setPaging, leader } = state;
  const common = {
    total: list.data?.total,
    loading: list.isFetching,
    paging,
    onPaging: setPaging,
    onOpen,
  };
  // drafts have no instance to print
  const choose = tab !== 'myDraft';
  if (cards)
    return <TaskCardList params={state.params} onOpen={onOpen} monitor={monitor} selection={selecting && choose ? batch : undefined} />;
  if (isTaskRowTab(tab))
    return (
      <TaskTable
        tab={tab}
        rows={(list.data as TaskPageValue | undefined)?.rows}
        leaderId={leader}
        rowSelection={batch.rowSelection<TaskRow>()}
        {...common}
      />
    );
  if (tab === 'processOverview' && !monitor) return <FlowCardGrid rows={(list.data as InstancePageValue | undefined)?.rows} {...common} />;
  return (
    <InstanceTable
      tab={tab}
      monitor={monitor}
      rows={(list.data as InstancePageValue | undefined)?.rows}
      rowSelection={choose ? batch.rowSelection<InstanceRow>() : undefined}
      {...common}
    />
  );
}
