// The mailbox (issue 16): the first sync of a 10,000-message IMAP mailbox through the real server (its pg-boss job,
// pages of 500 UIDs) in messages per second, beside a bare imapflow fetch of the same headers from the same Dovecot in
// the same run; then the mail list at 100,000 stored mails (rows written directly), p50/p99 beside GET /health: a folder
// (its total from the folder's stored counts) and, counted per call, a LIKE filter and the whole account.
import fs from 'node:fs';
import { ImapFlow } from 'imapflow';
import pg from 'pg';
import { fmt, load, postJson, signIn, startServer, tempDir } from './bench/lib.mjs';
import { MAIL_TEST_HOST, dovecotInstalled, seedMailbox, startMailTestServer } from './mail-test-server.mjs';

const out = (row) => console.log(JSON.stringify(row));
const none = { name: '', value: '', unit: '' };
const port = Number(process.env.BENCH_PORT ?? 18947);
const base = `http://127.0.0.1:${port}`;
const MESSAGES = Number(process.env.BENCH_MAILS ?? 10_000);
const STORED = Number(process.env.BENCH_STORED_MAILS ?? 100_000);
const section = 'Mail (IMAP sync and mail list)';
const address = 'zhangwei@example.com';
const password = 'Mail@2026';

if (!dovecotInstalled()) {
  out({ section, name: 'skipped: Dovecot is not installed', value: '', unit: '', reference: none });
  process.exit(0);
}

const mail = await startMailTestServer({ users: [{ address, password }] });
const dataDir = tempDir('mail');
let server;
try {
  seedMailbox(mail, address, MESSAGES);
  const query = { uid: true, envelope: true, flags: true, size: true, bodyStructure: true, internalDate: true };
  const client = new ImapFlow({
    host: '127.0.0.1',
    port: mail.imap.port,
    secure: false,
    auth: { user: address, pass: password },
    logger: false,
  });
  client.on('error', () => {});
  await client.connect();
  // Dovecot indexes the new maildir at its first look: not part of either measure
  await client.status('INBOX', { messages: true });
  const b0 = performance.now();
  const lock = await client.getMailboxLock('INBOX', { readOnly: true });
  let bare = 0;
  try {
    for await (const m of client.fetch('1:*', query, { uid: true })) if (m.uid) bare++;
  } finally {
    lock.release();
  }
  const bareSeconds = (performance.now() - b0) / 1000;
  await client.logout();

  // the account is on the loopback test server: named, so the address policy lets the portal reach it
  server = await startServer({ port, dataDir, env: { DATABASE_URL: '', JOBS_POLL_SECONDS: '0.5', MAIL_HOSTS: MAIL_TEST_HOST } });
  const { token } = await signIn(base, 'zhangwei', 'Portal@2026');
  const headers = { 'P-Auth': token };
  const saved = await postJson(
    `${base}/mail/mail/mailSetting/v1/save`,
    {
      mailAddress: address,
      password,
      imapHost: '127.0.0.1',
      imapPort: mail.imap.port,
      imapSsl: false,
      smtpHost: '127.0.0.1',
      smtpPort: mail.smtp.port,
      smtpSsl: false,
    },
    headers,
  );
  if (!saved.state) throw new Error(`account not saved: ${saved.message}`);
  const accountId = saved.value.id;
  const s0 = performance.now();
  await postJson(`${base}/mail/mail/mail/v1/sync?id=${accountId}`, {}, headers);
  let progress;
  for (;;) {
    const res = await fetch(`${base}/mail/mail/mail/v1/syncState?id=${accountId}`, { headers });
    progress = (await res.json()).value;
    if (progress.state === 'done' || progress.state === 'failed') break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const syncSeconds = (performance.now() - s0) / 1000;
  if (progress.state !== 'done' || progress.fetched !== MESSAGES) throw new Error(`sync ended ${JSON.stringify(progress)}`);
  const jobSeconds = (new Date(progress.endTime) - new Date(progress.startTime)) / 1000;
  const again0 = performance.now();
  await postJson(`${base}/mail/mail/mail/v1/sync?id=${accountId}`, {}, headers);
  for (;;) {
    const res = await fetch(`${base}/mail/mail/mail/v1/syncState?id=${accountId}`, { headers });
    progress = (await res.json()).value;
    if (progress.state === 'done' || progress.state === 'failed') break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const againSeconds = (performance.now() - again0) / 1000;

  const bareRef = { name: 'bare imapflow fetch of the same headers', value: fmt(bare / bareSeconds, 0), unit: 'msg/s' };
  out({
    section,
    name: `first sync of ${MESSAGES.toLocaleString('en')} messages (request to done)`,
    value: fmt(MESSAGES / syncSeconds, 0),
    unit: 'msg/s',
    reference: bareRef,
  });
  out({
    section,
    name: 'first sync, the job alone (its start to its end)',
    value: fmt(MESSAGES / jobSeconds, 0),
    unit: 'msg/s',
    reference: bareRef,
  });
  out({
    section,
    name: `second sync (nothing new: fetched ${progress.fetched})`,
    value: fmt(againSeconds, 2),
    unit: 's',
    reference: { name: 'bare fetch of all headers', value: fmt(bareSeconds, 2), unit: 's' },
  });

  // the embedded PostgreSQL of that server (server/src/db/embedded.ts: port 15000 + PORT % 10000)
  const db = new pg.Client({ connectionString: `postgres://portal:portal@127.0.0.1:${15000 + (port % 10000)}/portal` });
  await db.connect();
  const inbox = (await db.query(`select id from mail_folder where account_id = $1 and path = 'INBOX'`, [accountId])).rows[0].id;
  const extra = STORED - MESSAGES;
  await db.query(
    `insert into mail_message (id, owner_id, account_id, folder_id, uid, message_id, subject, from_name, from_address, mail_date, is_read, size)
     select 'bm' || g, 'u_zhangwei', $1, $2, 100000 + g, '<bm' || g || '@bench>', 'Bench message ' || g, 'Sender ' || (g % 97),
       's' || (g % 97) || '@bench.test', now() - make_interval(mins => g), g % 3 = 0, 2000
     from generate_series(1, $3::int) g`,
    [accountId, inbox, extra],
  );
  // the folder's stored counts, as every change the portal makes keeps them (repo-folders.ts refreshCounts)
  await db.query(
    `update mail_folder set total = c.total, unread = c.unread
     from (select count(*)::int as total, count(*) filter (where not is_read)::int as unread from mail_message where folder_id = $1) c
     where id = $1`,
    [inbox],
  );
  await db.query('vacuum analyze mail_message');
  await db.end();

  const listUrl = `${base}/mail/mail/mail/v1/listJson`;
  const json = { ...headers, 'Content-Type': 'application/json' };
  const post = (body) => ({ method: 'POST', headers: json, body: JSON.stringify(body) });
  const folder = { property: 'folder', value: inbox };
  const serial = { total: Number(process.env.BENCH_REQUESTS ?? 1000), concurrency: 1 };
  await load(listUrl, post({ querys: [folder] }), { total: 100, concurrency: 2 });
  const health = await load(`${base}/health`, {}, serial);
  const page1 = await load(listUrl, post({ pageBean: { page: 1, pageSize: 20 }, querys: [folder] }), serial);
  const unread = await load(listUrl, post({ querys: [folder, { property: 'isRead', value: 0 }] }), serial);
  const subject = await load(
    listUrl,
    post({ querys: [folder, { property: 'subject', value: 'message 4242', operation: 'LIKE' }] }),
    serial,
  );
  const counted = await load(listUrl, post({ querys: [{ property: 'account', value: accountId }] }), serial);
  const ref = (k) => ({ name: 'GET /health, same load', value: fmt(health[k], 2), unit: 'ms' });
  const at = `${STORED.toLocaleString('en')} stored mails`;
  for (const [name, r] of [
    [`mail list page 1 with total at ${at}`, page1],
    [`mail list, unread filter, at ${at}`, unread],
    [`mail list, subject LIKE filter (counted), at ${at}`, subject],
    [`mail list of the account (counted), at ${at}`, counted],
  ]) {
    out({ section, name: `${name} p50`, value: fmt(r.p50, 2), unit: 'ms', reference: ref('p50') });
    out({ section, name: `${name} p99`, value: fmt(r.p99, 2), unit: 'ms', reference: ref('p99') });
  }
} finally {
  await server?.stop();
  await mail.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
