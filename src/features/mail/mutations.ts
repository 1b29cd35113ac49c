import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  markMailRead,
  removeMailLinkmen,
  removeMails,
  removeMailSettings,
  saveMailLinkman,
  saveMailSetting,
  sendMail,
  syncMailAccount,
  testMailAccount,
  testMailSettings,
  type MailLinkmanBody,
  type MailRemoveType,
  type MailSendBody,
  type MailSettingBody,
} from '@/api/mail';
import { mailKeys } from './queries';

const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: mailKeys.all });
};

/**
 * Account settings: save (tested by the server first; a new account's first sync starts at once, so its mailbox fills
 * without the reader pressing sync), test (settings or a stored account), remove.
 */
export function useMailSettingActions() {
  const refresh = useRefresh();
  const sync = useSyncMail();
  const save = useMutation({
    mutationFn: ({ body, isOriginPwd }: { body: MailSettingBody; isOriginPwd: boolean }) => saveMailSetting(body, isOriginPwd),
    onSuccess: (answer, { body }) => {
      if (!body.id) sync.mutate(answer.value.id);
      return refresh();
    },
  });
  const test = useMutation({
    mutationFn: ({ body, isOriginPwd }: { body: MailSettingBody; isOriginPwd: boolean }) => testMailSettings(body, isOriginPwd),
  });
  const testStored = useMutation({ mutationFn: (id: string) => testMailAccount(id) });
  const remove = useMutation({ mutationFn: (id: string) => removeMailSettings([id]), onSuccess: refresh });
  return { save, test, testStored, remove };
}

/** Mark read and remove of the chosen mails; both refresh the lists and the folder counts. */
export function useMailActions() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: mailKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: mailKeys.tree() }),
    ]);
  const mark = useMutation({
    // isRead works on one mail: the chosen ones go one after another
    mutationFn: async (ids: string[]) => {
      for (const id of ids) await markMailRead(id);
    },
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: ({ ids, type }: { ids: string[]; type: MailRemoveType }) => removeMails(ids, type),
    onSettled: refresh,
  });
  return { mark, remove, refresh };
}

export function useSyncMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accountId: string) => syncMailAccount(accountId),
    onSuccess: (answer, accountId) => queryClient.setQueryData(mailKeys.sync(accountId), answer.value),
  });
}

export function useSendMail() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: MailSendBody) => sendMail(body), onSuccess: refresh });
}

export function useLinkmanActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: mailKeys.linkmen() });
  const save = useMutation({ mutationFn: (body: MailLinkmanBody) => saveMailLinkman(body), onSuccess: refresh });
  const remove = useMutation({ mutationFn: (id: string) => removeMailLinkmen([id]), onSuccess: refresh });
  return { save, remove };
}
