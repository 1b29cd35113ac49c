import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getAgentAutoList, getTabList, listSecretaries, removeSecretaries, saveSecretary, type TaskPageValue } from '@/api/runtime';
import { listAgents, queryDefs, removeAgents, saveAgent, type AgentSaveBody } from '@/api/flow';
import { taskKeys } from '@/features/tasks';
import type { Paging } from '@/shared/ui/PagedTable';
import type { SecretaryValues } from './types';

// the flows of a company fit one list: tens, not thousands
const ALL_MAIN = { pageBean: { page: 1, pageSize: 1000 } };

/** Keys from general to specific; the flow list stays under ['flow'], which a deployment refreshes. */
export const agentKeys = {
  all: ['agents'] as const,
  rules: () => ['agents', 'rules'] as const,
  secretaries: () => ['agents', 'secretaries'] as const,
  flows: () => ['flow', 'defs', { scope: 'main' }] as const,
};

export type AgentTaskKind = 'delegated' | 'asAgent';

export const agentQueries = {
  rules: (everyone: boolean, paging: Paging) =>
    queryOptions({
      queryKey: [...agentKeys.rules(), { everyone, ...paging }] as const,
      queryFn: () => listAgents({ pageBean: { ...paging, showTotal: true } }, everyone),
    }),
  secretaries: (paging: Paging) =>
    queryOptions({
      queryKey: [...agentKeys.secretaries(), paging] as const,
      queryFn: () => listSecretaries({ pageBean: { ...paging, showTotal: true } }),
    }),
  flows: () => queryOptions({ queryKey: agentKeys.flows(), queryFn: () => queryDefs(ALL_MAIN), staleTime: 300_000 }),
  /** under the 'tasks' prefix, so withdraws and live events refresh it with the task lists */
  tasks: (kind: AgentTaskKind, paging: Paging) =>
    queryOptions({
      queryKey: [...taskKeys.all, 'agents', { kind, ...paging }] as const,
      queryFn: async () => {
        const body = { pageBean: { ...paging, showTotal: true } };
        return kind === 'delegated' ? ((await getTabList('myDelegate', body)) as TaskPageValue) : getAgentAutoList(body);
      },
    }),
};

export function useSaveAgent(onSaved?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AgentSaveBody) => saveAgent(body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: agentKeys.rules() });
      onSaved?.();
    },
  });
}

export function useRemoveAgent(onRemoved?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => removeAgents([id]),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: agentKeys.rules() });
      onRemoved?.();
    },
  });
}

function useRefreshSecretaries() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: agentKeys.secretaries() });
    // the leader choice of the task lists comes from the same records
    void client.invalidateQueries({ queryKey: taskKeys.leaders() });
  };
}

export function useSaveSecretary(onSaved?: () => void) {
  const refresh = useRefreshSecretaries();
  return useMutation({
    mutationFn: (v: SecretaryValues) => saveSecretary(v),
    onSuccess: () => {
      refresh();
      onSaved?.();
    },
  });
}

export function useRemoveSecretary(onRemoved?: () => void) {
  const refresh = useRefreshSecretaries();
  return useMutation({
    mutationFn: (id: string) => removeSecretaries([id]),
    onSuccess: () => {
      refresh();
      onRemoved?.();
    },
  });
}
