import type { QueryBody } from '../../../contract/common.js';
import type { MailDetail, MailRemoveType, MailRow } from '../../../contract/mail.js';
import type { Database } from '../db/database.js';
import { publishEvent } from '../db/events.js';
import { filteredPage } from '../db/filtered-page.js';
import { badRequest, notFound } from '../lib/errors.js';
import type { Lang } from '../lib/i18n.js';
import type { PageResult } from '../lib/reply.js';
import { serverSettingsOf } from './account.js';
import { withImap } from './connect.js';
import { mailDetail } from './detail.js';
import * as folders from './repo-folders.js';
import * as mails from './repo-mails.js';
import { mailRowOf } from './rows.js';
import { ownAccount, type MailDeps } from './service-settings.js';

/** `ids=a,b` or `ids=a&ids=b`, trimmed, without blanks or duplicates (at most 500); none is bad input. */
export function parseMailIds(ids: string | string[]): string[] {
  const list = (Array.isArray(ids) ? ids : [ids])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  const unique = [...new Set(list)].slice(0, 500);
  if (!unique.length) throw badRequest('mail.noIds');
  return unique;
}

/**
 * What the portal asks most (a folder, or its unread mails) answers its total from the folder's stored counts
 * (kept by every change: sync pages, read, remove) instead of counting a large folder per page.
 */
function folderOnly(body: QueryBody): { folderId: string; read?: boolean } | undefined {
  const used = (body.querys ?? []).filter((f) => f.value !== undefined && f.value !== null && f.value !== '');
  const folder = used.find(
    (f) => f.property === 'folder' && (f.operation ?? 'EQUAL').toUpperCase() === 'EQUAL' && typeof f.value === 'string',
  );
  const read = used.find((f) => f.property === 'isRead' && (f.operation ?? 'EQUAL').toUpperCase() === 'EQUAL');
  const readValue = read ? String(read.value) : undefined;
  if (!folder || used.length !== (read ? 2 : 1) || (read && readValue !== '0' && readValue !== '1')) return undefined;
  if (used.some((f) => f.group || (f.relation ?? 'AND').toUpperCase() === 'OR')) return undefined;
  return { folderId: folder.value as string, read: read ? readValue === '1' : undefined };
}

export const listMails = (db: Database, ownerId: string, body: QueryBody): Promise<PageResult<MailRow>> =>
  filteredPage(body, mails.mailFilters, async (q) => {
    const quick = folderOnly(body);
    const folder = quick ? await folders.findOwnFolder(db, ownerId, quick.folderId) : undefined;
    if (!quick || !folder) return mails.pageMails(db, ownerId, q, mailRowOf);
    const total = quick.read === undefined ? folder.total : quick.read ? folder.total - folder.unread : folder.unread;
    return { rows: await mails.pageRows(db, ownerId, q, mailRowOf), total };
  });

/** Sets \Seen on the server and the read flag here (with the folder's counts); answers whether it changed. */
async function setRead(deps: MailDeps, ownerId: string, mail: mails.MessageRecord, read: boolean): Promise<number> {
  const account = await ownAccount(deps.db, ownerId, mail.account_id);
  const folder = await folders.findOwnFolder(deps.db, ownerId, mail.folder_id);
  if (!folder) throw notFound('mail.notFound');
  await withImap(serverSettingsOf(deps.config, account), async (client) => {
    const lock = await client.getMailboxLock(folder.path);
    try {
      if (read) await client.messageFlagsAdd(String(mail.uid), ['\\Seen'], { uid: true });
      else await client.messageFlagsRemove(String(mail.uid), ['\\Seen'], { uid: true });
    } finally {
      lock.release();
    }
  });
  return deps.db.transaction().execute(async (trx) => {
    const n = await mails.setOwnRead(trx, ownerId, mail.id, read);
    if (n) {
      await folders.refreshCounts(trx, [mail.folder_id]);
      await publishEvent(trx, { type: 'mail.read', userIds: [ownerId], data: { mailId: mail.id, folderId: mail.folder_id } });
    }
    return n;
  });
}

/** isRead?id: the caller's mail marked read (or unread), on the IMAP server too. */
export async function markRead(deps: MailDeps, ownerId: string, id: string, read: boolean): Promise<number> {
  const mail = await mails.findOwnMail(deps.db, ownerId, id);
  if (!mail) throw notFound('mail.notFound');
  if (mail.is_read === read) return 0;
  return setRead(deps, ownerId, mail, read);
}

/** getJson?id: the mail with its body; an unread mail is marked read on the way. */
export async function openMail(deps: MailDeps, ownerId: string, id: string, allowRemote: boolean, lang: Lang): Promise<MailDetail> {
  const detail = await mailDetail(deps, ownerId, id, allowRemote, lang);
  if (detail.isRead) return detail;
  const mail = await mails.findOwnMail(deps.db, ownerId, id);
  // the body is kept here: a server that cannot be reached just now leaves the mail unread, not unreadable
  const marked = mail
    ? await setRead(deps, ownerId, mail, true).then(
        () => true,
        () => false,
      )
    : false;
  return marked ? { ...detail, isRead: 1 } : detail;
}

/**
 * remove?ids&type: `trash` (the default) moves the mails to the account's Trash folder; mails already in Trash, or of
 * an account without one, are deleted for ever. `delete` deletes for ever (flag \Deleted and expunge). The stored
 * rows go at once; moved mails come back in Trash with the next sync.
 */
export async function removeMails(
  deps: MailDeps,
  ownerId: string,
  ids: string | string[],
  type: MailRemoveType = 'trash',
): Promise<number> {
  const list = await mails.findOwnMails(deps.db, ownerId, parseMailIds(ids));
  const byFolder = new Map<string, mails.MessageRecord[]>();
  for (const m of list) byFolder.set(m.folder_id, [...(byFolder.get(m.folder_id) ?? []), m]);
  let removed = 0;
  for (const [folderId, group] of byFolder) {
    const folder = await folders.findOwnFolder(deps.db, ownerId, folderId);
    if (!folder) continue;
    const account = await ownAccount(deps.db, ownerId, folder.account_id);
    const trash = type === 'trash' ? await folders.folderBySpecialUse(deps.db, account.id, 'trash') : undefined;
    const uids = group.map((m) => m.uid).join(',');
    await withImap(serverSettingsOf(deps.config, account), async (client) => {
      const lock = await client.getMailboxLock(folder.path);
      try {
        if (trash && trash.id !== folder.id) await client.messageMove(uids, trash.path, { uid: true });
        else await client.messageDelete(uids, { uid: true });
      } finally {
        lock.release();
      }
    });
    removed += await deps.db.transaction().execute(async (trx) => {
      const n = await mails.deleteOwnMails(
        trx,
        ownerId,
        group.map((m) => m.id),
      );
      await folders.refreshCounts(trx, [folderId]);
      await publishEvent(trx, { type: 'mail.removed', userIds: [ownerId], data: { folderId } });
      return n;
    });
  }
  return removed;
}
