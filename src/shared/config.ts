/**
 * Build-time configuration of the portal (.env.production / .env.uat). Parsed by a pure function
 * so tests can feed their own environment.
 */
import { currentLanguage, i18n, type Language } from './i18n';

export interface AppConfig {
  /** VITE_APP_TITLE: one title for every language (empty: none) */
  title: string;
  /** VITE_APP_TITLE_ZH_CN / _EN_US / _ID: the title in one language, before the one above */
  titles: Partial<Record<Language, string>>;
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
  const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
  const loginUrl = typeof env.VITE_LOGIN_URL === 'string' && env.VITE_LOGIN_URL ? env.VITE_LOGIN_URL : '/login';
  return {
    title: text(env.VITE_APP_TITLE),
    titles: { 'zh-CN': text(env.VITE_APP_TITLE_ZH_CN), 'en-US': text(env.VITE_APP_TITLE_EN_US), id: text(env.VITE_APP_TITLE_ID) },
    production: flag(env.VITE_PRODUCTION),
    routerMessageOrigins: list(env.VITE_ROUTER_MESSAGE_ORIGINS).map((o) => o.replace(/\/+$/, '')),
    tokenLinkHosts: list(env.VITE_TOKEN_LINK_HOSTS).map((h) => h.toLowerCase()),
    loginUrl,
    keepAlivePreviews: flag(env.VITE_KEEP_ALIVE_PREVIEWS),
  };
}

export const appConfig: AppConfig = readConfig(import.meta.env as unknown as EnvLike);

/** The portal's name in a language: configured for it, else configured for all, else the translated default. */
export function appTitle(language: Language = currentLanguage(), config: Pick<AppConfig, 'title' | 'titles'> = appConfig): string {
  return config.titles[language] || config.title || i18n.t('shell:app.title', { lng: language });
}

/** The router base of the SPA (vite `base`), without the trailing slash. */
export const APP_BASE = '/front';

/** `${loginUrl}?redirect=<app path>`: where the portal sends a user who must sign in again. */
export function loginRedirectUrl(appPath: string, config: Pick<AppConfig, 'loginUrl'> = appConfig): string {
  const sep = config.loginUrl.includes('?') ? '&' : '?';
  return `${config.loginUrl}${sep}redirect=${encodeURIComponent(appPath)}`;
}
