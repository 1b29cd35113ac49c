import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { TaskTable, useTaskLiveUpdates } from '@/features/tasks';
import { approvalFormPath, openApprovalWindow, type FormTarget } from '@/shared/approvalForm';
import type { Paging } from '@/shared/ui/PagedTable';
import { DEFAULT_PAGE_SIZE, isFullScreen } from '@/shared/ui/tableLayout';
import { agentQueries } from '../queries';

/**
 * Tasks moved by delegation: those the caller handed to an agent (with withdraw), or those the
 * caller holds as someone's agent.
 */
export function AgentTasks({ kind }: { kind: 'delegated' | 'asAgent' }) {
  const navigate = useNavigate();
  const { search, pathname } = useLocation();
  const [paging, setPaging] = useState<Paging>({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  useTaskLiveUpdates();
  const list = useQuery(agentQueries.tasks(kind, paging));
  const open = (target: FormTarget) =>
    isFullScreen(search, pathname) ? navigate(approvalFormPath(target, true)) : openApprovalWindow(target);
  return (
    <TaskTable
      tab={kind === 'delegated' ? 'myDelegate' : 'todo'}
      rows={list.data?.rows}
      total={list.data?.total}
      loading={list.isFetching}
      paging={paging}
      onPaging={setPaging}
      onOpen={open}
    />
  );
}
