import type { MailSettingRow, MailSyncProgress, MailSyncState } from '../../../contract/mail.js';
import type { ServerConfig } from '../config.js';
import { t, type Lang, type Params } from '../lib/i18n.js';
import { checkMailHosts, type MailServerSettings } from './connect.js';
import type { SettingRecord } from './repo-settings.js';
import { decryptPassword, mailKey } from './secret.js';

export type MailConfig = Pick<ServerConfig, 'mailSecretKey' | 'dataDir' | 'mailHosts' | 'mailMaxBytes' | 'mailCompanyServer'>;

/** Where an account's servers are: the same in what the server connects with and in what it answers. */
const serversOf = (r: SettingRecord) => ({
  imapHost: r.imap_host,
  imapPort: r.imap_port,
  imapSsl: r.imap_ssl,
  smtpHost: r.smtp_host,
  smtpPort: r.smtp_port,
  smtpSsl: r.smtp_ssl,
});

/** The account's connection settings with its password decrypted (never leaves the server). */
export function serverSettingsOf(config: MailConfig, r: SettingRecord): MailServerSettings {
  // an account saved before the company narrowed MAIL_HOSTS is not reached any more
  const anyAddress = checkMailHosts([r.imap_host, r.smtp_host], config.mailHosts);
  return {
    anyAddress,
    mailAddress: r.mail_address,
    userName: r.user_name,
    password: decryptPassword(mailKey(config), r.id, r.password_enc),
    ...serversOf(r),
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** An account as answered: never the password. */
export function settingRowOf(r: SettingRecord): MailSettingRow {
  return {
    id: r.id,
    mailAddress: r.mail_address,
    nickName: r.nick_name,
    userName: r.user_name,
    ...serversOf(r),
    isDefault: r.is_default,
    hasPassword: r.password_enc.length > 0,
    syncState: r.sync_state as MailSyncState,
    lastSyncTime: iso(r.last_sync_time),
    createTime: r.create_time.toISOString(),
  };
}

/** A sync failure as stored: a server.json key and its parameters. */
export const syncErrorOf = (key: string, params: Params = {}) => JSON.stringify({ key, params });

function syncErrorText(stored: string | null, lang: Lang): string | null {
  if (!stored) return null;
  try {
    const { key, params } = JSON.parse(stored) as { key: string; params?: Params };
    return t(lang, key, params ?? {});
  } catch {
    return t(lang, 'mail.syncFailed');
  }
}

export function progressOf(r: SettingRecord, lang: Lang): MailSyncProgress {
  return {
    accountId: r.id,
    state: r.sync_state as MailSyncState,
    done: r.sync_done,
    total: r.sync_total,
    fetched: r.sync_fetched,
    error: syncErrorText(r.sync_error, lang),
    startTime: iso(r.sync_start),
    endTime: iso(r.sync_end),
  };
}
