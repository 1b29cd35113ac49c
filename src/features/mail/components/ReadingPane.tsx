import { useEffect, useState, type ReactNode } from 'react';
import { Alert, App, Button, Empty, Result, Skeleton, Space, Tooltip, Typography } from 'antd';
import { ArrowLeftOutlined, DeleteOutlined, RollbackOutlined, ShareAltOutlined, TeamOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MailDetail } from '@contract/mail';
import { formatDateTime } from '@/shared/time';
import { formatAddress, type ComposeMode } from '../lib/compose';
import { mailDetailQuery, mailKeys } from '../queries';
import { AttachmentList } from './AttachmentList';
import { MailFrame } from './MailFrame';
import styles from './mail.module.css';

interface Props {
  id: string | null;
  onReply: (mode: Exclude<ComposeMode, 'new'>, mail: MailDetail) => void;
  onRemove: (id: string) => void;
  /** given at narrow widths: back to the list */
  onBack?: () => void;
}

/** Right pane: the opened mail (sanitized, sandboxed), remote pictures on request, attachments, reply and forward. */
export function ReadingPane({ id, onReply, onRemove, onBack }: Props) {
  const { t } = useTranslation('mail');
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const [remoteFor, setRemoteFor] = useState<string | null>(null);
  const allowRemote = id !== null && remoteFor === id;
  const detail = useQuery(mailDetailQuery(id, allowRemote));
  const loaded = detail.isSuccess;
  useEffect(() => {
    // opening marks the mail read: the counts and the list follow
    if (!loaded) return;
    void queryClient.invalidateQueries({ queryKey: mailKeys.tree() });
    void queryClient.invalidateQueries({ queryKey: mailKeys.lists() });
  }, [loaded, id, queryClient]);

  const back = onBack ? <Button icon={<ArrowLeftOutlined />} onClick={onBack} aria-label={t('detail.back')} /> : null;
  if (id === null)
    return (
      <div className={styles.pane}>
        <Empty className={styles.compactResult} description={t('detail.none')} />
      </div>
    );
  if (detail.isPending)
    return (
      <div className={styles.pane} aria-busy="true">
        <div className={styles.reader}>
          {back}
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      </div>
    );
  if (detail.isError || !detail.data)
    return (
      <div className={styles.pane}>
        <div className={styles.reader}>{back}</div>
        <Result
          status="warning"
          title={t('detail.error')}
          extra={<Button onClick={() => void detail.refetch()}>{t('retry')}</Button>}
          className={styles.compactResult}
        />
      </div>
    );

  const mail = detail.data;
  const confirmRemove = () =>
    modal.confirm({
      title: t('remove.title'),
      content: t('remove.confirm', { count: 1 }),
      okText: t('remove.ok'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: () => onRemove(mail.id),
    });
  const addresses = (list: MailDetail['to']) => list.map(formatAddress).join(', ');
  const action = (key: string, icon: ReactNode, onClick: () => void, danger = false) => (
    <Tooltip title={t(key)}>
      <Button size="small" icon={icon} onClick={onClick} danger={danger}>
        {t(key)}
      </Button>
    </Tooltip>
  );
  return (
    <div className={styles.pane}>
      <div className={styles.reader}>
        <Space wrap size="small" style={{ marginBottom: 8 }}>
          {back}
          {action('detail.reply', <RollbackOutlined />, () => onReply('reply', mail))}
          {action('detail.replyAll', <TeamOutlined />, () => onReply('replyAll', mail))}
          {action('detail.forward', <ShareAltOutlined />, () => onReply('forward', mail))}
          {action('detail.remove', <DeleteOutlined />, confirmRemove, true)}
        </Space>
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          {mail.subject || t('list.noSubject')}
        </Typography.Title>
        <div className={styles.muted}>
          <div>
            {t('detail.from')}: {formatAddress(mail.from)}
          </div>
          {mail.to.length ? (
            <div className={styles.ellipsis}>
              {t('detail.to')}: {addresses(mail.to)}
            </div>
          ) : null}
          {mail.cc.length ? (
            <div className={styles.ellipsis}>
              {t('detail.cc')}: {addresses(mail.cc)}
            </div>
          ) : null}
          <div>
            {t('detail.date')}: {formatDateTime(mail.date)}
          </div>
        </div>
      </div>
      {/* a mail over the server's download limit: only its text was read (the server says so in the reader's language) */}
      {mail.notice ? <Alert type="warning" showIcon banner title={mail.notice} /> : null}
      {mail.hasRemoteImages && !mail.remoteImagesAllowed ? (
        <Alert
          type="info"
          showIcon
          banner
          title={t('detail.remoteBlocked')}
          action={
            <Button size="small" onClick={() => setRemoteFor(mail.id)}>
              {t('detail.remoteShow')}
            </Button>
          }
        />
      ) : null}
      <MailFrame
        html={mail.html}
        allowRemote={mail.remoteImagesAllowed}
        attachments={mail.attachments}
        title={mail.subject || t('list.noSubject')}
      />
      {mail.attachments.some((a) => !a.inline) ? (
        <div className={styles.attachments}>
          <AttachmentList attachments={mail.attachments} />
        </div>
      ) : null}
    </div>
  );
}
