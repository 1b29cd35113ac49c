import { queryOptions } from '@tanstack/react-query';
import {
  getAgentAutoList,
  getTabList,
  listSecretaries,
  removeSecretaries,
  saveSecretary,
  secretaryGet,
  type TaskPageValue,
} from '@/api/runtime';
import { agentGet, listAgents, removeAgents, saveAgent, type AgentSaveBody } from '@/api/flow';
import { taskKeys } from '@/features/tasks';
import type { Paging } from '@/shared/ui/PagedTable';
import { useRefreshingMutation } from '@/shared/refreshingMutation';
import type { SecretaryValues } from './types';

/** Keys from general to specific; the flow list stays under ['flow'], which a deployment refreshes. */
export const agentKeys = {
  all: ['agents'] as const,
  rules: () => ['agents', 'rules'] as const,
  secretaries: () => ['agents', 'secretaries'] as const,
};

export type AgentTaskKind = 'delegated' | 'asAgent';

export const agentQueries = {
  rules: (everyone: boolean, paging: Paging) =>
    queryOptions({
      queryKey: [...agentKeys.rules(), { everyone, ...paging }] as const,
      queryFn: () => listAgents({ pageBean: { ...paging, showTotal: true } }, everyone),
    }),
  /** agentGet: one rule, for its parties and admins */
  rule: (id: string) => queryOptions({ queryKey: [...agentKeys.rules(), 'one', id] as const, queryFn: () => agentGet(id) }),
  secretaries: (everyone: boolean, paging: Paging) =>
    queryOptions({
      queryKey: [...agentKeys.secretaries(), { everyone, ...paging }] as const,
      queryFn: () => listSecretaries({ pageBean: { ...paging, showTotal: true } }, everyone),
    }),
  /** secretary get: one pair, for its parties and admins */
  secretary: (id: string) => queryOptions({ queryKey: [...agentKeys.secretaries(), 'one', id] as const, queryFn: () => secretaryGet(id) }),
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

export const useSaveAgent = (onSaved?: () => void) =>
  useRefreshingMutation((body: AgentSaveBody) => saveAgent(body), [agentKeys.rules()], onSaved);

export const useRemoveAgent = (onRemoved?: () => void) =>
  useRefreshingMutation((id: string) => removeAgents([id]), [agentKeys.rules()], onRemoved);

// the leader choice of the task lists comes from the same records as the secretaries
const SECRETARY_LISTS = [agentKeys.secretaries(), taskKeys.leaders()];

export const useSaveSecretary = (onSaved?: () => void) =>
  useRefreshingMutation((v: SecretaryValues) => saveSecretary(v), SECRETARY_LISTS, onSaved);

export const useRemoveSecretary = (onRemoved?: () => void) =>
  useRefreshingMutation((id: string) => removeSecretaries([id]), SECRETARY_LISTS, onRemoved);
