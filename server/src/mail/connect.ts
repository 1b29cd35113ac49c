import { ImapFlow } from 'imapflow';
import nodemailer from 'nodemailer';
import { badRequest, type AppError } from '../lib/errors.js';

/** What it takes to reach an account's servers (the password decrypted). */
export interface MailServerSettings {
  mailAddress: string;
  userName: string;
  password: string;
  imapHost: string;
  imapPort: number;
  imapSsl: boolean;
  smtpHost: string;
  smtpPort: number;
  smtpSsl: boolean;
}

/**
 * Refuses servers outside the company's list (MAIL_HOSTS): a user must not make the portal knock on any host and
 * port of the inner network. Entries are host names, or `*.example.com` for every host of a domain; no list: any.
 */
export function checkMailHosts(hosts: readonly string[], allowed: readonly string[] | undefined): void {
  if (!allowed?.length) return;
  for (const raw of hosts) {
    const host = raw.trim().toLowerCase().replace(/\.$/, '');
    const ok = allowed.some((a) => (a.startsWith('*.') ? host.endsWith(a.slice(1)) && host.length > a.length - 1 : host === a));
    if (!ok) throw badRequest('mail.hostNotAllowed', { host: raw.slice(0, 100) });
  }
}

/** Connection limits (ms): a test answers quickly, a sync may wait longer for a busy server. */
export const MAIL_TIMEOUTS = { connect: 8_000, greeting: 8_000, socket: 120_000 };

/** Whether a failure is a refused login (else the server could not be reached or spoke nonsense). */
export function isAuthFailure(err: unknown): boolean {
  const e = err as { authenticationFailed?: boolean; code?: string; responseCode?: number };
  return e?.authenticationFailed === true || e?.code === 'EAUTH' || e?.responseCode === 535;
}

/** The user's message for a failed connection: wrong credentials, or a server that cannot be reached. */
export function connectionError(err: unknown, server: 'IMAP' | 'SMTP', host: string, port: number): AppError {
  if (isAuthFailure(err)) return badRequest('mail.authFailed', { server });
  // refused, timed out, no such host, a TLS mismatch or a server that is not IMAP/SMTP: the user checks host and port
  return badRequest('mail.unreachable', { server, host: `${host}:${port}` });
}

export function imapClient(s: MailServerSettings, timeouts = MAIL_TIMEOUTS): ImapFlow {
  const client = new ImapFlow({
    host: s.imapHost,
    port: s.imapPort,
    secure: s.imapSsl,
    auth: { user: s.userName || s.mailAddress, pass: s.password },
    logger: false,
    disableAutoIdle: true,
    connectionTimeout: timeouts.connect,
    greetingTimeout: timeouts.greeting,
    socketTimeout: timeouts.socket,
    clientInfo: { name: 'approval-portal' },
  });
  // a dropped connection emits 'error'; the pending command rejects on its own
  client.on('error', () => {});
  return client;
}

/** A connected, logged-in IMAP client; a refusal becomes mail.authFailed / mail.unreachable. */
export async function openImap(s: MailServerSettings, timeouts = MAIL_TIMEOUTS): Promise<ImapFlow> {
  const client = imapClient(s, timeouts);
  try {
    await client.connect();
    return client;
  } catch (err) {
    client.close();
    throw connectionError(err, 'IMAP', s.imapHost, s.imapPort);
  }
}

/** Runs `work` on a logged-in client and logs out (or drops the connection) afterwards. */
export async function withImap<T>(s: MailServerSettings, work: (client: ImapFlow) => Promise<T>): Promise<T> {
  const client = await openImap(s);
  try {
    return await work(client);
  } finally {
    await client.logout().catch(() => client.close());
  }
}

/** An SMTP transport of the account; mails are given as built bytes, never as paths or URLs to read. */
export function smtpTransport(s: MailServerSettings) {
  return nodemailer.createTransport({
    host: s.smtpHost,
    port: s.smtpPort,
    secure: s.smtpSsl,
    auth: { user: s.userName || s.mailAddress, pass: s.password },
    connectionTimeout: MAIL_TIMEOUTS.connect,
    greetingTimeout: MAIL_TIMEOUTS.greeting,
    socketTimeout: 60_000,
    name: 'approval-portal',
    disableFileAccess: true,
    disableUrlAccess: true,
  });
}

/** Logs in to both servers (IMAP first); the first refusal is thrown in the user's words. */
export async function testServers(s: MailServerSettings): Promise<{ imap: boolean; smtp: boolean }> {
  const client = await openImap(s);
  await client.logout().catch(() => client.close());
  const transport = smtpTransport(s);
  try {
    await transport.verify();
  } catch (err) {
    throw connectionError(err, 'SMTP', s.smtpHost, s.smtpPort);
  } finally {
    transport.close();
  }
  return { imap: true, smtp: true };
}
