import { Button, Progress, Tooltip } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MailTreeAccount } from '@contract/mail';
import { isSyncActive, useSyncProgress } from '../hooks/useMailSync';
import { useSyncMail } from '../mutations';

/** The sync button of an account and, while its sync runs, the progress (messages looked at of all). */
export function SyncButton({ account }: { account: MailTreeAccount }) {
  const { t } = useTranslation('mail');
  const progress = useSyncProgress(account);
  const sync = useSyncMail();
  const active = isSyncActive(progress) || sync.isPending;
  const percent = progress && progress.total > 0 ? Math.min(100, Math.round((progress.done / progress.total) * 100)) : 0;
  const label = t('sync.button', { address: account.mailAddress });
  return (
    <span onClick={(e) => e.stopPropagation()} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      {active && progress ? (
        <Tooltip title={t('sync.progress', { done: progress.done, total: progress.total })}>
          <Progress
            type="circle"
            size={18}
            percent={percent}
            showInfo={false}
            aria-label={t('sync.progress', { done: progress.done, total: progress.total })}
          />
        </Tooltip>
      ) : null}
      <Tooltip title={active ? t('sync.running') : t('sync.start')}>
        <Button
          type="text"
          size="small"
          aria-label={label}
          icon={<SyncOutlined spin={active} />}
          disabled={active}
          onClick={() => sync.mutate(account.id)}
        />
      </Tooltip>
    </span>
  );
}
