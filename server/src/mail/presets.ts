import net from 'node:net';
import type { MailServerPreset } from '../../../contract/mail.js';
import type { ServerConfig } from '../config.js';
import { isGlobalUnicast } from '../lib/outbound.js';
import { checkMailHosts } from './connect.js';

type Servers = Omit<MailServerPreset, 'source' | 'name'>;

const TLS = (imapHost: string, smtpHost: string, smtpPort = 465): Servers => ({
  imapHost,
  imapPort: 993,
  imapSsl: true,
  smtpHost,
  smtpPort,
  // 587 is STARTTLS (the transport upgrades when offered), 465 TLS from the start
  smtpSsl: smtpPort === 465,
});

/** Well-known providers by the domains of their addresses (issue 29.17; docs/decisions.md). */
const PROVIDERS: Array<{ name: string; domains: string[]; servers: Servers }> = [
  { name: 'Gmail', domains: ['gmail.com', 'googlemail.com'], servers: TLS('imap.gmail.com', 'smtp.gmail.com') },
  {
    name: 'Outlook',
    domains: ['outlook.com', 'hotmail.com', 'live.com', 'msn.com'],
    servers: TLS('outlook.office365.com', 'smtp-mail.outlook.com', 587),
  },
  { name: 'Yahoo Mail', domains: ['yahoo.com', 'yahoo.co.id', 'ymail.com'], servers: TLS('imap.mail.yahoo.com', 'smtp.mail.yahoo.com') },
  { name: 'iCloud Mail', domains: ['icloud.com', 'me.com', 'mac.com'], servers: TLS('imap.mail.me.com', 'smtp.mail.me.com', 587) },
  { name: 'QQ Mail', domains: ['qq.com', 'foxmail.com'], servers: TLS('imap.qq.com', 'smtp.qq.com') },
  { name: '163', domains: ['163.com'], servers: TLS('imap.163.com', 'smtp.163.com') },
  { name: '126', domains: ['126.com'], servers: TLS('imap.126.com', 'smtp.126.com') },
  { name: 'Aliyun Mail', domains: ['aliyun.com'], servers: TLS('imap.aliyun.com', 'smtp.aliyun.com') },
];

/** `imaps://host:993`, `imap://host:143`, `smtps://host:465`, `smtp://host:587` (port optional); else undefined. */
export function parseServerUrl(value: string, kind: 'imap' | 'smtp'): { host: string; port: number; ssl: boolean } | undefined {
  const m = /^([a-z]+):\/\/\[?([^\]/:]+)\]?(?::(\d{1,5}))?\/?$/i.exec(value.trim());
  if (!m) return undefined;
  const scheme = m[1].toLowerCase();
  if (scheme !== kind && scheme !== `${kind}s`) return undefined;
  const ssl = scheme === `${kind}s`;
  const port = m[3] ? Number(m[3]) : kind === 'imap' ? (ssl ? 993 : 143) : ssl ? 465 : 587;
  if (!(port >= 1 && port <= 65535)) return undefined;
  return { host: m[2].toLowerCase(), port, ssl };
}

/**
 * Whether the hosts of a preset pass the outbound-address policy as far as it is known without a lookup: with
 * MAIL_HOSTS, named there; without, not an address literal outside the public internet. A name is offered and
 * checked on save as any typed host (connect.ts), so a preset never reaches further than typing would.
 */
function allowed(s: Servers, mailHosts: readonly string[] | undefined): boolean {
  if (mailHosts?.length) {
    try {
      return checkMailHosts([s.imapHost, s.smtpHost], mailHosts);
    } catch {
      return false;
    }
  }
  return [s.imapHost, s.smtpHost].every((h) => !net.isIP(h) || isGlobalUnicast(h));
}

function companyServers(config: Pick<ServerConfig, 'mailCompanyServer'>): Servers | undefined {
  const c = config.mailCompanyServer;
  if (!c) return undefined;
  const imap = parseServerUrl(c.imap, 'imap');
  const smtp = parseServerUrl(c.smtp, 'smtp');
  if (!imap || !smtp) return undefined;
  return { imapHost: imap.host, imapPort: imap.port, imapSsl: imap.ssl, smtpHost: smtp.host, smtpPort: smtp.port, smtpSsl: smtp.ssl };
}

/**
 * The server settings offered for an address: its well-known provider's, and the company's own server for the
 * company's domains (for any address no provider serves when the company names no domain). Presets the address
 * policy would refuse are left out.
 */
export function presetsFor(address: string, config: Pick<ServerConfig, 'mailCompanyServer' | 'mailHosts'>): MailServerPreset[] {
  const domain = address.trim().toLowerCase().split('@')[1] ?? '';
  if (!domain) return [];
  const out: MailServerPreset[] = [];
  const provider = PROVIDERS.find((p) => p.domains.includes(domain));
  if (provider) out.push({ source: 'provider', name: provider.name, ...provider.servers });
  const company = companyServers(config);
  const domains = config.mailCompanyServer?.domains ?? [];
  const forCompany = domains.length ? domains.some((d) => domain === d || domain.endsWith(`.${d}`)) : !provider;
  if (company && forCompany) out.push({ source: 'company', name: '', ...company });
  return out.filter((p) => allowed(p, config.mailHosts));
}
