import { Type, type Static } from 'typebox';
import { call } from './call.js';
import { IdQuery, Key, Nullable, PageResult, QueryBody } from './common.js';
import {
  MailPresetQuery,
  MailServerPreset,
  MailSettingBody,
  MailSettingRow,
  MailSyncProgress,
  MailTestQuery,
  MailTestBody,
  MailTestResult,
  MailTreeAccount,
  OriginPwdQuery,
} from './mail-accounts.js';

export * from './mail-accounts.js';

/**
 * Mail (spec 02 §7 "Mail"): the caller's own IMAP/SMTP accounts, their folders and mails, sending, and
 * the caller's mail contacts (linkmen). Every call works on the caller's own rows only; another user's
 * id answers 404 as if it did not exist.
 *
 * Paths: module root `/mail`, then `/mail/<entity>/v1/<call>` as the spec spells getMailTreeData
 * (`/mail/mail/mail/v1/getMailTreeData`). getMailAndUserData has no entity in the spec; it lives under
 * mailLinkman (it suggests addresses from the contacts and the portal users).
 */

/** `ids` of the remove calls: a comma-separated list (or repeated parameter). */
const Ids = Type.Union([Type.String({ minLength: 1, maxLength: 8000 }), Type.Array(Type.String({ maxLength: 64 }), { maxItems: 500 })]);
export const MailIdsQuery = Type.Object({ ids: Ids });

/** How many rows a call changed: rows of other users or unknown ids are not counted (and not touched). */
export const MailChangedCount = Type.Object({ count: Type.Integer() });
export type MailChangedCount = Static<typeof MailChangedCount>;

/** One address of a mail: the display name may be empty. */
export const MailAddress = Type.Object({ name: Type.String(), address: Type.String() });
export type MailAddress = Static<typeof MailAddress>;

// ---------------------------------------------------------------------------------------------------------
// Mails

/**
 * Filterable properties of mail listJson; others are refused (400). folder = folder id, account = account id,
 * from = sender name or address, isRead 0/1, date = the mail's date, hasAttachment 0/1.
 */
export const MAIL_FILTERS = ['folder', 'account', 'subject', 'from', 'isRead', 'date', 'hasAttachment'] as const;
/** Sortable properties of mail listJson (default: date DESC). */
export const MAIL_SORTS = ['date', 'subject', 'from', 'size'] as const;

export const MailRow = Type.Object({
  id: Type.String(),
  accountId: Type.String(),
  folderId: Type.String(),
  uid: Type.Integer(),
  subject: Type.String(),
  from: MailAddress,
  to: Type.Array(MailAddress),
  cc: Type.Array(MailAddress),
  /** ISO date of the mail (its Date header, else the server's arrival time). */
  date: Type.String(),
  /** 0 unread, 1 read. */
  isRead: Type.Union([Type.Literal(0), Type.Literal(1)]),
  hasAttachment: Type.Boolean(),
  size: Type.Integer(),
  /** The first characters of the plain text, once the mail was opened; else empty. */
  snippet: Type.String(),
});
export type MailRow = Static<typeof MailRow>;

/** An attachment of an opened mail, stored in the file service (download it there with the fileId). */
export const MailAttachment = Type.Object({
  fileId: Type.String(),
  fileName: Type.String(),
  contentType: Type.String(),
  size: Type.Integer(),
  /** An inline part (a `cid:` picture of the HTML). */
  inline: Type.Boolean(),
  contentId: Nullable(Type.String()),
  downloadUrl: Type.String(),
});
export type MailAttachment = Static<typeof MailAttachment>;

export const MailDetail = Type.Intersect([
  MailRow,
  Type.Object({
    bcc: Type.Array(MailAddress),
    replyTo: Type.Array(MailAddress),
    messageId: Nullable(Type.String()),
    /** Sanitized HTML (a plain-text mail is turned into HTML); remote pictures blocked unless allowed. */
    html: Type.String(),
    text: Type.String(),
    /** The mail has `http(s)` pictures (blocked unless allowRemote=true). */
    hasRemoteImages: Type.Boolean(),
    remoteImagesAllowed: Type.Boolean(),
    attachments: Type.Array(MailAttachment),
    /** Said when the mail is larger than the server downloads: only its text was read, its attachments left on its server. */
    notice: Type.Optional(Type.String()),
  }),
]);
export type MailDetail = Static<typeof MailDetail>;

export const MailGetQuery = Type.Object({ id: Key(), allowRemote: Type.Optional(Type.Boolean()) });

/** isRead?id marks the mail read (or unread with read=false), on the IMAP server too. */
export const MailReadQuery = Type.Object({ id: Key(), read: Type.Optional(Type.Boolean()) });

/**
 * remove?ids&type: `trash` moves the mails to the account's Trash folder (mails already in Trash are deleted
 * for ever); `delete` deletes them for ever on the IMAP server and here.
 */
export const MailRemoveType = Type.Union([Type.Literal('trash'), Type.Literal('delete')]);
export type MailRemoveType = Static<typeof MailRemoveType>;
export const MailRemoveQuery = Type.Object({ ids: Ids, type: Type.Optional(MailRemoveType) });

const AddressList = Type.Array(Type.String({ minLength: 3, maxLength: 254 }), { maxItems: 200 });

export const MailSendBody = Type.Object({
  /** The sending account (the caller's own); the default account when left out. */
  accountId: Type.Optional(Type.String({ maxLength: 64 })),
  to: AddressList,
  cc: Type.Optional(AddressList),
  bcc: Type.Optional(AddressList),
  subject: Type.String({ maxLength: 998 }),
  /** The body as HTML; sanitized before it is sent. */
  html: Type.String({ maxLength: 2_000_000 }),
  /** Files from the file service (uploaded by the caller or visible to the caller). */
  fileIds: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 50 })),
  /** A reply to this mail: In-Reply-To/References set (the subject is sent as given). */
  replyId: Type.Optional(Type.String({ maxLength: 64 })),
  /** A forward of this mail: its attachments are sent along. */
  forwardId: Type.Optional(Type.String({ maxLength: 64 })),
});
export type MailSendBody = Static<typeof MailSendBody>;

export const MailSendResult = Type.Object({
  /** The Message-ID header of the sent mail. */
  messageId: Type.String(),
  /** Whether the copy was appended to the Sent folder. */
  savedToSent: Type.Boolean(),
});
export type MailSendResult = Static<typeof MailSendResult>;

// ---------------------------------------------------------------------------------------------------------
// Contacts (mailLinkman) and address suggestions

export const MailLinkmanBody = Type.Object({
  id: Type.Optional(Type.String({ maxLength: 64 })),
  name: Type.String({ maxLength: 100 }),
  mailAddress: Type.String({ minLength: 3, maxLength: 254 }),
});
export type MailLinkmanBody = Static<typeof MailLinkmanBody>;

/** Filterable/sortable properties of mailLinkman listJson. */
export const LINKMAN_FILTERS = ['name', 'mailAddress', 'lastUseTime', 'useCount'] as const;

export const MailLinkmanRow = Type.Object({
  id: Type.String(),
  name: Type.String(),
  mailAddress: Type.String(),
  /** How often the caller sent to this address from the portal. */
  useCount: Type.Integer(),
  lastUseTime: Nullable(Type.String()),
  createTime: Type.String(),
});
export type MailLinkmanRow = Static<typeof MailLinkmanRow>;

export const MailSuggestQuery = Type.Object({ query: Type.Optional(Type.String({ maxLength: 100 })) });

/** An address suggestion: a contact of the caller or an active portal user with an email. */
export const MailSuggestion = Type.Object({
  name: Type.String(),
  mailAddress: Type.String(),
  source: Type.Union([Type.Literal('linkman'), Type.Literal('user')]),
  /** The portal user (source user). */
  userId: Nullable(Type.String()),
  account: Nullable(Type.String()),
});
export type MailSuggestion = Static<typeof MailSuggestion>;

// ---------------------------------------------------------------------------------------------------------
// The calls

const MAIL = '/mail/mail/mail/v1';
const SETTING = '/mail/mail/mailSetting/v1';
const LINKMAN = '/mail/mail/mailLinkman/v1';

export const MAIL_CALLS = {
  /** The caller's accounts with their folders and unread counts. */
  tree: call({ method: 'GET', path: `${MAIL}/getMailTreeData`, answer: Type.Array(MailTreeAccount) }),

  /** Tests the settings first; a failing test stores nothing (400 mail.authFailed / mail.unreachable). */
  saveSetting: call({
    method: 'POST',
    path: `${SETTING}/save`,
    query: OriginPwdQuery,
    body: MailSettingBody,
    answer: MailSettingRow,
  }),
  testSetting: call({
    method: 'POST',
    path: `${SETTING}/test`,
    query: MailTestQuery,
    body: Type.Optional(MailTestBody),
    answer: MailTestResult,
  }),
  /** Server settings offered for an address: its provider's, the company's (none: typed by hand). */
  presets: call({ method: 'GET', path: `${SETTING}/presets`, query: MailPresetQuery, answer: Type.Array(MailServerPreset) }),
  listSettings: call({ method: 'POST', path: `${SETTING}/listJson`, body: QueryBody, answer: PageResult(MailSettingRow) }),
  /** Removes the accounts with their stored folders and mails (nothing on the IMAP server). */
  removeSettings: call({ method: 'DELETE', path: `${SETTING}/remove`, query: MailIdsQuery, answer: MailChangedCount }),

  /** Starts the sync of account `id` (or joins the one queued/running) and answers its state. */
  sync: call({ method: 'POST', path: `${MAIL}/sync`, query: IdQuery, answer: MailSyncProgress }),
  /** The progress of the last sync of account `id` (also published live as the `mail.sync` event). */
  syncState: call({ method: 'GET', path: `${MAIL}/syncState`, query: IdQuery, answer: MailSyncProgress }),
  list: call({ method: 'POST', path: `${MAIL}/listJson`, body: QueryBody, answer: PageResult(MailRow) }),
  /** The mail with its body and attachments; marks it read. */
  get: call({ method: 'GET', path: `${MAIL}/getJson`, query: MailGetQuery, answer: MailDetail }),
  remove: call({ method: 'GET', path: `${MAIL}/remove`, query: MailRemoveQuery, answer: MailChangedCount }),
  send: call({ method: 'POST', path: `${MAIL}/send`, body: MailSendBody, answer: MailSendResult }),
  isRead: call({ method: 'GET', path: `${MAIL}/isRead`, query: MailReadQuery, answer: MailChangedCount }),

  saveLinkman: call({ method: 'POST', path: `${LINKMAN}/save`, body: MailLinkmanBody, answer: MailLinkmanRow }),
  listLinkmen: call({ method: 'POST', path: `${LINKMAN}/listJson`, body: QueryBody, answer: PageResult(MailLinkmanRow) }),
  removeLinkmen: call({ method: 'DELETE', path: `${LINKMAN}/remove`, query: MailIdsQuery, answer: MailChangedCount }),
  /** Up to 20 suggestions whose name, account or address contains `query`. */
  suggest: call({
    method: 'GET',
    path: `${LINKMAN}/getMailAndUserData`,
    query: MailSuggestQuery,
    answer: Type.Array(MailSuggestion),
  }),
};
