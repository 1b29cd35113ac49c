import { useEffect, useRef } from 'react';
import { App } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MailSyncProgress, MailTreeAccount } from '@contract/mail';
import { RECONNECTED_EVENT, useLiveEvents, type LiveEvent } from '@/shared/live';
import { mailKeys, mailSyncQuery } from '../queries';

const STATES = new Set(['idle', 'queued', 'running', 'done', 'failed']);

/** A `mail.sync` live event as the progress of its account, when it reads as one. */
export function progressOf(event: LiveEvent): MailSyncProgress | null {
  const d = event.data ?? {};
  if (typeof d.accountId !== 'string' || typeof d.state !== 'string' || !STATES.has(d.state)) return null;
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  return {
    accountId: d.accountId,
    state: d.state as MailSyncProgress['state'],
    done: num(d.done),
    total: num(d.total),
    fetched: num(d.fetched),
    error: text(d.error),
    startTime: text(d.startTime),
    endTime: text(d.endTime),
  };
}

export const isSyncActive = (p: Pick<MailSyncProgress, 'state'> | undefined) => p?.state === 'queued' || p?.state === 'running';

/** Sync progress arrives on the portal's one live stream; a reconnect re-reads the folder tree. */
export function useMailLiveUpdates(): void {
  const queryClient = useQueryClient();
  useLiveEvents(
    (event) => {
      if (event.type === RECONNECTED_EVENT) {
        void queryClient.invalidateQueries({ queryKey: mailKeys.tree() });
        return;
      }
      if (event.type !== 'mail.sync') return;
      const progress = progressOf(event);
      if (!progress) return;
      // an event is newer than a poll still on its way: that poll must not overwrite it
      void queryClient.cancelQueries({ queryKey: mailKeys.sync(progress.accountId) });
      queryClient.setQueryData(mailKeys.sync(progress.accountId), progress);
    },
    ['mail.'],
  );
}

/**
 * The sync progress of an account: starts from the tree's state, follows live events, and is polled
 * while a sync runs (the fallback when no event comes). When a sync ends the folders and lists refresh.
 */
export function useSyncProgress(account: MailTreeAccount): MailSyncProgress | undefined {
  const { t } = useTranslation('mail');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { data } = useQuery({
    ...mailSyncQuery(account.id),
    initialData: {
      accountId: account.id,
      state: account.syncState,
      done: 0,
      total: 0,
      fetched: 0,
      error: null,
      startTime: null,
      endTime: account.lastSyncTime,
    },
    staleTime: Infinity,
  });
  const was = useRef(data?.state);
  useEffect(() => {
    const before = was.current;
    was.current = data?.state;
    if (!data || !isSyncActive({ state: before ?? 'idle' }) || isSyncActive(data)) return;
    void queryClient.invalidateQueries({ queryKey: mailKeys.tree() });
    void queryClient.invalidateQueries({ queryKey: mailKeys.lists() });
    if (data.state === 'failed') message.error(data.error || t('sync.failed'));
    else if (data.state === 'done') message.success(t('sync.done', { count: data.fetched }));
  }, [data, queryClient, message, t]);
  return data;
}
