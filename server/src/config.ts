import path from 'node:path';

/** Everything the server reads from its environment, read once. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** When set, the server uses this PostgreSQL instead of starting an embedded one. */
  databaseUrl?: string;
  /** Port of the embedded PostgreSQL; 0 picks one derived from PORT. */
  embeddedPgPort: number;
  /** Folder of the built portal (vite build output). */
  staticDir: string;
  /** Always ask for a captcha at sign-in, not only after failures. */
  captchaAlways: boolean;
  /** Origins allowed to post `router` window messages; passed to the portal. */
  production: boolean;
  /** OpenAI-compatible endpoint for the assistant and summaries, when configured. */
  llm?: { baseUrl: string; apiKey?: string; model: string };
  tokenTtlSeconds: number;
  refreshTtlSeconds: number;
  uploadLimitBytes: number;
  logLevel: string;
  /** Addresses (or IPv4 /prefix ranges) that may read /metrics (METRICS_ALLOW, default loopback). */
  metricsAllow: string[];
  /** A bearer token that may read /metrics from anywhere (METRICS_TOKEN). */
  metricsToken?: string;
  /** Origins that may frame the portal besides its own (FRAME_ANCESTORS, else ROUTER_MESSAGE_ORIGINS); never `*`. */
  frameAncestors: string[];
  /** How long a stopping server (SIGTERM) waits for the requests in flight before it cuts them (STOP_GRACE_MS). */
  stopGraceMs: number;
  /** Where the JSON log lines go (LOG_FILE, appended); stdout when unset. */
  logFile?: string;
  /** Fastify trustProxy: false, true, or the proxies' addresses / CIDRs, comma separated (TRUST_PROXY). */
  trustProxy: boolean | string;
  /**
   * Worker threads that run workflow engine steps (ENGINE_WORKERS); 0 runs them on the main thread; `auto` (unset):
   * the engine's own default, chosen where the server is put together (app.ts), since config imports no domain.
   */
  engineWorkers: number | 'auto';
  /** Named prepared statements for repeated statements (DATABASE_PREPARE, default true). */
  databasePrepare: boolean;
  /** A new company gets a few weeks of demo history; SEED=demo-bare (the demo company without it) and SEED=empty leave it out. */
  demoHistory: boolean;
  /**
   * SEED=empty or `--empty`: a new company starts empty (issue 30): one administrator `admin` whose password is set
   * through a one-time link the server prints, no demo people, units, seals or history.
   */
  emptyStart: boolean;
  /** The login page names the demo accounts and passwords (LOGIN_DEMO_HINTS=on|off; unset: only when the demo history is seeded). */
  loginDemoHints: boolean;
  /**
   * The secret the signing keys are sealed with (SIGNING_SECRET, at least 32 characters); when unset, one is
   * made on first start and kept in DATA_DIR/signing-secret (back that file up with the database).
   */
  signingSecret?: string;
  /** The company named in the signing CA's certificate (COMPANY_NAME); else the first tenant's name. */
  companyName?: string;
  /** The address users reach the portal at (PUBLIC_BASE_URL): printed QR codes lead to `${publicBaseUrl}/verify/<code>`. */
  publicBaseUrl: string;
  /**
   * The company's time zone (COMPANY_TIME_ZONE; PRINT_TIME_ZONE, its older name; default Asia/Shanghai): what the
   * server writes with nobody's zone at hand (a job, a page opened from a QR code) and the analytics' calendar days.
   */
  printTimeZone: string;
  /** The key of the administration audit chain (AUDIT_KEY, at least 32 characters); else DATA_DIR/audit.key. */
  auditKey?: string;
  /** The key mail passwords are encrypted with (MAIL_SECRET_KEY, base64 of 32 bytes); else DATA_DIR/mail-secret.key. */
  mailSecretKey?: Buffer;
  /**
   * The mail servers users may add accounts on (MAIL_HOSTS: names, or `*.example.com` for a domain), then on any
   * address (an inner mail server too); unset: any host on a public address (loopback, private, link-local refused).
   */
  mailHosts?: string[];
  /**
   * The company's own mail server, offered when a user adds an account (MAIL_COMPANY_IMAP=imaps://host:993 or
   * imap://host:143, MAIL_COMPANY_SMTP=smtps://host:465 or smtp://host:587), for addresses of MAIL_COMPANY_DOMAINS
   * (unset: any address no well-known provider serves). Offered only: MAIL_HOSTS still decides what may be reached.
   */
  mailCompanyServer?: { imap: string; smtp: string; domains: string[] };
  /** A mail larger than this (MAIL_MAX_BYTES, default 25 MiB) is read as its text only, its attachments left on the server. */
  mailMaxBytes: number;
  /** Notice channels: email transport, webhook rules, the public address in links. */
  notify: NotifyConfig;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env, argv: readonly string[] = process.argv): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  const root = process.cwd();
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(root, env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    embeddedPgPort: Number(env.EMBEDDED_PG_PORT ?? 0),
    staticDir: path.resolve(root, env.STATIC_DIR ?? './dist'),
    captchaAlways: env.CAPTCHA_ALWAYS === 'true',
    production: env.NODE_ENV === 'production',
    llm: env.LLM_BASE_URL ? { baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL ?? 'gpt-4o-mini' } : undefined,
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 2 * 3600),
    refreshTtlSeconds: Number(env.REFRESH_TTL_SECONDS ?? 7 * 24 * 3600),
    uploadLimitBytes: Number(env.UPLOAD_LIMIT_BYTES ?? 20 * 1024 * 1024),
    logLevel: env.LOG_LEVEL ?? 'info',
    metricsAllow: (env.METRICS_ALLOW ?? '127.0.0.1,::1')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    metricsToken: env.METRICS_TOKEN || undefined,
    frameAncestors: parseOrigins('FRAME_ANCESTORS', env.FRAME_ANCESTORS ?? env.ROUTER_MESSAGE_ORIGINS ?? env.VITE_ROUTER_MESSAGE_ORIGINS),
    stopGraceMs: Number(env.STOP_GRACE_MS ?? 20_000),
    logFile: env.LOG_FILE ? path.resolve(root, env.LOG_FILE) : undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    databasePrepare: env.DATABASE_PREPARE !== 'false',
    demoHistory: env.SEED !== 'empty' && env.SEED !== 'demo-bare' && !argv.includes('--empty'),
    emptyStart: env.SEED === 'empty' || argv.includes('--empty'),
    loginDemoHints: readOnOff(
      'LOGIN_DEMO_HINTS',
      env.LOGIN_DEMO_HINTS,
      env.SEED !== 'empty' && env.SEED !== 'demo-bare' && !argv.includes('--empty'),
    ),
    signingSecret: readSigningSecret(env.SIGNING_SECRET),
    companyName: env.COMPANY_NAME?.trim() || undefined,
    publicBaseUrl: (env.PUBLIC_BASE_URL || `http://127.0.0.1:${port}`).replace(/\/+$/, ''),
    printTimeZone: validTimeZone(env.COMPANY_TIME_ZONE || env.PRINT_TIME_ZONE || 'Asia/Shanghai'),
    mailSecretKey: readMailSecretKey(env.MAIL_SECRET_KEY),
    auditKey: readAuditKey(env.AUDIT_KEY),
    mailHosts: env.MAIL_HOSTS?.split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    mailCompanyServer:
      env.MAIL_COMPANY_IMAP && env.MAIL_COMPANY_SMTP
        ? {
            imap: env.MAIL_COMPANY_IMAP.trim(),
            smtp: env.MAIL_COMPANY_SMTP.trim(),
            domains: (env.MAIL_COMPANY_DOMAINS ?? '')
              .split(',')
              .map((d) => d.trim().toLowerCase())
              .filter(Boolean),
          }
        : undefined,
    mailMaxBytes: Math.max(64 * 1024, Number(env.MAIL_MAX_BYTES) || 25 * 1024 * 1024),
    notify: readNotifyConfig(env, port),
    engineWorkers:
      env.ENGINE_WORKERS !== undefined && env.ENGINE_WORKERS !== '' ? Math.max(0, Math.min(16, Number(env.ENGINE_WORKERS) || 0)) : 'auto',
  };
}

function readOnOff(name: string, value: string | undefined, fallback: boolean): boolean {
  const v = value?.trim().toLowerCase();
  if (!v) return fallback;
  if (v === 'on') return true;
  if (v === 'off') return false;
  throw new Error(`${name}: use on or off (not ${JSON.stringify(value)})`);
}

function readSigningSecret(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < 32) throw new Error('SIGNING_SECRET: use at least 32 characters (e.g. openssl rand -hex 32)');
  return value;
}

function readAuditKey(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < 32) throw new Error('AUDIT_KEY: use at least 32 characters (e.g. openssl rand -hex 32)');
  return value;
}

function readMailSecretKey(value: string | undefined): Buffer | undefined {
  if (!value) return undefined;
  const key = Buffer.from(value, 'base64');
  if (key.length !== 32) throw new Error('MAIL_SECRET_KEY: use 32 random bytes in base64 (e.g. openssl rand -base64 32)');
  return key;
}

function validTimeZone(zone: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    throw new Error(`COMPANY_TIME_ZONE: not a time zone: ${zone}`);
  }
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}

// an origin (scheme, host, optional port), the host may start with `*.` for its subdomains; nothing else
const ORIGIN = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;

/** A comma-separated list of origins; a wildcard, a path or anything else stops the start with a clear message. */
export function parseOrigins(name: string, value: string | undefined): string[] {
  const list = (value ?? '')
    .split(',')
    .map((s) => s.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  const bad = list.filter((o) => !ORIGIN.test(o));
  if (bad.length) throw new Error(`${name}: not an origin (https://host[:port], no * alone, no path): ${bad.join(', ')}`);
  return list;
}

/** Notice channels' settings (the notify domain's), read once from the environment (README: NOTICE_SMTP_URL, NOTICE_FROM, PORTAL_PUBLIC_URL …). */
export interface NotifyConfig {
  /** smtp://[user:pass@]host:port; no email channel when unset */
  smtpUrl?: string;
  /** the sender of notice mails (NOTICE_FROM) */
  from: string;
  /** where links in mails and webhooks lead (PORTAL_PUBLIC_URL, else PUBLIC_BASE_URL, else http://127.0.0.1:PORT) */
  publicUrl: string;
  /** webhook targets on loopback or private addresses are allowed (WEBHOOK_ALLOW_PRIVATE=true; tests) */
  webhookAllowPrivate: boolean;
  /** attempts of a delivery before it is marked failed (NOTIFY_ATTEMPTS, default 5) */
  attempts: number;
  /** the first retry's delay in seconds; later ones double (NOTIFY_RETRY_SECONDS, default 30) */
  retrySeconds: number;
  /** webhook calls per target and minute; more wait for the next minute (WEBHOOK_PER_MINUTE, default 30) */
  webhookPerMinute: number;
  /** workflow actions send no messages (the demo history seed): the tasks are only recorded as told */
  quiet?: boolean;
}

const int = (v: string | undefined, fallback: number, min: number) => {
  const n = Number(v);
  return v && Number.isFinite(n) ? Math.max(min, Math.floor(n)) : fallback;
};

export function readNotifyConfig(env: NodeJS.ProcessEnv, port: number): NotifyConfig {
  return {
    smtpUrl: env.NOTICE_SMTP_URL || undefined,
    from: env.NOTICE_FROM || 'portal@localhost',
    publicUrl: (env.PORTAL_PUBLIC_URL || env.PUBLIC_BASE_URL || `http://127.0.0.1:${port}`).replace(/\/+$/, ''),
    webhookAllowPrivate: env.WEBHOOK_ALLOW_PRIVATE === 'true',
    attempts: int(env.NOTIFY_ATTEMPTS, 5, 1),
    retrySeconds: int(env.NOTIFY_RETRY_SECONDS, 30, 1),
    webhookPerMinute: int(env.WEBHOOK_PER_MINUTE, 30, 1),
  };
}
