import { useState } from 'react';
import { Button, Empty, Result, Skeleton, Space, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { ContactsOutlined, EditOutlined, PlusOutlined, SettingOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MailTreeAccount } from '@contract/mail';
import { folderTree, type FolderNode } from '../lib/folders';
import { SyncButton } from './SyncButton';
import styles from './mail.module.css';

interface Props {
  tree: UseQueryResult<MailTreeAccount[]>;
  folderId: string | null;
  onFolder: (accountId: string, folderId: string) => void;
  onCompose: () => void;
  onAccounts: () => void;
  onAddAccount: () => void;
  onContacts: () => void;
}

/** Left pane: write, the accounts with their folders (unread counts, a sync button per account). */
export function FolderPane({ tree, folderId, onFolder, onCompose, onAccounts, onAddAccount, onContacts }: Props) {
  const { t } = useTranslation('mail');
  const accounts = tree.data ?? [];
  const folderTitle = (f: FolderNode) => {
    const name = f.specialUse ? t(`folder.${f.specialUse}`) : f.name;
    return (
      <span className={styles.folder}>
        <span className={f.unread ? styles.unread : undefined}>{name}</span>
        {f.unread ? (
          <span className={styles.count} aria-label={t('folder.unreadCount', { count: f.unread })}>
            {f.unread}
          </span>
        ) : null}
      </span>
    );
  };
  // every account and parent folder is open unless the reader folded it, also those whose folders arrive after the
  // first render (an account added before its first sync): antd's defaultExpandAll opens only the nodes of the first
  const [folded, setFolded] = useState<ReadonlySet<string>>(new Set());
  const folderNodes = (nodes: FolderNode[]): DataNode[] =>
    nodes.map((f) => ({ key: `f:${f.accountId}:${f.id}`, title: folderTitle(f), children: folderNodes(f.children) }));
  const treeData: DataNode[] = accounts.map((a) => ({
    key: `a:${a.id}`,
    selectable: false,
    title: (
      <span className={styles.folder}>
        <Typography.Text ellipsis title={a.mailAddress} strong style={{ maxWidth: 170 }}>
          {a.nickName || a.mailAddress}
        </Typography.Text>
        <SyncButton account={a} />
      </span>
    ),
    children: folderNodes(folderTree(a.folders)),
  }));
  const parents = (nodes: DataNode[]): string[] =>
    nodes.flatMap((n) => (n.children?.length ? [String(n.key), ...parents(n.children)] : []));
  const expandedKeys = parents(treeData).filter((key) => !folded.has(key));

  let body;
  if (tree.isPending) body = <Skeleton active paragraph={{ rows: 5 }} />;
  else if (tree.isError)
    body = (
      <Result
        status="warning"
        title={t('tree.error')}
        extra={<Button onClick={() => void tree.refetch()}>{t('retry')}</Button>}
        className={styles.compactResult}
      />
    );
  else if (!accounts.length)
    body = (
      <Empty description={t('tree.noAccount')}>
        <Button type="primary" icon={<PlusOutlined />} onClick={onAddAccount}>
          {t('account.add')}
        </Button>
      </Empty>
    );
  else
    body = (
      <Tree
        blockNode
        treeData={treeData}
        expandedKeys={expandedKeys}
        onExpand={(_, { node, expanded }) =>
          setFolded((was) => {
            const next = new Set(was);
            if (expanded) next.delete(String(node.key));
            else next.add(String(node.key));
            return next;
          })
        }
        selectedKeys={folderId ? accounts.flatMap((a) => a.folders.filter((f) => f.id === folderId).map((f) => `f:${a.id}:${f.id}`)) : []}
        onSelect={(_, { node }) => {
          const [kind, accountId, id] = String(node.key).split(':');
          if (kind === 'f' && accountId && id) onFolder(accountId, id);
        }}
        aria-label={t('tree.label')}
      />
    );

  return (
    <div className={styles.pane}>
      <Space wrap className={styles.toolbar}>
        <Button type="primary" icon={<EditOutlined />} onClick={onCompose} disabled={!accounts.length}>
          {t('compose.button')}
        </Button>
        <Button icon={<SettingOutlined />} onClick={onAccounts} aria-label={t('account.manage')} title={t('account.manage')} />
        <Button icon={<ContactsOutlined />} onClick={onContacts} aria-label={t('linkman.manage')} title={t('linkman.manage')} />
      </Space>
      <div className={styles.scroll}>{body}</div>
    </div>
  );
}
