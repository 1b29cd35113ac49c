// The server the end-to-end suite drives: a fresh data folder each run, the built portal, and (when Dovecot is
// installed) a throw-away mail server with a mailbox per demo user (`<account>@example.com`, password Mail@2026).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { register } from 'tsx/esm/api';
import { buildIfNeeded } from './build-if-needed.mjs';
import { E2E_MAIL_PASSWORD, MAIL_TEST_HOST, dovecotInstalled, e2eMailInfoFile, startMailTestServer } from './mail-test-server.mjs';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL ??= 'warn';
// a fresh log each run (the suite's teardown reads it)
if (process.env.LOG_FILE) fs.rmSync(process.env.LOG_FILE, { force: true });
process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
buildIfNeeded();
register();

if (process.env.E2E_MAIL !== 'off' && dovecotInstalled()) {
  const { DEMO_ACCOUNTS } = await import('../server/src/seed/organisation.ts');
  const users = DEMO_ACCOUNTS.map((account) => ({ address: `${account}@example.com`, password: E2E_MAIL_PASSWORD }));
  const mail = await startMailTestServer({ users });
  // the portal's own notice mails go through the relay into the demo users' mailboxes
  process.env.NOTICE_SMTP_URL ??= `smtp://127.0.0.1:${mail.smtp.port}`;
  // the specs add accounts on this loopback server: named, so the portal's address policy lets them reach it
  process.env.MAIL_HOSTS ??= MAIL_TEST_HOST;
  process.env.E2E_IMAP_PORT = String(mail.imap.port);
  process.env.E2E_SMTP_PORT = String(mail.smtp.port);
  const info = JSON.stringify({ imap: mail.imap, smtp: mail.smtp, password: E2E_MAIL_PASSWORD, users: users.map((u) => u.address) });
  // the specs run in other processes: they read the ports from the file named by the portal's port
  const infoFile = e2eMailInfoFile(process.env.PORT ?? '8080');
  fs.writeFileSync(path.join(dataDir, 'mail-test-server.json'), info);
  fs.writeFileSync(infoFile, info);
  process.on('exit', () => {
    mail.stopNow();
    fs.rmSync(infoFile, { force: true });
  });
}

await import('../server/src/main.ts');
