import { useState } from 'react';
import { App } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  addOrUpdateLikeRecord,
  circulate,
  collect,
  endProcess,
  lockTask,
  revokeInstance,
  setInstanceHangUp,
  setUrgentState,
} from '@/api/runtime';
import { useRefreshApproval } from '../mutations';
import type { PortalAction } from '../lib/buttons';

export type OpenDialog = 'delegate' | 'circulate' | 'urgent' | 'flowImage' | 'record' | 'print' | null;

interface Context {
  instId: string;
  taskId?: string;
  /** called after an action that takes the task away from the user (revoke, end) */
  onTaskGone?: () => void;
}

/**
 * The portal-side actions of the approval form (everything but completing). Each one that
 * changes state refreshes the form and the task lists.
 */
export function usePortalActions({ instId, taskId, onTaskGone }: Context) {
  const { t } = useTranslation('approval');
  const { message, modal } = App.useApp();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [likes, setLikes] = useState<{ count: number; liked: boolean } | null>(null);

  const refresh = useRefreshApproval();

  const mutation = useMutation({
    mutationFn: async (job: { action: string; run: () => Promise<unknown> }) => {
      await job.run();
      return job.action;
    },
    onSuccess: (action) => {
      message.success(t(`done.${action}`));
      setDialog(null);
      const gone = action === 'revoke' || action === 'endProcess';
      // the page shows the result once the task is gone: it does not read again what may no longer be the user's
      if (gone) onTaskGone?.();
      refresh({ gone: gone && !!onTaskGone });
    },
  });
  const run = (action: string, job: () => Promise<unknown>) => mutation.mutate({ action, run: job });

  const confirm = (action: string, job: () => Promise<unknown>) =>
    modal.confirm({
      title: t(`confirm.${action}`),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: () => run(action, job),
    });

  const start = (action: PortalAction) => {
    switch (action) {
      case 'lock':
      case 'unlock':
      case 'adminUnlock':
        if (taskId) run(action, () => lockTask({ taskId, action }));
        return;
      case 'opinions':
        setDialog('record');
        return;
      case 'delegate':
      case 'circulate':
      case 'urgent':
      case 'flowImage':
      case 'print':
        setDialog(action);
        return;
      case 'revoke':
        confirm('revoke', () => revokeInstance({ instId, ...(taskId ? { taskId } : {}) }));
        return;
      case 'hangUp':
      case 'cancelHangUp':
        confirm(action, () => setInstanceHangUp(action, instId));
        return;
      case 'endProcess':
        confirm('endProcess', () => endProcess({ instId }));
        return;
      case 'collect':
        run('collect', () => collect({ instId, collect: true }));
        return;
      case 'like':
        run('like', async () => {
          const summary = await addOrUpdateLikeRecord({ refId: instId, like: !(likes?.liked ?? false) });
          setLikes({ count: summary.count, liked: summary.liked });
        });
        return;
    }
  };

  return {
    start,
    dialog,
    setDialog,
    likes,
    busy: mutation.isPending ? (mutation.variables?.action ?? null) : null,
    circulateTo: (userIds: string[], opinion?: string) =>
      run('circulate', () => circulate({ instId, userIds, ...(taskId ? { taskId } : {}), ...(opinion ? { opinion } : {}) })),
    urge: (urgentState: number) => run('urgent', () => setUrgentState({ instId, urgentState })),
  };
}
