import { Type, type Static } from 'typebox';
import { call } from './call.js';
import { MESSAGE_CATEGORIES } from './messages.js';

/**
 * Notice channels (issue 16): per user, for each message category, email and an outgoing webhook
 * besides the in-app message (always on); one company webhook set by administrators; the delivery log;
 * and the approve-from-mail links (server-rendered confirm page, reachable without signing in).
 */

const Categories = Type.Array(Type.String({ maxLength: 16 }), { maxItems: MESSAGE_CATEGORIES.length });

export const NotifySetting = Type.Object({
  /** The language of mails and webhook texts. */
  lang: Type.String(),
  emailCategories: Categories,
  webhookCategories: Categories,
  webhookUrl: Type.Union([Type.String(), Type.Null()]),
  /** Whether a webhook secret exists (the secret itself is shown once, when made). */
  hasSecret: Type.Boolean(),
  /** The address mails go to (the user centre's), null when none. */
  email: Type.Union([Type.String(), Type.Null()]),
  /** Whether the server has a mail transport (NOTICE_SMTP_URL). */
  emailAvailable: Type.Boolean(),
  isAdmin: Type.Boolean(),
  /** A webhook secret made by this save (the first webhook target): shown this once. */
  secret: Type.Optional(Type.String()),
});
export type NotifySetting = Static<typeof NotifySetting>;

export const SaveNotifySetting = Type.Object({
  lang: Type.Union([Type.Literal('zh-CN'), Type.Literal('en-US'), Type.Literal('id')]),
  emailCategories: Categories,
  webhookCategories: Categories,
  webhookUrl: Type.Union([Type.String({ maxLength: 1000 }), Type.Null()]),
});
export type SaveNotifySetting = Static<typeof SaveNotifySetting>;

export const CompanyHook = Type.Object({
  url: Type.Union([Type.String(), Type.Null()]),
  enabled: Type.Boolean(),
  categories: Categories,
  hasSecret: Type.Boolean(),
});
export type CompanyHook = Static<typeof CompanyHook>;

export const SaveCompanyHook = Type.Object({
  url: Type.Union([Type.String({ maxLength: 1000 }), Type.Null()]),
  enabled: Type.Boolean(),
  categories: Categories,
});
export type SaveCompanyHook = Static<typeof SaveCompanyHook>;

/** A new webhook secret: shown this once. */
export const NewSecret = Type.Object({ secret: Type.String() });

export const Delivery = Type.Object({
  id: Type.String(),
  channel: Type.Union([Type.Literal('email'), Type.Literal('webhook')]),
  target: Type.String(),
  hook: Type.Union([Type.Literal('user'), Type.Literal('company'), Type.Null()]),
  category: Type.String(),
  status: Type.Union([Type.Literal('queued'), Type.Literal('sent'), Type.Literal('failed')]),
  attempts: Type.Integer(),
  lastError: Type.Union([Type.String(), Type.Null()]),
  createTime: Type.String(),
  updateTime: Type.String(),
});
export type Delivery = Static<typeof Delivery>;

export const MailLinkParams = Type.Object({ token: Type.String({ minLength: 10, maxLength: 100 }) });
export const MailLinkQuery = Type.Object({ lang: Type.Optional(Type.String({ maxLength: 16 })) });
/** The confirm form: the opinion (required to reject). */
export const MailLinkBody = Type.Object({ opinion: Type.Optional(Type.String({ maxLength: 2000 })) });

const SETTING = '/innermsg/notifySetting/v1';

export const NOTIFY_CALLS = {
  getSetting: call({ method: 'GET', path: `${SETTING}/get`, answer: NotifySetting }),
  saveSetting: call({ method: 'POST', path: `${SETTING}/save`, body: SaveNotifySetting, answer: NotifySetting }),
  /** Makes a new webhook secret (the old one stops verifying); the answer is the only time it is shown. */
  newSecret: call({ method: 'POST', path: `${SETTING}/newSecret`, answer: NewSecret }),
  deliveries: call({ method: 'GET', path: `${SETTING}/deliveries`, answer: Type.Array(Delivery) }),
  getCompanyHook: call({ method: 'GET', path: `${SETTING}/companyHook`, answer: CompanyHook }),
  saveCompanyHook: call({ method: 'POST', path: `${SETTING}/companyHook`, body: SaveCompanyHook, answer: CompanyHook }),
  newCompanySecret: call({ method: 'POST', path: `${SETTING}/companyHook/newSecret`, answer: NewSecret }),
  /** The confirm page of a mail link (HTML): a GET never decides. */
  mailLinkPage: call({ method: 'GET', path: '/notify/mail/:token', params: MailLinkParams, query: MailLinkQuery, public: true }),
  /** The decision (a form POST from the confirm page), answered as a page. */
  mailLinkDecide: call({
    method: 'POST',
    path: '/notify/mail/:token',
    params: MailLinkParams,
    query: MailLinkQuery,
    body: MailLinkBody,
    public: true,
  }),
};
