import net from 'node:net';
import { ImapFlow } from 'imapflow';
import nodemailer from 'nodemailer';
import type { MailServers } from '../../../contract/mail-accounts.js';
import { AppError, badRequest } from '../lib/errors.js';
import { publicAddresses, type Resolve } from '../lib/outbound.js';

/** What it takes to reach an account's servers (the password decrypted). */
export interface MailServerSettings extends MailServers {
  mailAddress: string;
  userName: string;
  password: string;
  /** MAIL_HOSTS named these servers: they are reached on whatever address they have; else on public addresses only */
  anyAddress: boolean;
  /** how host names are resolved (the system's resolver; tests give their own answers) */
  resolve?: Resolve;
}

/**
 * Refuses servers outside the company's list (MAIL_HOSTS): a user must not make the portal knock on any host and
 * port of the inner network. Entries are host names, or `*.example.com` for every host of a domain. Answers whether
 * the list named them (then they may be on private addresses, e.g. the company's own mail server); without a list
 * any host passes here and the connection reaches public addresses only (mailEndpoint).
 */
export function checkMailHosts(hosts: readonly string[], allowed: readonly string[] | undefined): boolean {
  if (!allowed?.length) return false;
  for (const raw of hosts) {
    const host = raw.trim().toLowerCase().replace(/\.$/, '');
    const ok = allowed.some((a) => (a.startsWith('*.') ? host.endsWith(a.slice(1)) && host.length > a.length - 1 : host === a));
    if (!ok) throw badRequest('mail.hostNotAllowed', { host: raw.slice(0, 100) });
  }
  return true;
}

/** The start-up log's line on MAIL_HOSTS: an operator sees which mail servers users' accounts can reach. */
export function mailHostsLogLine(allowed: readonly string[] | undefined): string {
  return allowed?.length
    ? `MAIL_HOSTS: mail accounts only on ${allowed.join(', ')} (on any address)`
    : 'MAIL_HOSTS is unset: mail accounts on any public mail server; loopback, private and link-local addresses are refused (set MAIL_HOSTS to name an inner mail server)';
}

/**
 * Where a connection to `host` goes. A host MAIL_HOSTS named: as it is. Otherwise the name is resolved here and every
 * answer must be a public address (lib/outbound.ts), and the connection is made to that checked address, the name
 * kept for TLS (SNI and the certificate check): a name whose records change after the check (DNS rebinding) cannot
 * lead inside, and a private address is refused before any packet is sent, so a closed and an open inner port look
 * alike (no port scan through the account test).
 */
export async function mailEndpoint(
  s: MailServerSettings,
  server: 'IMAP' | 'SMTP',
  host: string,
  port: number,
): Promise<{ host: string; servername?: string }> {
  if (s.anyAddress) return { host };
  try {
    const [first] = await publicAddresses(host, s.resolve);
    return net.isIP(host) ? { host: first.address } : { host: first.address, servername: host };
  } catch (err) {
    throw connectionError(err, server, host, port);
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
  if (err instanceof AppError) return err;
  if ((err as { code?: string })?.code === 'EPRIVATE') return badRequest('mail.privateHost', { server, host: host.slice(0, 100) });
  if (isAuthFailure(err)) return badRequest('mail.authFailed', { server });
  // refused, timed out, no such host, a TLS mismatch or a server that is not IMAP/SMTP: the user checks host and port
  return badRequest('mail.unreachable', { server, host: `${host}:${port}` });
}

function imapClient(s: MailServerSettings, endpoint: { host: string; servername?: string }, timeouts = MAIL_TIMEOUTS): ImapFlow {
  const client = new ImapFlow({
    ...endpoint,
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
  const client = imapClient(s, await mailEndpoint(s, 'IMAP', s.imapHost, s.imapPort), timeouts);
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
export async function smtpTransport(s: MailServerSettings) {
  return nodemailer.createTransport({
    ...(await mailEndpoint(s, 'SMTP', s.smtpHost, s.smtpPort)),
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
  const transport = await smtpTransport(s);
  try {
    await transport.verify();
  } catch (err) {
    throw connectionError(err, 'SMTP', s.smtpHost, s.smtpPort);
  } finally {
    transport.close();
  }
  return { imap: true, smtp: true };
}
