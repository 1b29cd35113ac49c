/** Notice channels' settings, read once from the environment (README: NOTICE_SMTP_URL, NOTICE_FROM, PORTAL_PUBLIC_URL …). */
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
