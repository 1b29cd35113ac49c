import { queryOptions } from '@tanstack/react-query';
import { getCcReceipts, getUrgeState } from '@/api/approvalBatch';

/** Urges and CC receipts of an instance, under the approval form's keys (['approval', 'instance', instId, ...]). */
export const followUpKeys = {
  urges: (instId: string) => ['approval', 'instance', instId, 'urges'] as const,
  receipts: (instId: string) => ['approval', 'instance', instId, 'ccReceipts'] as const,
};

export const followUpQueries = {
  urges: (instId: string) => queryOptions({ queryKey: followUpKeys.urges(instId), queryFn: () => getUrgeState(instId) }),
  receipts: (instId: string) => queryOptions({ queryKey: followUpKeys.receipts(instId), queryFn: () => getCcReceipts(instId) }),
};
