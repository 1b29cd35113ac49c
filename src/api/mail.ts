import type { QueryBody } from '@contract/common';
import {
  MAIL_CALLS as M,
  type MailDetail,
  type MailLinkmanBody,
  type MailLinkmanRow,
  type MailRemoveType,
  type MailRow,
  type MailSendBody,
  type MailServerPreset,
  type MailSettingBody,
  type MailSettingRow,
  type MailSuggestion,
  type MailSyncProgress,
  type MailTreeAccount,
} from '@contract/mail';
import { send } from './call';

export type {
  MailServerPreset,
  MailDetail,
  MailLinkmanBody,
  MailLinkmanRow,
  MailRemoveType,
  MailRow,
  MailSendBody,
  MailSettingBody,
  MailSettingRow,
  MailSuggestion,
  MailSyncProgress,
  MailTreeAccount,
};

/** Mail (spec 02 §7 "Mail"): the caller's own accounts, folders, mails and mail contacts. */

export const getMailTreeData = () => send(M.tree, {});

/** Saves an account (the server tests it first; the dialog shows a refusal itself, so no toast); isOriginPwd keeps the stored password of `body.id`. */
export const saveMailSetting = (body: MailSettingBody, isOriginPwd: boolean) =>
  send(M.saveSetting, { query: isOriginPwd ? { isOriginPwd: true } : {}, body }, { silent: true });
/** Tests the settings in the form (with isOriginPwd, the stored password of `body.id`). */
export const testMailSettings = (body: MailSettingBody, isOriginPwd: boolean) =>
  send(M.testSetting, { query: isOriginPwd ? { isOriginPwd: true } : {}, body }, { silent: true });
/** Tests a stored account as it is (an empty body). */
export const testMailAccount = (id: string) => send(M.testSetting, { query: { id }, body: {} }, { silent: true });
/** Server settings offered for an address (its provider's, the company's); silent: a failure just offers none. */
export const getMailPresets = (address: string) => send(M.presets, { query: { address } }, { silent: true });
export const listMailSettings = (body: QueryBody) => send(M.listSettings, { body });
export const removeMailSettings = (ids: string[]) => send(M.removeSettings, { query: { ids: ids.join(',') } });

/** Starts (or joins) the sync of an account. */
export const syncMailAccount = (id: string) => send(M.sync, { query: { id } });
export const getMailSyncState = (id: string) => send(M.syncState, { query: { id } }, { silent: true });
export const listMails = (body: QueryBody) => send(M.list, { body });
/** The mail with its body; the server marks it read. Remote pictures only when `allowRemote`. */
export const getMail = (id: string, allowRemote: boolean) => send(M.get, { query: allowRemote ? { id, allowRemote: true } : { id } });
export const removeMails = (ids: string[], type: MailRemoveType) => send(M.remove, { query: { ids: ids.join(','), type } });
/** Sends a mail; the compose dialog shows a refusal itself. */
export const sendMail = (body: MailSendBody) => send(M.send, { body }, { silent: true });
export const markMailRead = (id: string, read = true) => send(M.isRead, { query: read ? { id } : { id, read: false } });

export const saveMailLinkman = (body: MailLinkmanBody) => send(M.saveLinkman, { body });
export const listMailLinkmen = (body: QueryBody) => send(M.listLinkmen, { body });
export const removeMailLinkmen = (ids: string[]) => send(M.removeLinkmen, { query: { ids: ids.join(',') } });
/** Address suggestions: the caller's contacts and portal users with an email. */
export const getMailAndUserData = (query: string) => send(M.suggest, { query: { query } }, { silent: true });
