import { App, Button, Checkbox, Empty, Input, Pagination, Result, Skeleton, Space, Tooltip } from 'antd';
import { CheckOutlined, DeleteOutlined, MenuOutlined, PaperClipOutlined, ReloadOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PageResultOf } from '@contract/common';
import type { MailRow } from '@contract/mail';
import { formatDateTime } from '@/shared/time';
import { formatAddress } from '../lib/compose';
import styles from './mail.module.css';

/** Who a row names: the sender, or in Sent and Drafts the recipients ("To: …"), each by name else address. */
export function whoOf(row: MailRow, outgoing: boolean, t: (key: string, params?: Record<string, unknown>) => string) {
  if (!outgoing) return { text: row.from.name || row.from.address, title: formatAddress(row.from) };
  const to = [...row.to, ...row.cc];
  if (!to.length) return { text: t('list.noRecipients'), title: '' };
  return {
    text: t('list.to', { names: to.map((a) => a.name || a.address).join(', ') }),
    title: to.map(formatAddress).join(', '),
  };
}

interface Props {
  list: UseQueryResult<PageResultOf<MailRow>>;
  openId: string | null;
  onOpen: (id: string) => void;
  selected: string[];
  onSelected: (ids: string[]) => void;
  paging: { page: number; pageSize: number };
  onPaging: (page: number, pageSize: number) => void;
  onSearch: (text: string) => void;
  onMarkRead: (ids: string[]) => void;
  onRemove: (ids: string[]) => void;
  onRefresh: () => void;
  /** a folder of the user's own mails (Sent, Drafts): its rows name the recipients, not the sender */
  outgoing?: boolean;
  /** given at narrow widths: opens the folders */
  onFolders?: () => void;
  busy: boolean;
}

/** Middle pane: search, the folder's mails (unread bold, a clip when attached), several chosen at once. */
export function MailListPane(props: Props) {
  const { list, openId, onOpen, selected, onSelected, paging, onPaging, onSearch, busy } = props;
  const { t } = useTranslation('mail');
  const { modal } = App.useApp();
  const rows = list.data?.rows ?? [];
  const allChosen = rows.length > 0 && rows.every((r) => selected.includes(r.id));
  const toggle = (id: string, on: boolean) => onSelected(on ? [...selected, id] : selected.filter((s) => s !== id));
  const confirmRemove = () =>
    modal.confirm({
      title: t('remove.title'),
      content: t('remove.confirm', { count: selected.length }),
      okText: t('remove.ok'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: () => props.onRemove(selected),
    });

  let body;
  if (list.isPending && list.fetchStatus !== 'idle') body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (list.isError)
    body = (
      <Result
        status="warning"
        title={t('list.error')}
        extra={<Button onClick={() => void list.refetch()}>{t('retry')}</Button>}
        className={styles.compactResult}
      />
    );
  else if (!rows.length) body = <Empty description={t('list.empty')} />;
  else
    body = (
      <div role="list" aria-label={t('list.label')}>
        {rows.map((row) => {
          const who = whoOf(row, Boolean(props.outgoing), t);
          return (
            <div
              key={row.id}
              role="listitem"
              className={`${styles.item} ${row.id === openId ? styles.itemActive : ''}`}
              onClick={() => onOpen(row.id)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') onOpen(row.id);
              }}
              tabIndex={0}
              aria-label={row.subject || t('list.noSubject')}
            >
              <Checkbox
                checked={selected.includes(row.id)}
                onClick={(e) => e.stopPropagation()}
                onChange={(e) => toggle(row.id, e.target.checked)}
                aria-label={t('list.choose', { subject: row.subject || t('list.noSubject') })}
              />
              <div className={styles.itemBody}>
                <div className={styles.itemLine}>
                  <span className={`${styles.ellipsis} ${row.isRead ? '' : styles.unread}`} title={who.title} data-testid="mail-who">
                    {who.text}
                  </span>
                  <span className={styles.muted}>{formatDateTime(row.date)}</span>
                </div>
                <div className={styles.itemLine}>
                  <span className={`${styles.ellipsis} ${row.isRead ? '' : styles.unread}`} data-unread={row.isRead ? undefined : 'true'}>
                    {row.subject || t('list.noSubject')}
                  </span>
                  {row.hasAttachment ? <PaperClipOutlined aria-label={t('list.hasAttachment')} /> : null}
                </div>
                {row.snippet ? <div className={`${styles.ellipsis} ${styles.muted}`}>{row.snippet}</div> : null}
              </div>
            </div>
          );
        })}
      </div>
    );

  return (
    <div className={styles.pane}>
      <div className={styles.toolbar}>
        <Space.Compact style={{ width: '100%', marginBottom: 8 }}>
          {props.onFolders ? <Button icon={<MenuOutlined />} onClick={props.onFolders} aria-label={t('tree.open')} /> : null}
          <Input.Search allowClear placeholder={t('list.search')} aria-label={t('list.search')} onSearch={(v) => onSearch(v)} />
        </Space.Compact>
        <Space wrap size="small">
          <Checkbox
            checked={allChosen}
            indeterminate={!allChosen && selected.length > 0}
            onChange={(e) => onSelected(e.target.checked ? rows.map((r) => r.id) : [])}
            disabled={!rows.length}
          >
            {t('list.chooseAll')}
          </Checkbox>
          <Button
            size="small"
            icon={<CheckOutlined />}
            disabled={!selected.length}
            loading={busy}
            onClick={() => props.onMarkRead(selected)}
          >
            {t('list.markRead')}
          </Button>
          <Button size="small" danger icon={<DeleteOutlined />} disabled={!selected.length} onClick={confirmRemove}>
            {t('list.remove')}
          </Button>
          <Tooltip title={t('refresh')}>
            <Button size="small" icon={<ReloadOutlined />} aria-label={t('refresh')} onClick={props.onRefresh} />
          </Tooltip>
        </Space>
      </div>
      <div className={styles.scroll}>{body}</div>
      <div className={styles.footer}>
        <Pagination
          size="small"
          showSizeChanger={false}
          current={paging.page}
          pageSize={paging.pageSize}
          total={list.data?.total ?? 0}
          onChange={onPaging}
          showTotal={(n) => t('list.total', { count: n })}
        />
      </div>
    </div>
  );
}
