import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleMessage, seedMailbox } from '../../scripts/mail-test-server.mjs';
import { runSync, SYNC_LEASE_SECONDS } from '../../server/src/mail/sync.js';
import { claimSync } from '../../server/src/mail/repo-settings.js';
import { portalSuite } from './portal-helpers.js';
import { MAIL, addAccount, addressOf, imapAs, listFolder, syncAndWait, useMailServer, useMailWorker } from './mail-support.js';

const suite = portalSuite(['zhangwei', 'lina', 'sunli']);
const mail = useMailServer(['zhangwei', 'lina', 'sunli'], suite.ctx);
useMailWorker(suite.ctx);

const BIG = 2000;
let zhangAccount = '';

beforeAll(async () => {
  seedMailbox(mail.server, addressOf('zhangwei'), BIG);
  seedMailbox(mail.server, addressOf('zhangwei'), 3, { folder: 'Archive', start: 10_000 });
  zhangAccount = await addAccount(suite.call, suite.zhangwei.token, mail.server, 'zhangwei');
});

const folderOf = async (path: string) =>
  suite.ctx.db
    .selectFrom('mail_folder')
    .selectAll()
    .where('account_id', '=', zhangAccount)
    .where('path', '=', path)
    .executeTakeFirstOrThrow();

describe('mail sync', () => {
  it('first sync of a 2,000-message mailbox stores every message, in pages, with progress', async () => {
    const p = await syncAndWait(suite.call, suite.zhangwei.token, zhangAccount);
    expect(p).toMatchObject({ state: 'done', fetched: BIG + 3, error: null });
    expect(p.done).toBe(p.total);
    expect(p.total).toBe(BIG + 3);
    const inbox = await listFolder(suite.call, suite.zhangwei.token, zhangAccount, 'inbox', [], 20);
    expect(inbox.total).toBe(BIG);
    expect(inbox.rows).toHaveLength(20);
    // newest first
    expect(inbox.rows[0].subject).toBe(`Seeded message 00${BIG - 1}`);
    expect(inbox.rows[0]).toMatchObject({ isRead: 0, hasAttachment: false, from: { address: 'seed@example.com' } });
    const tree = (await suite.call({ url: `${MAIL}/getMailTreeData`, token: suite.zhangwei.token })).json().value;
    const folders = tree[0].folders as { path: string; specialUse: string | null; total: number; unread: number }[];
    expect(folders.map((f) => f.specialUse)).toEqual(expect.arrayContaining(['inbox', 'sent', 'trash', 'drafts', 'junk', 'archive']));
    expect(folders.find((f) => f.specialUse === 'inbox')).toMatchObject({ total: BIG, unread: BIG });
    expect(folders.find((f) => f.path === 'Archive')).toMatchObject({ total: 3, unread: 3 });
    expect(tree[0]).toMatchObject({ unread: BIG + 3, syncState: 'done' });
    expect((await folderOf('INBOX')).last_uid).toBe(BIG);
  });

  it('a second sync of the same mailbox fetches nothing new', async () => {
    const p = await syncAndWait(suite.call, suite.zhangwei.token, zhangAccount);
    expect(p).toMatchObject({ state: 'done', fetched: 0 });
    const direct = await runSync(suite.ctx, zhangAccount);
    expect(direct).toMatchObject({ fetched: 0, total: 0 });
    expect((await listFolder(suite.call, suite.zhangwei.token, zhangAccount, 'inbox')).total).toBe(BIG);
  });

  it('follows the server: new mails fetched, read flags updated, removed mails dropped', async () => {
    const client = await imapAs(mail.server, 'zhangwei');
    try {
      const lock = await client.getMailboxLock('INBOX');
      try {
        await client.messageFlagsAdd('1:5', ['\\Seen'], { uid: true });
        await client.messageDelete('6:7', { uid: true });
      } finally {
        lock.release();
      }
      await client.append('INBOX', sampleMessage(addressOf('zhangwei'), 99_999), []);
    } finally {
      await client.logout();
    }
    const p = await syncAndWait(suite.call, suite.zhangwei.token, zhangAccount);
    expect(p).toMatchObject({ state: 'done', fetched: 1 });
    const inbox = await listFolder(suite.call, suite.zhangwei.token, zhangAccount, 'inbox');
    expect(inbox.total).toBe(BIG - 2 + 1);
    const read = await listFolder(suite.call, suite.zhangwei.token, zhangAccount, 'inbox', [{ property: 'isRead', value: 1 }]);
    expect(read.rows.map((r) => r.uid).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
    const tree = (await suite.call({ url: `${MAIL}/getMailTreeData`, token: suite.zhangwei.token })).json().value;
    expect(tree[0].folders.find((f: { specialUse: string }) => f.specialUse === 'inbox')).toMatchObject({
      total: BIG - 1,
      unread: BIG - 6,
    });
  });

  it('a folder whose UIDVALIDITY changed is synced again from scratch', async () => {
    const before = await folderOf('Archive');
    const client = await imapAs(mail.server, 'zhangwei');
    try {
      await client.mailboxDelete('Archive');
      await client.mailboxCreate('Archive');
      for (const i of [1, 2]) await client.append('Archive', sampleMessage(addressOf('zhangwei'), 20_000 + i), []);
    } finally {
      await client.logout();
    }
    const p = await syncAndWait(suite.call, suite.zhangwei.token, zhangAccount);
    expect(p).toMatchObject({ state: 'done', fetched: 2 });
    const after = await folderOf('Archive');
    expect(after.uid_validity).not.toBe(before.uid_validity);
    const archive = await listFolder(suite.call, suite.zhangwei.token, zhangAccount, 'Archive');
    expect(archive.rows.map((r) => r.subject).sort()).toEqual(['Seeded message 020001', 'Seeded message 020002']);
  });

  it('two sync requests at once make one job, and a sync never runs twice for one account', async () => {
    const jobsBefore = await countJobs(zhangAccount);
    const [a, b] = await Promise.all([
      suite.call({ method: 'POST', url: `${MAIL}/sync?id=${zhangAccount}`, token: suite.zhangwei.token }),
      suite.call({ method: 'POST', url: `${MAIL}/sync?id=${zhangAccount}`, token: suite.zhangwei.token }),
    ]);
    expect([a.json().value.state, b.json().value.state]).toEqual(['queued', 'queued']);
    expect((await countJobs(zhangAccount)) - jobsBefore).toBe(1);
    const p = await syncAndWait(suite.call, suite.zhangwei.token, zhangAccount);
    expect(p.state).toBe('done');
    // a sync holding the account's lease keeps every other run out
    expect(await claimSync(suite.ctx.db, zhangAccount, SYNC_LEASE_SECONDS)).toBeTruthy();
    expect(await runSync(suite.ctx, zhangAccount)).toBeNull();
    const joined = await suite.call({ method: 'POST', url: `${MAIL}/sync?id=${zhangAccount}`, token: suite.zhangwei.token });
    expect(joined.json().value.state).toBe('running');
    expect((await countJobs(zhangAccount)) - jobsBefore).toBe(1);
    await suite.ctx.db.updateTable('mail_setting').set({ sync_state: 'done', sync_lease: null }).where('id', '=', zhangAccount).execute();
  });

  it('lists with allow-listed filters only, and only the caller’s own mails', async () => {
    const token = suite.zhangwei.token;
    const bySubject = await listFolder(suite.call, token, zhangAccount, 'inbox', [
      { property: 'subject', value: 'message 001999', operation: 'LIKE' },
    ]);
    expect(bySubject.rows.map((r) => r.subject)).toEqual(['Seeded message 001999']);
    const byFrom = await listFolder(
      suite.call,
      token,
      zhangAccount,
      'inbox',
      [{ property: 'from', value: 'Seeder 3', operation: 'LIKE' }],
      1000,
    );
    expect(byFrom.total).toBeGreaterThan(200);
    expect(byFrom.rows.every((r) => r.from.name === 'Seeder 3')).toBe(true);
    for (const bad of [
      { property: 'owner_id', value: 'x' },
      { property: 'body_html', value: 'x', operation: 'LIKE' },
    ])
      expect((await suite.call({ method: 'POST', url: `${MAIL}/listJson`, token, payload: { querys: [bad] } })).statusCode).toBe(400);
    const inboxId = (await folderOf('INBOX')).id;
    const theirs = await suite.call({
      method: 'POST',
      url: `${MAIL}/listJson`,
      token: suite.lina.token,
      payload: { querys: [{ property: 'folder', value: inboxId }] },
    });
    expect(theirs.json().value).toMatchObject({ total: 0, rows: [] });
    const syncTheirs = await suite.call({ method: 'POST', url: `${MAIL}/sync?id=${zhangAccount}`, token: suite.lina.token });
    expect(syncTheirs.statusCode).toBe(404);
    expect((await suite.call({ url: `${MAIL}/syncState?id=${zhangAccount}`, token: suite.lina.token })).statusCode).toBe(404);
  });

  it('a password changed on the server ends the sync failed with the reason, storing nothing', async () => {
    const sunliAccount = await addAccount(suite.call, suite.sunli.token, mail.server, 'sunli');
    seedMailbox(mail.server, addressOf('sunli'), 5);
    await mail.server.addUser(addressOf('sunli'), 'Changed@2026');
    const started = await suite.call({ method: 'POST', url: `${MAIL}/sync?id=${sunliAccount}`, token: suite.sunli.token, lang: 'en-US' });
    expect(started.statusCode).toBe(200);
    const p = await syncAndWait(suite.call, suite.sunli.token, sunliAccount);
    expect(p.state).toBe('failed');
    const state = (await suite.call({ url: `${MAIL}/syncState?id=${sunliAccount}`, token: suite.sunli.token, lang: 'en-US' })).json().value;
    expect(state.error).toContain('IMAP sign-in failed');
    const count = await suite.ctx.db
      .selectFrom('mail_message')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('account_id', '=', sunliAccount)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });
});

async function countJobs(accountId: string): Promise<number> {
  const r = await sql<{
    n: number;
  }>`select count(*)::int as n from pgboss.job where name = 'mail-sync' and singleton_key = ${accountId}`.execute(suite.ctx.db);
  return r.rows[0].n;
}
