import { useEffect, useState } from 'react';
import { App, Drawer, Grid } from 'antd';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MailDetail } from '@contract/mail';
import { ErrorBoundary } from '@/shared/ui/ErrorBoundary';
import { AccountDialog } from '../components/AccountDialog';
import { AccountForm } from '../components/AccountForm';
import { ComposeDialog } from '../components/ComposeDialog';
import { FolderPane } from '../components/FolderPane';
import { LinkmanDialog } from '../components/LinkmanDialog';
import { MailListPane } from '../components/MailListPane';
import { ReadingPane } from '../components/ReadingPane';
import { useMailLiveUpdates } from '../hooks/useMailSync';
import { draftFrom, emptyDraft, formatAddress, type ComposeDraft, type ComposeMode } from '../lib/compose';
import { startFolder } from '../lib/folders';
import { MAIL_PAGE_SIZE, mailDetailQuery, mailListQuery, mailTreeQuery } from '../queries';
import { useMailActions } from '../mutations';
import styles from '../components/mail.module.css';

type Dialog = 'accounts' | 'addAccount' | 'contacts' | null;

/** The mailbox 'mail/Mailbox' (/personal/mail): folders, the folder's mails, the opened mail. */
export default function Mailbox() {
  const { t } = useTranslation('mail');
  const { message } = App.useApp();
  const screens = Grid.useBreakpoint();
  const wide = Boolean(screens.xl);
  const narrow = !screens.md;
  const client = useQueryClient();
  const tree = useQuery(mailTreeQuery());
  const accounts = tree.data ?? [];
  const [place, setPlace] = useState<{ accountId: string; folderId: string } | null>(null);
  const [search, setSearch] = useState('');
  const [paging, setPaging] = useState({ page: 1, pageSize: MAIL_PAGE_SIZE });
  const [selected, setSelected] = useState<string[]>([]);
  const [openId, setOpenId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [draft, setDraft] = useState<ComposeDraft | null>(null);
  const [foldersOpen, setFoldersOpen] = useState(false);
  useMailLiveUpdates();

  // open the first account's inbox; a removed account's folder falls back the same way
  const known = place && accounts.some((a) => a.id === place.accountId && a.folders.some((f) => f.id === place.folderId));
  const first = accounts[0];
  const fallback = first ? startFolder(first.folders) : undefined;
  useEffect(() => {
    if (tree.isSuccess && !known) setPlace(first && fallback ? { accountId: first.id, folderId: fallback.id } : null);
  }, [tree.isSuccess, known, first, fallback]);

  const folder = accounts.find((a) => a.id === place?.accountId)?.folders.find((f) => f.id === place?.folderId);
  const outgoing = folder?.specialUse === 'sent' || folder?.specialUse === 'drafts';
  const scope = { accountId: place?.accountId ?? '', folderId: place?.folderId ?? '', search, ...paging };
  const list = useQuery({ ...mailListQuery(scope), placeholderData: keepPreviousData });
  const { mark, remove, refresh } = useMailActions();

  const chooseFolder = (accountId: string, folderId: string) => {
    setPlace({ accountId, folderId });
    setPaging((p) => ({ ...p, page: 1 }));
    setSelected([]);
    setOpenId(null);
    setFoldersOpen(false);
  };
  const removeMails = (ids: string[]) =>
    remove.mutateAsync({ ids, type: 'trash' }).then(() => {
      message.success(t('remove.done', { count: ids.length }));
      setSelected((s) => s.filter((id) => !ids.includes(id)));
      if (openId && ids.includes(openId)) setOpenId(null);
    });
  // the confirmation of a send leads to the account's Sent folder, where the copy is at once (an account whose first
  // sync has not listed its folders yet opens it when the folder arrives)
  const [sentWanted, setSentWanted] = useState<string | null>(null);
  const sentOf = (accountId: string) => accounts.find((a) => a.id === accountId)?.folders.find((f) => f.specialUse === 'sent');
  const openSent = (accountId: string) => {
    const sent = sentOf(accountId);
    if (sent) chooseFolder(accountId, sent.id);
    else setSentWanted(accountId);
  };
  const arrived = sentWanted ? sentOf(sentWanted) : undefined;
  useEffect(() => {
    if (!sentWanted || !arrived) return;
    setSentWanted(null);
    setPlace({ accountId: sentWanted, folderId: arrived.id });
    setPaging((p) => ({ ...p, page: 1 }));
    setSelected([]);
    setOpenId(null);
  }, [sentWanted, arrived]);
  const reply = async (mode: Exclude<ComposeMode, 'new'>, shown: MailDetail) => {
    // the quote carries the original's remote pictures even while this reader keeps them blocked (they stay
    // blocked in the quote shown before sending)
    const mail =
      shown.hasRemoteImages && !shown.remoteImagesAllowed
        ? await client.fetchQuery(mailDetailQuery(shown.id, true)).catch(() => shown)
        : shown;
    const own = accounts.find((a) => a.id === mail.accountId)?.mailAddress ?? '';
    const header = t('compose.quoteHeader', { date: mail.date.slice(0, 16).replace('T', ' '), from: formatAddress(mail.from) });
    setDraft(draftFrom(mode, mail, own, { header }));
  };

  const folders = (
    <FolderPane
      tree={tree}
      folderId={place?.folderId ?? null}
      onFolder={chooseFolder}
      onCompose={() => setDraft(emptyDraft(place?.accountId))}
      onAccounts={() => setDialog('accounts')}
      onAddAccount={() => setDialog('addAccount')}
      onContacts={() => setDialog('contacts')}
    />
  );
  const mails = (
    <MailListPane
      list={list}
      openId={openId}
      onOpen={setOpenId}
      selected={selected}
      onSelected={setSelected}
      paging={paging}
      onPaging={(page, pageSize) => setPaging({ page, pageSize })}
      onSearch={(text) => {
        setSearch(text);
        setPaging((p) => ({ ...p, page: 1 }));
      }}
      onMarkRead={(ids) => mark.mutate(ids, { onSuccess: () => setSelected([]) })}
      onRemove={removeMails}
      onRefresh={() => void refresh()}
      outgoing={outgoing}
      onFolders={wide ? undefined : () => setFoldersOpen(true)}
      busy={mark.isPending}
    />
  );
  const reader = (
    <ErrorBoundary name="mail reading pane" resetKey={openId}>
      <ReadingPane
        id={openId}
        onReply={(mode, mail) => void reply(mode, mail)}
        onRemove={(id) => void removeMails([id])}
        onBack={wide ? undefined : () => setOpenId(null)}
      />
    </ErrorBoundary>
  );

  let panes;
  if (wide)
    panes = (
      <>
        <div className={styles.left}>{folders}</div>
        <div className={styles.middle}>{mails}</div>
        <div className={styles.right}>{reader}</div>
      </>
    );
  else if (narrow) panes = <div className={styles.single}>{openId ? reader : mails}</div>;
  else
    panes = (
      <>
        <div className={styles.single}>{mails}</div>
        <Drawer open={openId !== null} onClose={() => setOpenId(null)} size="large" title={t('detail.title')} destroyOnHidden>
          {reader}
        </Drawer>
      </>
    );

  return (
    <>
      <h2 className="sr-only" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {t('page.title')}
      </h2>
      <div className={styles.layout} style={{ height: 'calc(100vh - 150px)' }}>
        {panes}
      </div>
      {!wide ? (
        <Drawer open={foldersOpen} onClose={() => setFoldersOpen(false)} placement="left" title={t('tree.label')} size={300}>
          {folders}
        </Drawer>
      ) : null}
      <AccountDialog open={dialog === 'accounts'} onClose={() => setDialog(null)} />
      <AccountForm open={dialog === 'addAccount'} editing={null} onClose={() => setDialog(null)} />
      <LinkmanDialog open={dialog === 'contacts'} onClose={() => setDialog(null)} />
      <ComposeDialog draft={draft} accounts={accounts} onClose={() => setDraft(null)} onOpenSent={openSent} />
    </>
  );
}
