/**
 * Build-time configuration of the portal (.env.production / .env.uat). Parsed by a pure function
 * so tests can feed their own environment.
 */
export interface AppConfig {
  title: string;
  /** the production-environment flag of spec 01 §9 (the user card's Communicate action needs it) */
  production: boolean;
  /** origins allowed to send `{type:'router', url}` window messages, besides our own origin */
  routerMessageOrigins: string[];
  /** hosts trusted with the session tokens in links, and allowed inside embedded menu pages */
  tokenLinkHosts: string[];
  loginUrl: string;
  /** keep template and query-SQL previews mounted when the user leaves them (spec 01 §2) */
  keepAlivePreviews: boolean;
}

export type EnvLike = Partial<Record<string, string | boolean | undefined>>;

const list = (value: unknown): string[] =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];

const flag = (value: unknown): boolean => value === true || value === 'true' || value === '1';

export function readConfig(env: EnvLike): AppConfig {
  const title = typeof env.VITE_APP_TITLE === 'string' && env.VITE_APP_TITLE ? env.VITE_APP_TITLE : 'Approval Portal';
  const loginUrl = typeof env.VITE_LOGIN_URL === 'string' && env.VITE_LOGIN_URL ? env.VITE_LOGIN_URL : '/login';
  return {
    title,
    production: flag(env.VITE_PRODUCTION),
    routerMessageOrigins: list(env.VITE_ROUTER_MESSAGE_ORIGINS).map((o) => o.replace(/\/+$/, '')),
    tokenLinkHosts: list(env.VITE_TOKEN_LINK_HOSTS).map((h) => h.toLowerCase()),
    loginUrl,
    keepAlivePreviews: flag(env.VITE_KEEP_ALIVE_PREVIEWS),
  };
}

export const appConfig: AppConfig = readConfig(import.meta.env as unknown as EnvLike);

/** The router base of the SPA (vite `base`), without the trailing slash. */
export const APP_BASE = '/front';

/** `${loginUrl}?redirect=<app path>`: where the portal sends a user who must sign in again. */
export function loginRedirectUrl(appPath: string, config: Pick<AppConfig, 'loginUrl'> = appConfig): string {
  const sep = config.loginUrl.includes('?') ? '&' : '?';
  return `${config.loginUrl}${sep}redirect=${encodeURIComponent(appPath)}`;
}
