import net from 'node:net';
import { ImapFlow } from 'imapflow';
import { afterAll, beforeAll, expect } from 'vitest';
import { MAIL_TEST_HOST, startMailTestServer, type MailTestServer } from '../../scripts/mail-test-server.mjs';
import { startWorkers } from '../../server/src/workers.js';
import type { RunningJobs } from '../../server/src/jobs/boss.js';
import type { Inject } from './portal-helpers.js';
import type { TestContext } from './support/test-app.js';

/** The password of every test mailbox. */
export const MAIL_PASSWORD = 'Mail@2026';
export const addressOf = (account: string) => `${account}@example.com`;

export const MAIL = '/mail/mail/mail/v1';
export const SETTING = '/mail/mail/mailSetting/v1';
export const LINKMAN = '/mail/mail/mailLinkman/v1';

/**
 * A test file's own Dovecot + SMTP relay with a mailbox per account named, started before its tests. It listens on
 * loopback, which the portal reaches only when MAIL_HOSTS names it: the file's app is given that list, as a company
 * lists its inner mail server.
 */
export function useMailServer(accounts: readonly string[], ctx: TestContext): { server: MailTestServer } {
  const holder = {} as { server: MailTestServer };
  beforeAll(async () => {
    holder.server = await startMailTestServer({ users: accounts.map((a) => ({ address: addressOf(a), password: MAIL_PASSWORD })) });
    ctx.config.mailHosts = [MAIL_TEST_HOST];
  }, 30_000);
  afterAll(async () => {
    await holder.server?.stop();
  });
  return holder;
}

/** This test file's own job worker (the mail-sync queue), polling every half second. */
export function useMailWorker(ctx: TestContext): { jobs: RunningJobs } {
  const holder = {} as { jobs: RunningJobs };
  beforeAll(async () => {
    holder.jobs = await startWorkers(ctx, ctx.url, () => {}, { pollSeconds: 0.5, maintenanceSeconds: 5, expireSeconds: 60, worker: true });
  });
  afterAll(async () => {
    await holder.jobs?.stop();
  });
  return holder;
}

/** The settings body of a mailbox on the test server. */
export const settingsFor = (server: MailTestServer, account: string, password = MAIL_PASSWORD) => ({
  mailAddress: addressOf(account),
  nickName: account,
  password,
  imapHost: server.imap.host,
  imapPort: server.imap.port,
  imapSsl: false,
  smtpHost: server.smtp.host,
  smtpPort: server.smtp.port,
  smtpSsl: false,
});

/** Saves the account of `account`'s mailbox for its portal user; answers the account id. */
export async function addAccount(call: Inject, token: string, server: MailTestServer, account: string): Promise<string> {
  const res = await call({ method: 'POST', url: `${SETTING}/save`, token, payload: settingsFor(server, account) });
  expect(res.json(), res.body).toMatchObject({ state: true });
  return res.json().value.id as string;
}

export interface SyncProgress {
  state: string;
  done: number;
  total: number;
  fetched: number;
  error: string | null;
}

/** Asks for a sync and waits until the job has finished it; answers the final progress. */
export async function syncAndWait(call: Inject, token: string, accountId: string, ms = 40_000): Promise<SyncProgress> {
  const started = await call({ method: 'POST', url: `${MAIL}/sync?id=${accountId}`, token });
  expect(started.json(), started.body).toMatchObject({ state: true });
  const end = Date.now() + ms;
  for (;;) {
    const p = (await call({ url: `${MAIL}/syncState?id=${accountId}`, token })).json().value as SyncProgress;
    if (p.state === 'done' || p.state === 'failed') return p;
    if (Date.now() > end) throw new Error(`sync did not finish: ${JSON.stringify(p)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** An IMAP client logged in to a test mailbox (to change it behind the portal's back). */
export async function imapAs(server: MailTestServer, account: string): Promise<ImapFlow> {
  const client = new ImapFlow({
    host: server.imap.host,
    port: server.imap.port,
    secure: false,
    auth: { user: addressOf(account), pass: MAIL_PASSWORD },
    logger: false,
  });
  client.on('error', () => {});
  await client.connect();
  return client;
}

export interface ListedMail {
  id: string;
  folderId: string;
  uid: number;
  subject: string;
  isRead: 0 | 1;
  hasAttachment: boolean;
  from: { name: string; address: string };
}

/** The caller's mails of a folder (by its special use or path) from listJson. */
export async function listFolder(
  call: Inject,
  token: string,
  accountId: string,
  folder: string,
  extra: object[] = [],
  pageSize = 50,
): Promise<{ rows: ListedMail[]; total: number }> {
  const tree = (await call({ url: `${MAIL}/getMailTreeData`, token })).json().value as {
    id: string;
    folders: { id: string; path: string; specialUse: string | null }[];
  }[];
  const f = tree.find((a) => a.id === accountId)?.folders.find((x) => x.specialUse === folder || x.path === folder);
  if (!f) throw new Error(`no folder ${folder}`);
  const res = await call({
    method: 'POST',
    url: `${MAIL}/listJson`,
    token,
    payload: { pageBean: { page: 1, pageSize }, querys: [{ property: 'folder', value: f.id }, ...extra] },
  });
  expect(res.json(), res.body).toMatchObject({ state: true });
  return res.json().value;
}

/**
 * A port on 127.0.0.1 that is open but no mail server: it counts the connections it gets and drops each at once (so a
 * connection that was made fails fast instead of waiting for a greeting).
 */
export async function trapPort(): Promise<{ port: number; connections: () => number; close: () => Promise<void> }> {
  let connections = 0;
  const server = net.createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
