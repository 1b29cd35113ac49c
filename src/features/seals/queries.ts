import { queryOptions } from '@tanstack/react-query';
import { listSeals, removeSeals, resetSealPassword, saveSeal, sealUseLog, type SealSave } from '@/api/seals';
import type { Paging } from '@/shared/ui/PagedTable';
import { useRefreshingMutation } from '@/shared/refreshingMutation';

/** Keys from general to specific; ['seals'] also holds the signer's own seals (form runtime), refreshed with the list. */
export const sealKeys = {
  all: ['seals'] as const,
  list: () => ['seals', 'list'] as const,
  log: () => ['seals', 'log'] as const,
};

/** The use log's query: a page, refusals only when asked (the export sends the same filter). */
export const logBody = (paging: Paging, onlyFailed: boolean) => ({
  pageBean: { ...paging, showTotal: true },
  querys: onlyFailed ? [{ property: 'ok', value: false, operation: 'EQUAL' as const }] : [],
});

export const sealQueries = {
  list: (paging: Paging) =>
    queryOptions({
      queryKey: [...sealKeys.list(), paging] as const,
      queryFn: () => listSeals({ pageBean: { ...paging, showTotal: true } }),
    }),
  log: (paging: Paging, onlyFailed: boolean) =>
    queryOptions({
      queryKey: [...sealKeys.log(), { onlyFailed, ...paging }] as const,
      queryFn: () => sealUseLog(logBody(paging, onlyFailed)),
    }),
};

export const useSaveSeal = (onSaved?: () => void) => useRefreshingMutation((body: SealSave) => saveSeal(body), [sealKeys.all], onSaved);

export const useRemoveSeal = (onRemoved?: () => void) =>
  useRefreshingMutation((id: string) => removeSeals([id]), [sealKeys.all], onRemoved);

export const useResetSealPassword = (onDone?: () => void) =>
  useRefreshingMutation((body: { id: string; password: string }) => resetSealPassword(body), [sealKeys.list()], onDone);
