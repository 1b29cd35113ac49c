import {
  MAIL_CALLS as M,
  type MailDetail,
  type MailLinkmanRow,
  type MailSendBody,
  type MailSettingBody,
  type MailSettingRow,
  type MailSuggestion,
  type MailSyncProgress,
  type MailTreeAccount,
} from '@contract/mail';
import { answer } from '../call';
import { fail } from '../envelope';

/** One in-memory mailbox of the caller: accounts (with their folders), mails, contacts; what the calls did. */
export interface MailStore {
  accounts: MailTreeAccount[];
  /** the stored settings and password of each account (never answered) */
  settings: Array<MailSettingRow & { password: string }>;
  mails: MailDetail[];
  linkmen: MailLinkmanRow[];
  suggestions: MailSuggestion[];
  sent: MailSendBody[];
  /** each call as `name` or `name:detail`, in order */
  calls: string[];
  /** what syncState answers, one after another (the last one stays) */
  syncStates: MailSyncProgress[];
  /** saveSetting/testSetting answers this refusal (e.g. mail.authFailed) when set */
  refuseSettings?: string;
  /** a mail's HTML as answered with allowRemote=true (its remote pictures' addresses), by id */
  remoteHtml?: Record<string, string>;
}

export function mailAccount(n = 1, unread = 2): MailTreeAccount {
  const id = `acc-${n}`;
  const folder = (key: string, name: string, specialUse: MailTreeAccount['folders'][number]['specialUse'], u = 0) => ({
    id: `${id}-${key}`,
    accountId: id,
    path: name,
    parentPath: null,
    name,
    specialUse,
    total: 0,
    unread: u,
  });
  return {
    id,
    mailAddress: `user${n}@example.com`,
    nickName: '',
    isDefault: n === 1,
    unread,
    syncState: 'idle',
    lastSyncTime: null,
    folders: [
      folder('inbox', 'INBOX', 'inbox', unread),
      folder('sent', 'Sent', 'sent'),
      folder('trash', 'Trash', 'trash'),
      { ...folder('projects', 'Projects', null, 1), path: 'INBOX/Projects', parentPath: 'INBOX' },
    ],
  };
}

export function mailRows(n: number, folderId = 'acc-1-inbox', unread = 2): MailDetail[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `m-${i + 1}`,
    accountId: folderId.split('-').slice(0, 2).join('-'),
    folderId,
    uid: i + 1,
    subject: `Subject ${i + 1}`,
    from: { name: `Sender ${i + 1}`, address: `sender${i + 1}@example.com` },
    to: [{ name: '', address: 'user1@example.com' }],
    cc: [],
    date: '2026-03-02T01:00:00.000Z',
    isRead: i < unread ? 0 : 1,
    hasAttachment: i === 0,
    size: 1200,
    snippet: '',
    bcc: [],
    replyTo: [],
    messageId: `<m-${i + 1}@example.com>`,
    html: `<p>Body ${i + 1}</p>`,
    text: `Body ${i + 1}`,
    hasRemoteImages: false,
    remoteImagesAllowed: false,
    attachments:
      i === 0
        ? [
            {
              fileId: 'f-att-1',
              fileName: 'report.pdf',
              contentType: 'application/pdf',
              size: 2048,
              inline: false,
              contentId: null,
              downloadUrl: '/system/file/v1/downloadFile?fileId=f-att-1',
            },
          ]
        : [],
  }));
}

export function mailStore(over: Partial<MailStore> = {}): MailStore {
  const accounts = over.accounts ?? [mailAccount(1)];
  return {
    accounts,
    settings: accounts.map((a) => ({
      id: a.id,
      mailAddress: a.mailAddress,
      nickName: a.nickName,
      userName: a.mailAddress,
      imapHost: 'imap.example.com',
      imapPort: 993,
      imapSsl: true,
      smtpHost: 'smtp.example.com',
      smtpPort: 465,
      smtpSsl: true,
      isDefault: a.isDefault,
      hasPassword: true,
      syncState: a.syncState,
      lastSyncTime: a.lastSyncTime,
      createTime: '2026-03-01T00:00:00.000Z',
      password: 'stored-secret',
    })),
    mails: mailRows(3),
    linkmen: [],
    suggestions: [],
    sent: [],
    calls: [],
    syncStates: [syncProgress('acc-1', 'done', 10, 10)],
    ...over,
  };
}

export function syncProgress(accountId: string, state: MailSyncProgress['state'], done: number, total: number): MailSyncProgress {
  return { accountId, state, done, total, fetched: done, error: null, startTime: null, endTime: null };
}

const idsOf = (query: URLSearchParams) => (query.get('ids') ?? '').split(',').filter(Boolean);
const rowOf = (m: MailDetail) => {
  const {
    bcc: _b,
    replyTo: _r,
    messageId: _m,
    html: _h,
    text: _t,
    hasRemoteImages: _x,
    remoteImagesAllowed: _y,
    attachments: _a,
    ...row
  } = m;
  return row;
};
const publicSetting = ({ password: _password, ...row }: MailStore['settings'][number]) => row;

/** The mail calls over one mutable store, as the server answers them for the caller's own rows. */
export function mailHandlers(store: MailStore = mailStore()) {
  const saveOrTest = (name: 'save' | 'test', body: Partial<MailSettingBody> | undefined, query: URLSearchParams) => {
    const keep = query.get('isOriginPwd') === 'true';
    store.calls.push(`${name}:${JSON.stringify({ keep, id: body?.id ?? query.get('id'), password: body?.password ?? null })}`);
    if (store.refuseSettings) return fail(400, store.refuseSettings);
    return null;
  };
  return [
    answer(M.tree, () => {
      store.calls.push('tree');
      return store.accounts;
    }),
    answer(M.presets, ({ query }) => {
      const domain = (query.get('address') ?? '').split('@')[1] ?? '';
      store.calls.push(`presets:${domain}`);
      return domain === 'gmail.com'
        ? [
            {
              source: 'provider' as const,
              name: 'Gmail',
              imapHost: 'imap.gmail.com',
              imapPort: 993,
              imapSsl: true,
              smtpHost: 'smtp.gmail.com',
              smtpPort: 465,
              smtpSsl: true,
            },
          ]
        : domain === 'corp.example'
          ? [
              {
                source: 'company' as const,
                name: '',
                imapHost: 'mail.corp.example',
                imapPort: 143,
                imapSsl: false,
                smtpHost: 'mail.corp.example',
                smtpPort: 587,
                smtpSsl: false,
              },
            ]
          : [];
    }),
    answer(M.listSettings, () => {
      store.calls.push('listSettings');
      return { rows: store.settings.map(publicSetting), total: store.settings.length, page: 1, pageSize: 100 };
    }),
    answer(M.saveSetting, ({ body, query }) => {
      const refused = saveOrTest('save', body, query);
      if (refused) return refused;
      const old = store.settings.find((s) => s.id === body.id);
      const keep = query.get('isOriginPwd') === 'true';
      const row = {
        ...(old ?? { id: `acc-${store.settings.length + 1}`, syncState: 'idle' as const, lastSyncTime: null, createTime: '2026-03-03' }),
        mailAddress: body.mailAddress,
        nickName: body.nickName ?? '',
        userName: body.userName || body.mailAddress,
        imapHost: body.imapHost,
        imapPort: body.imapPort,
        imapSsl: body.imapSsl,
        smtpHost: body.smtpHost,
        smtpPort: body.smtpPort,
        smtpSsl: body.smtpSsl,
        isDefault: body.isDefault ?? false,
        hasPassword: true,
        password: keep && old ? old.password : (body.password ?? ''),
      };
      if (old) Object.assign(old, row);
      else store.settings.push(row);
      return publicSetting(row);
    }),
    answer(M.testSetting, ({ body, query }) => saveOrTest('test', body, query) ?? { imap: true, smtp: true }),
    answer(M.removeSettings, ({ query }) => {
      const ids = idsOf(query);
      store.calls.push(`removeSettings:${ids.join(',')}`);
      store.settings = store.settings.filter((s) => !ids.includes(s.id));
      store.accounts = store.accounts.filter((a) => !ids.includes(a.id));
      return { count: ids.length };
    }),
    answer(M.sync, ({ query }) => {
      store.calls.push(`sync:${query.get('id')}`);
      return syncProgress(query.get('id') ?? '', 'running', 0, 10);
    }),
    answer(M.syncState, ({ query }) => {
      store.calls.push(`syncState:${query.get('id')}`);
      const next = store.syncStates.length > 1 ? store.syncStates.shift() : store.syncStates[0];
      return next ?? syncProgress(query.get('id') ?? '', 'idle', 0, 0);
    }),
    answer(M.list, ({ body }) => {
      const querys = body.querys ?? [];
      const folder = querys.find((q) => q.property === 'folder')?.value;
      const text = String(querys.find((q) => q.property === 'subject')?.value ?? '').toLowerCase();
      store.calls.push(`list:${JSON.stringify({ folder, text, page: body.pageBean?.page })}`);
      const rows = store.mails.filter(
        (m) => m.folderId === folder && (!text || m.subject.toLowerCase().includes(text) || m.from.address.includes(text)),
      );
      const { page = 1, pageSize = 20 } = body.pageBean ?? {};
      return { rows: rows.slice((page - 1) * pageSize, page * pageSize).map(rowOf), total: rows.length, page, pageSize };
    }),
    answer(M.get, ({ query }) => {
      const id = query.get('id');
      const allow = query.get('allowRemote') === 'true';
      store.calls.push(`get:${id}${allow ? ':remote' : ''}`);
      const m = store.mails.find((r) => r.id === id);
      if (!m) return fail(404, 'Not found');
      m.isRead = 1;
      const html = allow ? (store.remoteHtml?.[m.id] ?? m.html) : m.html;
      return { ...m, html, remoteImagesAllowed: allow && m.hasRemoteImages };
    }),
    answer(M.isRead, ({ query }) => {
      store.calls.push(`isRead:${query.get('id')}`);
      const m = store.mails.find((r) => r.id === query.get('id'));
      if (m) m.isRead = 1;
      return { count: m ? 1 : 0 };
    }),
    answer(M.remove, ({ query }) => {
      const ids = idsOf(query);
      store.calls.push(`remove:${ids.join(',')}:${query.get('type')}`);
      store.mails = store.mails.filter((m) => !ids.includes(m.id));
      return { count: ids.length };
    }),
    answer(M.send, ({ body }) => {
      store.calls.push('send');
      store.sent.push(body);
      // as the server does: the copy is in the account's Sent folder at once
      const account = store.accounts.find((a) => a.id === body.accountId) ?? store.accounts[0];
      const sentFolder = account?.folders.find((f) => f.specialUse === 'sent');
      const n = store.sent.length;
      if (account && sentFolder) {
        const addresses = (list: string[] | undefined) => (list ?? []).map((address) => ({ name: '', address }));
        store.mails.unshift({
          ...mailRows(1, sentFolder.id, 0)[0]!,
          id: `sent-${n}`,
          accountId: account.id,
          subject: body.subject,
          from: { name: account.nickName, address: account.mailAddress },
          to: addresses(body.to),
          cc: addresses(body.cc),
          hasAttachment: Boolean(body.fileIds?.length),
          attachments: [],
          html: body.html,
          messageId: `<sent-${n}@example.com>`,
        });
      }
      return { messageId: `<sent-${n}@example.com>`, savedToSent: Boolean(sentFolder) };
    }),
    answer(M.listLinkmen, ({ body }) => {
      const { page = 1, pageSize = 10 } = body.pageBean ?? {};
      return { rows: store.linkmen.slice((page - 1) * pageSize, page * pageSize), total: store.linkmen.length, page, pageSize };
    }),
    answer(M.saveLinkman, ({ body }) => {
      store.calls.push(`saveLinkman:${body.mailAddress}`);
      const old = store.linkmen.find((l) => l.id === body.id);
      const row = {
        ...(old ?? { id: `lm-${store.linkmen.length + 1}`, useCount: 0, lastUseTime: null, createTime: '2026-03-03' }),
        ...body,
      } as MailLinkmanRow;
      if (old) Object.assign(old, row);
      else store.linkmen.push(row);
      return row;
    }),
    answer(M.removeLinkmen, ({ query }) => {
      const ids = idsOf(query);
      store.calls.push(`removeLinkmen:${ids.join(',')}`);
      store.linkmen = store.linkmen.filter((l) => !ids.includes(l.id));
      return { count: ids.length };
    }),
    answer(M.suggest, ({ query }) => {
      const q = (query.get('query') ?? '').toLowerCase();
      return store.suggestions.filter((s) => s.name.toLowerCase().includes(q) || s.mailAddress.includes(q));
    }),
  ];
}
