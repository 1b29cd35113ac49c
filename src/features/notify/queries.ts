import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  getCompanyHook,
  getDeliveries,
  getNotifySetting,
  newCompanySecret,
  newWebhookSecret,
  saveCompanyHook,
  saveNotifySetting,
  type SaveCompanyHook,
  type SaveNotifySetting,
} from '@/api/notices';

export const notifyKeys = {
  all: ['notify'] as const,
  setting: () => ['notify', 'setting'] as const,
  deliveries: () => ['notify', 'deliveries'] as const,
  companyHook: () => ['notify', 'companyHook'] as const,
};

/** The delivery log refreshes while the page is open: retries and failures show without a reload. */
export const DELIVERY_REFRESH_MS = 5_000;

export const settingQuery = () => queryOptions({ queryKey: notifyKeys.setting(), queryFn: async () => (await getNotifySetting()).value });
export const deliveriesQuery = () =>
  queryOptions({
    queryKey: notifyKeys.deliveries(),
    queryFn: async () => (await getDeliveries()).value ?? [],
    refetchInterval: DELIVERY_REFRESH_MS,
  });
export const companyHookQuery = (enabled: boolean) =>
  queryOptions({ queryKey: notifyKeys.companyHook(), queryFn: async () => (await getCompanyHook()).value, enabled });

export function useNotifyMutations() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: notifyKeys.all });
  return {
    save: useMutation({ mutationFn: (body: SaveNotifySetting) => saveNotifySetting(body).then((a) => a.value), onSuccess: refresh }),
    newSecret: useMutation({ mutationFn: () => newWebhookSecret().then((a) => a.value.secret), onSuccess: refresh }),
    saveCompany: useMutation({ mutationFn: (body: SaveCompanyHook) => saveCompanyHook(body).then((a) => a.value), onSuccess: refresh }),
    newCompanySecret: useMutation({ mutationFn: () => newCompanySecret().then((a) => a.value.secret), onSuccess: refresh }),
  };
}
