import crypto from 'node:crypto';
import type { FetchMessageObject, ImapFlow, ListResponse, MessageStructureObject } from 'imapflow';
import type { Database } from '../db/database.js';
import { publishEvent } from '../db/events.js';
import { AppError } from '../lib/errors.js';
import { serverSettingsOf, syncErrorOf, type MailConfig } from './account.js';
import { openImap } from './connect.js';
import * as folders from './repo-folders.js';
import * as mails from './repo-mails.js';
import * as settings from './repo-settings.js';

/** UIDs fetched per round trip and stored per transaction. */
export const SYNC_PAGE = 500;
/** A running sync holds its account this long past its last page; a dead worker's sync is taken over after it. */
export const SYNC_LEASE_SECONDS = 120;

export interface SyncResult {
  /** New mails stored by this run (0 when the mailbox had nothing new). */
  fetched: number;
  /** Messages looked at: new ones fetched and pages resumed. */
  total: number;
  folders: number;
}

interface Progress {
  done: number;
  total: number;
  fetched: number;
}

const SPECIAL: Record<string, string> = {
  '\\Inbox': 'inbox',
  '\\Sent': 'sent',
  '\\Drafts': 'drafts',
  '\\Trash': 'trash',
  '\\Junk': 'junk',
  '\\Archive': 'archive',
};

// eslint-disable-next-line no-control-regex
const clean = (s: string | undefined | null, max = 2000) => (s ?? '').replace(/\u0000/g, '').slice(0, max);

const addressesOf = (list: { name?: string; address?: string }[] | undefined) =>
  (list ?? []).slice(0, 200).map((a) => ({ name: clean(a.name, 200), address: clean(a.address, 254) }));

/** A part that is an attachment: said so, or a named non-text leaf that is not an inline picture. */
function hasAttachment(node: MessageStructureObject | undefined, root = true): boolean {
  if (!node) return false;
  if (node.childNodes?.length) return node.childNodes.some((c) => hasAttachment(c, false));
  if (node.disposition === 'attachment') return true;
  if (root || node.disposition === 'inline') return false;
  const named = !!(node.dispositionParameters?.filename || node.parameters?.name);
  return named && !node.type.startsWith('text/');
}

function rowOf(ownerId: string, accountId: string, folderId: string, m: FetchMessageObject) {
  const env = m.envelope;
  const from = env?.from?.[0];
  const sent = env?.date ? new Date(env.date) : undefined;
  const date = sent && !Number.isNaN(sent.getTime()) ? sent : m.internalDate ? new Date(m.internalDate) : new Date();
  return {
    id: crypto.randomUUID(),
    owner_id: ownerId,
    account_id: accountId,
    folder_id: folderId,
    uid: m.uid,
    message_id: env?.messageId ? clean(env.messageId, 998) : null,
    in_reply_to: env?.inReplyTo ? clean(env.inReplyTo, 998) : null,
    subject: clean(env?.subject),
    from_name: clean(from?.name, 200),
    from_address: clean(from?.address, 254),
    to_list: JSON.stringify(addressesOf(env?.to)),
    cc_list: JSON.stringify(addressesOf(env?.cc)),
    mail_date: date,
    is_read: m.flags?.has('\\Seen') ?? false,
    has_attachment: hasAttachment(m.bodyStructure),
    size: m.size ?? 0,
  };
}

/** What a sync fetches of each message. */
const FETCH_FIELDS = { uid: true, envelope: true, flags: true, size: true, bodyStructure: true, internalDate: true } as const;

/**
 * A message just appended to a stored folder (the copy of a sent mail) stored at once, without waiting for a sync: the
 * folder's UIDVALIDITY must still be the stored one. The watermark stays, so the next sync also looks at any message
 * that came before it (this one it finds stored and leaves). Answers whether the row is stored.
 */
export async function storeAppended(
  db: Database,
  client: ImapFlow,
  account: settings.SettingRecord,
  folder: folders.FolderRecord,
  appended: { uid?: number; uidValidity?: bigint | number },
): Promise<boolean> {
  if (!appended.uid || (appended.uidValidity !== undefined && Number(appended.uidValidity) !== folder.uid_validity)) return false;
  const lock = await client.getMailboxLock(folder.path, { readOnly: true });
  try {
    const m = await client.fetchOne(String(appended.uid), FETCH_FIELDS, { uid: true });
    if (!m) return false;
    await db.transaction().execute(async (trx) => {
      await mails.insertMails(trx, [rowOf(account.owner_id, account.id, folder.id, m)]);
      await folders.refreshCounts(trx, [folder.id]);
    });
    return true;
  } finally {
    lock.release();
  }
}

const remoteFolder = (f: ListResponse, i: number): folders.RemoteFolder => ({
  path: f.path,
  parentPath: f.parentPath || null,
  name: clean(f.name, 200),
  specialUse: f.specialUse ? (SPECIAL[f.specialUse] ?? null) : f.path.toUpperCase() === 'INBOX' ? 'inbox' : null,
  // INBOX first, then the special folders, then the others by name
  sort: f.specialUse === '\\Inbox' || f.path.toUpperCase() === 'INBOX' ? 0 : f.specialUse ? 10 + i : 1000 + i,
});

async function publishProgress(db: Database, ownerId: string, accountId: string, state: string, p: Progress) {
  await publishEvent(db, { type: 'mail.sync', userIds: [ownerId], data: { accountId, state, ...p } });
}

/** One folder: UIDVALIDITY checked, new UIDs fetched in pages (the watermark moves per page), flags and removals. */
async function syncFolder(
  db: Database,
  client: ImapFlow,
  account: settings.SettingRecord,
  folder: folders.FolderRecord,
  p: Progress,
): Promise<void> {
  const lock = await client.getMailboxLock(folder.path, { readOnly: true });
  try {
    const box = client.mailbox;
    if (!box) return;
    let lastUid = folder.last_uid;
    let modseq = folder.highest_modseq;
    if (Number(box.uidValidity) !== folder.uid_validity) {
      await folders.resetFolder(db, folder.id, Number(box.uidValidity));
      lastUid = 0;
      modseq = 0;
    }
    const known = lastUid;
    const found = box.exists ? await client.search({ uid: `${lastUid + 1}:*` }, { uid: true }) : [];
    const fresh = (found || []).filter((uid) => uid > lastUid).sort((a, b) => a - b);
    const pages: number[][] = [];
    for (let i = 0; i < fresh.length; i += SYNC_PAGE) pages.push(fresh.slice(i, i + SYNC_PAGE));
    const fetchPage = (page: number[]) => client.fetchAll(page.join(','), FETCH_FIELDS, { uid: true });
    // the next page is fetched while this one is stored
    let next = pages.length ? fetchPage(pages[0]) : undefined;
    for (const [i, page] of pages.entries()) {
      const fetched = await next!;
      next = i + 1 < pages.length ? fetchPage(pages[i + 1]) : undefined;
      next?.catch(() => {}); // awaited on the next turn; a failure here must not go unhandled if storing fails first
      await db.transaction().execute(async (trx) => {
        p.fetched += await mails.insertMails(
          trx,
          fetched.map((m) => rowOf(account.owner_id, account.id, folder.id, m)),
        );
        p.done += page.length;
        await folders.setWatermark(trx, folder.id, page[page.length - 1]);
        await folders.refreshCounts(trx, [folder.id]);
        await settings.saveProgress(trx, account.id, p, SYNC_LEASE_SECONDS);
        await publishProgress(trx, account.owner_id, account.id, 'running', p);
      });
    }
    if (known > 0) await syncKnown(db, client, folder, known, modseq);
    if (box.highestModseq !== undefined) await folders.setModseq(db, folder.id, Number(box.highestModseq));
  } finally {
    lock.release();
  }
}

/** Mails stored before this run: gone from the server → removed here; read flags follow the server. */
async function syncKnown(db: Database, client: ImapFlow, folder: folders.FolderRecord, known: number, modseq: number) {
  const onServer = new Set((await client.search({ all: true }, { uid: true })) || []);
  const stored = await mails.storedUids(db, folder.id);
  const gone = stored.filter((s) => s.uid <= known && !onServer.has(s.uid)).map((s) => s.uid);
  if (gone.length) await mails.deleteByUid(db, folder.id, gone);
  if (!onServer.size) return;
  // with CONDSTORE only the flags changed since the last sync come back
  const condstore = modseq > 0 && client.enabled.has('CONDSTORE');
  const changed = await client.fetchAll(
    `1:${known}`,
    { uid: true, flags: true },
    condstore ? { uid: true, changedSince: BigInt(modseq) } : { uid: true },
  );
  const readNow = new Map(stored.map((s) => [s.uid, s.is_read]));
  const toRead: number[] = [];
  const toUnread: number[] = [];
  for (const m of changed) {
    const seen = m.flags?.has('\\Seen') ?? false;
    const was = readNow.get(m.uid);
    if (was === undefined || was === seen) continue;
    (seen ? toRead : toUnread).push(m.uid);
  }
  await mails.setReadByUid(db, folder.id, toRead, true);
  await mails.setReadByUid(db, folder.id, toUnread, false);
}

/**
 * Syncs one account (the job of the `mail-sync` queue). Answers null when another sync holds the account. An
 * account the server refuses ends `failed` with the reason (no retry); a failure in the middle is thrown so the
 * job is tried again, and the watermark makes the retry go on where this one stopped.
 */
export async function runSync(deps: { db: Database; config: MailConfig }, accountId: string): Promise<SyncResult | null> {
  const { db } = deps;
  const account = await settings.claimSync(db, accountId, SYNC_LEASE_SECONDS);
  if (!account) return null;
  const p: Progress = { done: 0, total: 0, fetched: 0 };
  await publishProgress(db, account.owner_id, account.id, 'running', p);
  let client: ImapFlow;
  try {
    client = await openImap(serverSettingsOf(deps.config, account));
  } catch (err) {
    const error = err instanceof AppError ? syncErrorOf(err.key, err.params) : syncErrorOf('mail.syncFailed');
    await settings.finishSync(db, account.id, 'failed', error);
    await publishProgress(db, account.owner_id, account.id, 'failed', p);
    return { fetched: 0, total: 0, folders: 0 };
  }
  try {
    const listed = (await client.list()).filter((f) => !f.flags.has('\\Noselect') && !f.flags.has('\\NonExistent'));
    const stored = await folders.replaceFolders(db, account.id, listed.map(remoteFolder));
    for (const f of stored) {
      const st = await client.status(f.path, { messages: true, uidNext: true, uidValidity: true });
      const reset = st && Number(st.uidValidity) !== f.uid_validity;
      p.total += st ? Math.min(st.messages ?? 0, Math.max(0, (st.uidNext ?? 1) - 1 - (reset ? 0 : f.last_uid))) : 0;
    }
    await settings.saveProgress(db, account.id, p, SYNC_LEASE_SECONDS);
    for (const f of stored) await syncFolder(db, client, account, f, p);
    p.total = Math.max(p.total, p.done);
    await db.transaction().execute(async (trx) => {
      await folders.refreshCounts(
        trx,
        stored.map((f) => f.id),
      );
      await settings.saveProgress(trx, account.id, { ...p, done: p.total }, SYNC_LEASE_SECONDS);
      await settings.finishSync(trx, account.id, 'done', null);
      await publishProgress(trx, account.owner_id, account.id, 'done', { ...p, done: p.total });
    });
    return { fetched: p.fetched, total: p.total, folders: stored.length };
  } catch (err) {
    await settings.finishSync(db, account.id, 'failed', syncErrorOf('mail.syncFailed')).catch(() => {});
    await publishProgress(db, account.owner_id, account.id, 'failed', p).catch(() => {});
    throw err;
  } finally {
    await client.logout().catch(() => client.close());
  }
}
