import crypto from 'node:crypto';
import type { QueryBody } from '../../../contract/common.js';
import { Value } from 'typebox/value';
import {
  MailSettingBody,
  type MailSettingRow,
  type MailTestBody,
  type MailTestResult,
  type MailTreeAccount,
  type MailSpecialUse,
  type MailSyncState,
} from '../../../contract/mail.js';
import type { Database } from '../db/database.js';
import { publishEvent } from '../db/events.js';
import { filteredPage } from '../db/filtered-page.js';
import { badRequest, conflict, notFound } from '../lib/errors.js';
import type { PageResult } from '../lib/reply.js';
import { serverSettingsOf, settingRowOf, type MailConfig } from './account.js';
import { checkMailHosts, testServers, type MailServerSettings } from './connect.js';
import * as folders from './repo-folders.js';
import * as repo from './repo-settings.js';
import { decryptPassword, encryptPassword, mailKey } from './secret.js';

export interface MailDeps {
  db: Database;
  config: MailConfig;
}

/** A plain address check (the servers decide the rest): one @, no spaces, a dot in the domain. */
const ADDRESS = /^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[^\s@<>()",;:]+$/;

export function checkAddress(address: string): string {
  const a = address.trim();
  if (!ADDRESS.test(a) || a.length > 254) throw badRequest('mail.badAddress', { address: a.slice(0, 100) });
  return a;
}

export const ownAccount = async (db: Database, ownerId: string, id: string) => {
  const found = await repo.findOwnSetting(db, ownerId, id);
  if (!found) throw notFound('mail.accountNotFound');
  return found;
};

/** Whether the settings reach the stored account's servers with its login (host names compared case-blind). */
function sameServers(stored: repo.SettingRecord, s: Omit<MailServerSettings, 'password' | 'anyAddress'>): boolean {
  const host = (h: string) => h.trim().toLowerCase();
  return (
    host(stored.imap_host) === host(s.imapHost) &&
    stored.imap_port === s.imapPort &&
    stored.imap_ssl === s.imapSsl &&
    host(stored.smtp_host) === host(s.smtpHost) &&
    stored.smtp_port === s.smtpPort &&
    stored.smtp_ssl === s.smtpSsl &&
    stored.user_name === s.userName
  );
}

/**
 * The settings of a body with the password it names: given, or the stored one of `storedId` (isOriginPwd). The stored
 * password only goes where it went before: a changed host, port, TLS setting or user name needs it typed again, so a
 * user (or whoever has their session) cannot send it to a server of their choosing.
 */
async function settingsOfBody(deps: MailDeps, ownerId: string, body: MailSettingBody, keepStored: boolean, storedId?: string) {
  const mailAddress = checkAddress(body.mailAddress);
  const servers = {
    mailAddress,
    userName: body.userName?.trim() || mailAddress,
    imapHost: body.imapHost.trim(),
    imapPort: body.imapPort,
    imapSsl: body.imapSsl,
    smtpHost: body.smtpHost.trim(),
    smtpPort: body.smtpPort,
    smtpSsl: body.smtpSsl,
  };
  const anyAddress = checkMailHosts([servers.imapHost, servers.smtpHost], deps.config.mailHosts);
  let password = body.password ?? '';
  if (keepStored) {
    if (!storedId) throw badRequest('mail.passwordRequired');
    const stored = await ownAccount(deps.db, ownerId, storedId);
    if (!sameServers(stored, servers)) throw badRequest('mail.passwordAgain');
    password = decryptPassword(mailKey(deps.config), stored.id, stored.password_enc);
  }
  if (!password) throw badRequest('mail.passwordRequired');
  const s: MailServerSettings = { ...servers, password, anyAddress };
  return s;
}

/** Tests the settings of the body, or (`id` without body) the stored account as it is. */
export async function testSetting(
  deps: MailDeps,
  ownerId: string,
  query: { id?: string; isOriginPwd?: boolean },
  body: MailTestBody | undefined,
): Promise<MailTestResult> {
  if (!body || !Object.keys(body).length) {
    if (!query.id) throw badRequest('mail.nothingToTest');
    return testServers(serverSettingsOf(deps.config, await ownAccount(deps.db, ownerId, query.id)));
  }
  if (!Value.Check(MailSettingBody, body)) throw badRequest('mail.incompleteSettings');
  return testServers(await settingsOfBody(deps, ownerId, body, !!query.isOriginPwd, body.id || query.id));
}

/**
 * Saves an account after testing it: a failing test stores nothing. isOriginPwd keeps the stored password. A changed
 * IMAP server or login drops the stored folders and mails (they belonged to another mailbox).
 */
export async function saveSetting(deps: MailDeps, ownerId: string, body: MailSettingBody, isOriginPwd: boolean): Promise<MailSettingRow> {
  const existing = body.id ? await ownAccount(deps.db, ownerId, body.id) : undefined;
  const s = await settingsOfBody(deps, ownerId, body, isOriginPwd, existing?.id);
  const dup = await repo.findOwnByAddress(deps.db, ownerId, s.mailAddress);
  if (dup && dup.id !== existing?.id) throw conflict('mail.duplicateAccount', { address: s.mailAddress });
  await testServers(s);
  const id = existing?.id ?? crypto.randomUUID();
  const values = {
    mail_address: s.mailAddress,
    nick_name: body.nickName?.trim() ?? existing?.nick_name ?? '',
    user_name: s.userName,
    password_enc: encryptPassword(mailKey(deps.config), id, s.password),
    imap_host: s.imapHost,
    imap_port: s.imapPort,
    imap_ssl: s.imapSsl,
    smtp_host: s.smtpHost,
    smtp_port: s.smtpPort,
    smtp_ssl: s.smtpSsl,
  };
  return deps.db.transaction().execute(async (trx) => {
    const first = (await repo.countOwnSettings(trx, ownerId)) === 0;
    const isDefault = body.isDefault ?? (existing ? existing.is_default : first);
    if (existing) {
      const otherMailbox =
        existing.imap_host !== s.imapHost ||
        existing.imap_port !== s.imapPort ||
        existing.user_name.toLowerCase() !== s.userName.toLowerCase();
      if (otherMailbox) await folders.replaceFolders(trx, id, []);
      await repo.updateOwnSetting(trx, ownerId, id, { ...values, is_default: isDefault || first });
    } else {
      await repo.insertSetting(trx, { id, owner_id: ownerId, ...values, is_default: isDefault || first });
    }
    if (isDefault || first) await repo.clearOtherDefaults(trx, ownerId, id);
    await publishEvent(trx, { type: 'mail.accounts', userIds: [ownerId], data: { accountId: id } });
    return settingRowOf((await repo.findOwnSetting(trx, ownerId, id))!);
  });
}

export const listSettings = (db: Database, ownerId: string, body: QueryBody): Promise<PageResult<MailSettingRow>> =>
  filteredPage(body, repo.settingFilters, async (q) => {
    const page = await repo.pageSettings(db, ownerId, q);
    return { rows: page.rows.map(settingRowOf), total: page.total };
  });

/** Removes the caller's accounts with their folders and mails here (the IMAP mailbox is not touched). */
export async function removeSettings(db: Database, ownerId: string, ids: string[]): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const n = await repo.removeOwnSettings(trx, ownerId, ids);
    if (n) await publishEvent(trx, { type: 'mail.accounts', userIds: [ownerId] });
    return n;
  });
}

/** The caller's accounts with their folders and unread counts. */
export async function mailTree(db: Database, ownerId: string): Promise<MailTreeAccount[]> {
  const [accounts, all] = await Promise.all([repo.ownSettings(db, ownerId), folders.ownFolders(db, ownerId)]);
  return accounts.map((a) => {
    const own = all.filter((f) => f.account_id === a.id);
    return {
      id: a.id,
      mailAddress: a.mail_address,
      nickName: a.nick_name,
      isDefault: a.is_default,
      unread: own.reduce((n, f) => n + f.unread, 0),
      syncState: a.sync_state as MailSyncState,
      lastSyncTime: a.last_sync_time ? a.last_sync_time.toISOString() : null,
      folders: own.map((f) => ({
        id: f.id,
        accountId: f.account_id,
        path: f.path,
        parentPath: f.parent_path,
        name: f.name,
        specialUse: f.special_use as MailSpecialUse,
        total: f.total,
        unread: f.unread,
      })),
    };
  });
}
