import { readFileSync } from 'node:fs';
import type { FastifyRequest } from 'fastify';
import i18next, { type TFunction } from 'i18next';

/** The portal's languages; the server answers messages in the caller's one (P-LangId, else Accept-Language). */
export type Lang = 'zh-CN' | 'en-US' | 'id';
export const LANGS: readonly Lang[] = ['zh-CN', 'en-US', 'id'];

/** Spec 01 §4: zh, zh-cn, zh-tw give Chinese; en, en-us give English; id gives Indonesian; else Chinese. */
export function mapLanguage(value: string | undefined | null): Lang {
  const v = (value ?? '').trim().toLowerCase();
  if (v === 'en' || v === 'en-us') return 'en-US';
  if (v === 'id') return 'id';
  return 'zh-CN';
}

export function requestLang(request: Pick<FastifyRequest, 'headers'>): Lang {
  const given = request.headers['p-langid'];
  if (typeof given === 'string' && given) return mapLanguage(given);
  const accept = request.headers['accept-language'];
  const first = typeof accept === 'string' ? accept.split(',')[0]?.split(';')[0] : undefined;
  return mapLanguage(first);
}

export type Params = Record<string, string | number>;

// The server's texts live beside the portal's: locales/<lang>/server.json, flat keys `<domain>.<key>`.
const pack = (lang: Lang): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../../../locales/${lang}/server.json`, import.meta.url), 'utf8')) as Record<string, string>;

const texts = i18next.createInstance();
void texts.init({
  resources: Object.fromEntries(LANGS.map((lang) => [lang, { server: pack(lang) }])),
  lng: 'zh-CN',
  fallbackLng: 'en-US',
  ns: ['server'],
  defaultNS: 'server',
  // keys hold dots (`workflow.task.done`) and are flat
  keySeparator: false,
  nsSeparator: false,
  // `{name}` placeholders; the texts are plain text, never HTML
  interpolation: { prefix: '{', suffix: '}', escapeValue: false },
  initAsync: false,
});
const fixed = new Map<Lang, TFunction>(LANGS.map((lang) => [lang, texts.getFixedT(lang)]));

/** Whether `key` names a server text. */
export function hasText(key: string): boolean {
  return texts.exists(key, { lng: 'en-US' });
}

/** A server text in the caller's language, `{name}` placeholders filled; an unknown key is answered as given. */
export function t(lang: Lang, key: string, params: Params = {}): string {
  if (!hasText(key)) return key;
  return fixed.get(lang)!(key, { ...params, defaultValue: key });
}
