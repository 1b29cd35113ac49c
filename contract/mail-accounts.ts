import { Type, type Static } from 'typebox';
import { Nullable } from './common.js';

/** Mail accounts (mailSetting), their folder tree and the sync progress: the schemas of contract/mail.ts. */

const Port = Type.Integer({ minimum: 1, maximum: 65535 });
const Host = Type.String({ minLength: 1, maxLength: 255 });

/** An account as saved or tested. `password` may be left out (or empty) with isOriginPwd=true to keep the stored one. */
export const MailSettingBody = Type.Object({
  /** Present when an existing account is changed. */
  id: Type.Optional(Type.String({ maxLength: 64 })),
  mailAddress: Type.String({ minLength: 3, maxLength: 254 }),
  /** The sender name shown to receivers. */
  nickName: Type.Optional(Type.String({ maxLength: 100 })),
  /** The IMAP/SMTP login; the address when left out or empty. */
  userName: Type.Optional(Type.String({ maxLength: 254 })),
  password: Type.Optional(Type.String({ maxLength: 500 })),
  imapHost: Host,
  imapPort: Port,
  /** TLS from the start (993); false means plain or STARTTLS when offered. */
  imapSsl: Type.Boolean(),
  smtpHost: Host,
  smtpPort: Port,
  /** TLS from the start (465); false means plain or STARTTLS when offered. */
  smtpSsl: Type.Boolean(),
  /** The account compose uses by default. */
  isDefault: Type.Optional(Type.Boolean()),
});
export type MailSettingBody = Static<typeof MailSettingBody>;

/** What test takes: the settings to test (all of MailSettingBody), or nothing with `?id` (the stored account). */
export const MailTestBody = Type.Partial(MailSettingBody);
export type MailTestBody = Static<typeof MailTestBody>;

/** isOriginPwd=true: keep (or, for test, use) the stored password of `id`; the body's password is ignored. */
export const OriginPwdQuery = Type.Object({ isOriginPwd: Type.Optional(Type.Boolean()) });

/**
 * test: either `?id` (test the stored account as it is, no body) or the settings in the body
 * (with `?isOriginPwd=true` and `body.id`, the stored password of that account).
 */
export const MailTestQuery = Type.Object({
  id: Type.Optional(Type.String({ maxLength: 64 })),
  isOriginPwd: Type.Optional(Type.Boolean()),
});

export const MailSyncState = Type.Union([
  Type.Literal('idle'),
  Type.Literal('queued'),
  Type.Literal('running'),
  Type.Literal('done'),
  Type.Literal('failed'),
]);
export type MailSyncState = Static<typeof MailSyncState>;

/** An account's two servers: where it reads (IMAP) and where it sends (SMTP). */
const SERVER_FIELDS = {
  imapHost: Type.String(),
  imapPort: Type.Integer(),
  imapSsl: Type.Boolean(),
  smtpHost: Type.String(),
  smtpPort: Type.Integer(),
  smtpSsl: Type.Boolean(),
};

/** The two servers' settings by themselves (the portal's account form and the server's connection share them). */
export const MailServers = Type.Object(SERVER_FIELDS);
export type MailServers = Static<typeof MailServers>;

/** An account as listed: never the password, only whether one is stored. */
export const MailSettingRow = Type.Object({
  id: Type.String(),
  mailAddress: Type.String(),
  nickName: Type.String(),
  userName: Type.String(),
  ...SERVER_FIELDS,
  isDefault: Type.Boolean(),
  hasPassword: Type.Boolean(),
  syncState: MailSyncState,
  lastSyncTime: Nullable(Type.String()),
  createTime: Type.String(),
});
export type MailSettingRow = Static<typeof MailSettingRow>;

/** What a test found: both servers reached and logged in to (a failure answers 400 mail.authFailed / mail.unreachable). */
export const MailTestResult = Type.Object({ imap: Type.Boolean(), smtp: Type.Boolean() });
export type MailTestResult = Static<typeof MailTestResult>;

// ---------------------------------------------------------------------------------------------------------
// Folder tree

/** Special folders by their IMAP special-use flag (INBOX is `inbox`); null for ordinary folders. */
export const MailSpecialUse = Nullable(
  Type.Union([
    Type.Literal('inbox'),
    Type.Literal('sent'),
    Type.Literal('drafts'),
    Type.Literal('trash'),
    Type.Literal('junk'),
    Type.Literal('archive'),
  ]),
);
export type MailSpecialUse = Static<typeof MailSpecialUse>;

/** A folder; the tree is flat, ordered so that a parent comes before its children (build it by parentPath). */
export const MailFolder = Type.Object({
  id: Type.String(),
  accountId: Type.String(),
  /** The full IMAP path, e.g. `INBOX/Projects`. */
  path: Type.String(),
  parentPath: Nullable(Type.String()),
  /** The last part of the path (decoded). */
  name: Type.String(),
  specialUse: MailSpecialUse,
  total: Type.Integer(),
  unread: Type.Integer(),
});
export type MailFolder = Static<typeof MailFolder>;

export const MailTreeAccount = Type.Object({
  id: Type.String(),
  mailAddress: Type.String(),
  nickName: Type.String(),
  isDefault: Type.Boolean(),
  unread: Type.Integer(),
  syncState: MailSyncState,
  lastSyncTime: Nullable(Type.String()),
  folders: Type.Array(MailFolder),
});
export type MailTreeAccount = Static<typeof MailTreeAccount>;

// ---------------------------------------------------------------------------------------------------------
// Sync

/** The sync of one account: `done` of `total` messages looked at; `fetched` is how many new ones were stored. */
export const MailSyncProgress = Type.Object({
  accountId: Type.String(),
  state: MailSyncState,
  done: Type.Integer(),
  total: Type.Integer(),
  fetched: Type.Integer(),
  /** The reason of a failed sync in the caller's language. */
  error: Nullable(Type.String()),
  startTime: Nullable(Type.String()),
  endTime: Nullable(Type.String()),
});
export type MailSyncProgress = Static<typeof MailSyncProgress>;

/**
 * Server settings offered for an address (issue 29.17): a well-known provider of its domain, or the company's own
 * mail server (MAIL_COMPANY_IMAP / MAIL_COMPANY_SMTP). They only fill the form: saving and testing check the hosts
 * against the outbound-address policy (MAIL_HOSTS) as for hosts typed by hand.
 */
export const MailServerPreset = Type.Object({
  source: Type.Union([Type.Literal('provider'), Type.Literal('company')]),
  /** the provider's name (Gmail, QQ Mail…); empty for the company's server */
  name: Type.String(),
  ...SERVER_FIELDS,
});
export type MailServerPreset = Static<typeof MailServerPreset>;

export const MailPresetQuery = Type.Object({ address: Type.String({ minLength: 1, maxLength: 254 }) });
