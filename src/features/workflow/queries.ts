import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryFilter } from '@contract/common';
import { deployDef, listDefs, setDefStatus, type DeployBody, type DeployResult } from '@/api/flow';
import type { Paging } from '@/shared/ui/PagedTable';
import { useRefreshingMutation } from '@/shared/refreshingMutation';

/** The admin's definition list; ['flow'] holds what the portal's pages read of the definitions. */
export const workflowKeys = {
  all: ['workflow'] as const,
  defs: () => ['workflow', 'defs'] as const,
  flows: ['flow'] as const,
};

export const workflowQueries = {
  defs: (paging: Paging, search: string) =>
    queryOptions({
      queryKey: [...workflowKeys.defs(), { ...paging, search }] as const,
      queryFn: () => {
        const querys: QueryFilter[] = search ? [{ property: 'name', operation: 'LIKE', value: search }] : [];
        return listDefs({ pageBean: { ...paging, showTotal: true }, querys, sorters: [{ property: 'createTime', direction: 'DESC' }] });
      },
    }),
};

export type DefStatusChange = { defId: string; status?: 'deploy' | 'forbidden'; isMain?: boolean };

/** Makes a version the main one, forbids or deploys it; the portal's flow lists follow. */
export const useSetDefStatus = (onDone?: () => void) =>
  useRefreshingMutation((body: DefStatusChange) => setDefStatus(body), [workflowKeys.defs(), workflowKeys.flows], onDone);

/**
 * Checks (validateOnly) or deploys a definition; the variable is validateOnly, the body is built
 * when the mutation runs (the form validates first).
 */
export function useDeployDef(
  build: (validateOnly: boolean) => Promise<DeployBody>,
  onAnswer: (answer: DeployResult, validateOnly: boolean) => void,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (validateOnly: boolean) => deployDef(await build(validateOnly)),
    onSuccess: (answer, validateOnly) => {
      if (answer.ok && !validateOnly) void client.invalidateQueries({ queryKey: workflowKeys.defs() });
      onAnswer(answer, validateOnly);
    },
  });
}
