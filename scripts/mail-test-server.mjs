// A throw-away mail server for tests, e2e runs and benches: Dovecot (IMAP + LMTP) with its own config in a
// temp folder, and an SMTP relay (smtp-server) that delivers every recipient into Dovecot over LMTP.
// Everything listens on 127.0.0.1 only, without TLS. `node scripts/mail-test-server.mjs` runs it and prints
// its ports as JSON (users from MAIL_TEST_USERS="a@x:pw,b@x:pw"); stop it with SIGTERM/SIGINT.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';

export const DOVECOT = process.env.DOVECOT_BIN || '/usr/sbin/dovecot';

/**
 * Where the test mail server listens. A portal reaches loopback mail servers only when MAIL_HOSTS names them (unset,
 * it refuses loopback, private and link-local addresses): every server that uses this one sets
 * MAIL_HOSTS=MAIL_TEST_HOST (the e2e server, the mail bench; the server tests set config.mailHosts).
 */
export const MAIL_TEST_HOST = '127.0.0.1';

/** The password of every demo user's mailbox on the e2e server. */
export const E2E_MAIL_PASSWORD = 'Mail@2026';

/** Where the e2e server writes the ports of its mail server (imap, smtp, password, users) for the specs to read. */
export const e2eMailInfoFile = (portalPort) => path.join(os.tmpdir(), `portal-e2e-mail-${portalPort}.json`);

/** Whether Dovecot is installed here (tests and the e2e server skip the mail server without it). */
export const dovecotInstalled = () => fs.existsSync(DOVECOT);

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

function waitForPort(port, ms = 10_000) {
  const end = Date.now() + ms;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve()));
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > end) reject(new Error(`mail test server: nothing listens on ${port}`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

/** Who owns the mail files: as root, Dovecot's own user (it refuses uid 0 for mail); else the current user. */
function mailUser() {
  if (process.getuid?.() !== 0) {
    const { username } = os.userInfo();
    return { uid: process.getuid(), gid: process.getgid(), internal: username, login: username };
  }
  const line = (name) => spawnSync('getent', ['passwd', name], { encoding: 'utf8' }).stdout.trim().split(':');
  const dovecot = line('dovecot');
  const dovenull = line('dovenull');
  if (dovecot.length < 4) throw new Error('mail test server: running as root needs the dovecot user (apt-get install dovecot-core)');
  return { uid: Number(dovecot[2]), gid: Number(dovecot[3]), internal: 'dovecot', login: dovenull.length > 3 ? 'dovenull' : 'dovecot' };
}

const dovecotConf = ({ dir, imapPort, lmtpPort, owner }) => `# throw-away test config
base_dir = ${dir}/run
state_dir = ${dir}/state
instance_name = mailtest-${path.basename(dir)}
listen = 127.0.0.1
protocols = imap lmtp
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
auth_failure_delay = 0
default_internal_user = ${owner.internal}
default_internal_group = ${owner.internal}
default_login_user = ${owner.login}
log_path = ${dir}/dovecot.log
info_log_path = ${dir}/dovecot.log
first_valid_uid = 1
mail_location = maildir:${dir}/mail/%u
mail_uid = ${owner.uid}
mail_gid = ${owner.gid}
mail_fsync = never
maildir_very_dirty_syncs = yes
lmtp_save_to_detail_mailbox = no
recipient_delimiter =
auth_username_format = %Lu
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/users
}
userdb {
  driver = static
  args = uid=${owner.uid} gid=${owner.gid} home=${dir}/mail/%u
}
namespace inbox {
  inbox = yes
  separator = /
  mailbox Sent {
    special_use = \\Sent
    auto = subscribe
  }
  mailbox Trash {
    special_use = \\Trash
    auto = subscribe
  }
  mailbox Drafts {
    special_use = \\Drafts
    auto = subscribe
  }
  mailbox Junk {
    special_use = \\Junk
    auto = subscribe
  }
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${imapPort}
  }
  inet_listener imaps {
    port = 0
  }
  process_min_avail = 1
}
service lmtp {
  inet_listener lmtp {
    address = 127.0.0.1
    port = ${lmtpPort}
  }
  unix_listener lmtp {
    mode = 0600
  }
}
service pop3-login {
  inet_listener pop3 {
    port = 0
  }
  inet_listener pop3s {
    port = 0
  }
}
service submission-login {
  inet_listener submission {
    port = 0
  }
}
service auth {
  unix_listener auth-userdb {
    mode = 0666
  }
}
# no growing delays after wrong passwords (tests try them on purpose): auth cannot reach anvil's penalty socket
service anvil {
  unix_listener anvil-auth-penalty {
    mode = 0
  }
}
service stats {
  unix_listener stats-reader {
    mode = 0666
  }
  unix_listener stats-writer {
    mode = 0666
  }
}
protocol imap {
  mail_max_userip_connections = 200
}
`;

/**
 * Starts Dovecot and the SMTP relay. `users`: the mailboxes (address = login). The relay takes AUTH with
 * the same users, and mail without AUTH too (the portal's own notices); it delivers to local mailboxes only.
 */
export async function startMailTestServer(opts = {}) {
  if (!dovecotInstalled()) throw new Error(`mail test server: ${DOVECOT} is not installed`);
  const dir = opts.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'mailtest-'));
  const ownDir = !opts.dir;
  const owner = mailUser();
  const [imapPort, smtpPort, lmtpPort] = [
    opts.imapPort ?? (await freePort()),
    opts.smtpPort ?? (await freePort()),
    opts.lmtpPort ?? (await freePort()),
  ];
  for (const sub of ['run', 'state', 'mail']) fs.mkdirSync(path.join(dir, sub), { recursive: true });
  fs.chmodSync(dir, 0o755);
  fs.chownSync(path.join(dir, 'mail'), owner.uid, owner.gid);
  const passwords = new Map();
  const writeUsers = () =>
    fs.writeFileSync(path.join(dir, 'users'), [...passwords].map(([u, p]) => `${u}:{PLAIN}${p}::::::\n`).join(''), { mode: 0o644 });
  const addUser = (address, password) => {
    if (/[:\n]/.test(address) || /[:\n]/.test(password)) throw new Error('mail test server: no ":" or newline in users');
    passwords.set(address.toLowerCase(), password);
    writeUsers();
  };
  for (const u of opts.users ?? []) addUser(u.address, u.password);
  // Dovecot looks at the users file at most once a second: a change is seen after that
  const changeUser = async (address, password) => {
    addUser(address, password);
    await new Promise((r) => setTimeout(r, 1100));
  };
  writeUsers();
  const conf = path.join(dir, 'dovecot.conf');
  fs.writeFileSync(conf, dovecotConf({ dir, imapPort, lmtpPort, owner }));

  const dovecot = spawn(DOVECOT, ['-F', '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
  let dovecotErr = '';
  dovecot.stderr.on('data', (d) => (dovecotErr += d));
  const exited = new Promise((resolve) => dovecot.once('exit', resolve));
  try {
    await Promise.race([
      Promise.all([waitForPort(imapPort), waitForPort(lmtpPort)]),
      exited.then((code) => {
        const log = fs.existsSync(path.join(dir, 'dovecot.log')) ? fs.readFileSync(path.join(dir, 'dovecot.log'), 'utf8') : '';
        throw new Error(`dovecot exited (${code}): ${dovecotErr}${log}`.slice(0, 2000));
      }),
    ]);
  } catch (err) {
    dovecot.kill('SIGTERM');
    throw err;
  }

  const lmtp = nodemailer.createTransport({ lmtp: true, host: '127.0.0.1', port: lmtpPort, name: 'mailtest.local' });
  const smtp = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    size: 50 * 1024 * 1024,
    logger: false,
    disableReverseLookup: true,
    onAuth(auth, _session, cb) {
      const known = passwords.get(String(auth.username).toLowerCase());
      if (known !== undefined && known === auth.password) cb(null, { user: auth.username });
      else cb(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, cb) {
      if (passwords.has(address.address.toLowerCase())) cb();
      else cb(Object.assign(new Error(`No such mailbox ${address.address}`), { responseCode: 550 }));
    },
    onData(stream, session, cb) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        lmtp
          .sendMail({
            envelope: { from: session.envelope.mailFrom?.address || '', to: session.envelope.rcptTo.map((r) => r.address) },
            raw,
          })
          .then(
            () => cb(),
            (err) => cb(Object.assign(new Error(`delivery failed: ${err.message}`), { responseCode: 451 })),
          );
      });
    },
  });
  await new Promise((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(smtpPort, '127.0.0.1', resolve);
  });

  let stopped = false;
  return {
    dir,
    imap: { host: MAIL_TEST_HOST, port: imapPort },
    smtp: { host: MAIL_TEST_HOST, port: smtpPort },
    lmtp: { host: '127.0.0.1', port: lmtpPort },
    addUser: changeUser,
    /** Stops Dovecot at once, without waiting (for a process `exit` handler). */
    stopNow() {
      stopped = true;
      smtp.close();
      if (dovecot.exitCode === null) dovecot.kill('SIGTERM');
      if (ownDir) fs.rmSync(dir, { recursive: true, force: true });
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await new Promise((resolve) => smtp.close(resolve));
      lmtp.close();
      if (dovecot.exitCode === null) {
        dovecot.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (dovecot.exitCode === null) dovecot.kill('SIGKILL');
      }
      if (ownDir) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

const pad = (n) => String(n).padStart(6, '0');

/** A small plain mail (for seeding); `i` makes subject, Message-ID and date distinct. */
export function sampleMessage(user, i, { from = 'seed@example.com', date = new Date(Date.UTC(2026, 0, 1) + i * 60_000) } = {}) {
  return Buffer.from(
    [
      `From: Seeder ${i % 7} <${from}>`,
      `To: <${user}>`,
      `Subject: Seeded message ${pad(i)}`,
      `Date: ${date.toUTCString().replace('GMT', '+0000')}`,
      `Message-ID: <seed-${pad(i)}-${Date.now().toString(36)}@mailtest.local>`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      '',
      `Body of seeded message ${i}.`,
      '',
    ].join('\r\n'),
  );
}

/**
 * Puts `n` messages into a user's mailbox quickly: maildir files written directly into `dir/mail/<user>`
 * (Dovecot indexes them on the next access; UIDs follow the file names' order). `folder` is a Dovecot
 * folder name ('INBOX' or e.g. 'Archive'). Answers how many were written.
 */
export function seedMailbox(server, user, n, { folder = 'INBOX', start = 0, message = sampleMessage } = {}) {
  const base = path.join(server.dir, 'mail', user.toLowerCase());
  const box = folder === 'INBOX' ? base : path.join(base, `.${folder.replace(/\//g, '.')}`);
  const owner = mailUser();
  for (const sub of ['cur', 'new', 'tmp']) fs.mkdirSync(path.join(box, sub), { recursive: true });
  const stamp = Math.floor(Date.now() / 1000);
  for (let i = start; i < start + n; i++) {
    const body = message(user, i);
    const name = `${stamp}.M${pad(i)}P${process.pid}.mailtest,S=${body.length}:2,`;
    fs.writeFileSync(path.join(box, 'cur', name), body);
  }
  spawnSync('chown', ['-R', `${owner.uid}:${owner.gid}`, base]);
  return n;
}

async function main() {
  const users = (process.env.MAIL_TEST_USERS ?? 'demo@example.com:Mail@2026')
    .split(',')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.lastIndexOf(':');
      return { address: pair.slice(0, at), password: pair.slice(at + 1) };
    });
  const server = await startMailTestServer({
    users,
    imapPort: Number(process.env.MAIL_TEST_IMAP_PORT) || undefined,
    smtpPort: Number(process.env.MAIL_TEST_SMTP_PORT) || undefined,
  });
  // a portal started beside it needs MAIL_HOSTS=127.0.0.1 to add accounts on it
  process.stdout.write(`${JSON.stringify({ imap: server.imap, smtp: server.smtp, dir: server.dir, mailHosts: MAIL_TEST_HOST })}\n`);
  const stop = () => server.stop().finally(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err.message);
    process.exit(1);
  });
}
