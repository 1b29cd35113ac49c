/**
 * The usage log of spec 01 §7: records of what users do, POSTed to an outside logging host. Off
 * unless VITE_USAGE_LOG_URL is set. The host is not ours: no session headers or cookies go there,
 * and a failure is logged to the console only (spec 01 §8 "logged only"), never shown to the user.
 */
import { currentLanguage } from './i18n';

export interface UsageLogConfig {
  /** the logging host's address; empty: the usage log is off */
  url: string;
  systemCode: string;
  logSource: string;
  version: string;
}

/** One entry of the record's array. `detail` is JSON text and holds the employee number. */
export interface UsageLogEntry {
  version: string;
  language: string;
  time: string;
  action: string;
  randomId: string;
  user: string;
  detail: string;
}

export interface UsageRecord {
  systemCode: string;
  logSource: string;
  logs: UsageLogEntry[];
}

/** Who the entries are about; bound by the shell to the login state. */
export interface UsageUser {
  account: string;
  employeeNo: string | null;
}

export function readUsageLogConfig(env: Record<string, unknown>): UsageLogConfig {
  const text = (v: unknown, fallback = '') => (typeof v === 'string' && v.trim() ? v.trim() : fallback);
  return {
    url: text(env.VITE_USAGE_LOG_URL),
    systemCode: text(env.VITE_USAGE_LOG_SYSTEM_CODE, 'bpm-portal'),
    logSource: text(env.VITE_USAGE_LOG_SOURCE, 'front'),
    version: text(env.VITE_APP_VERSION, '1.0.0'),
  };
}

const randomId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;

/** The record for one action of `user` (pure but for the time and the random id, which tests may pass). */
export function buildUsageRecord(
  config: UsageLogConfig,
  user: UsageUser,
  action: string,
  detail: Record<string, unknown> = {},
  at: { time?: string; id?: string; language?: string } = {},
): UsageRecord {
  return {
    systemCode: config.systemCode,
    logSource: config.logSource,
    logs: [
      {
        version: config.version,
        language: at.language ?? currentLanguage(),
        time: at.time ?? new Date().toISOString(),
        action,
        randomId: at.id ?? randomId(),
        user: user.account,
        detail: JSON.stringify({ ...detail, employeeNo: user.employeeNo ?? '' }),
      },
    ],
  };
}

export interface UsageLogDeps {
  fetch: typeof fetch;
  user: () => UsageUser | null;
}

/** Sends one action's record; resolves whether it was sent. Never throws, never toasts. */
export async function sendUsage(
  config: UsageLogConfig,
  deps: UsageLogDeps,
  action: string,
  detail?: Record<string, unknown>,
): Promise<boolean> {
  const user = deps.user();
  if (!config.url || !user?.account) return false;
  try {
    const response = await deps.fetch(config.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(buildUsageRecord(config, user, action, detail)),
      credentials: 'omit',
      keepalive: true,
    });
    if (!response.ok) console.warn('usage log refused', response.status);
    return response.ok;
  } catch (err) {
    console.warn('usage log failed', err);
    return false;
  }
}

const usage = {
  config: readUsageLogConfig(import.meta.env as unknown as Record<string, unknown>),
  user: (() => null) as () => UsageUser | null,
};

/** The shell binds the signed-in user (the shared layer does not read the login state itself). */
export function bindUsageUser(user: () => UsageUser | null): void {
  usage.user = user;
}

/** Logs an action of the signed-in user to the outside usage log, when it is configured. */
export function logUsage(action: string, detail?: Record<string, unknown>): void {
  void sendUsage(usage.config, { fetch: (...args) => globalThis.fetch(...args), user: usage.user }, action, detail);
}
