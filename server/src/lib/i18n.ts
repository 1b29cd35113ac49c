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

/** Primary subtags of browser language tags (spec 01 §4 read by first part); `in` is the old code of Indonesian. */
const PRIMARY: Record<string, Lang> = { zh: 'zh-CN', en: 'en-US', id: 'id', in: 'id' };

/**
 * The browser's language from an Accept-Language header: entries by falling q-value (ties in header
 * order), the first whose primary subtag the portal speaks (en-GB is English, id-ID Indonesian) among the languages
 * the company offers; q=0 entries and `*` are skipped; nothing known gives the first language offered (Chinese when
 * all three are).
 */
export function browserLang(header: string | undefined | null, offered: readonly Lang[] = LANGS): Lang {
  const entries = (header ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.split(';').map((p) => p.trim());
      const q = params.find((p) => /^q=/i.test(p));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { primary: tag.toLowerCase().split(/[-_]/)[0] ?? '', weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter((e) => e.weight > 0 && Object.prototype.hasOwnProperty.call(PRIMARY, e.primary) && offered.includes(PRIMARY[e.primary]!))
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return entries[0] ? PRIMARY[entries[0].primary]! : firstOffered(offered);
}

/** The first language offered; Chinese for an empty list (the setting never stores one). */
export const firstOffered = (offered: readonly Lang[]): Lang => offered[0] ?? 'zh-CN';

/**
 * The caller's language: P-LangId (the portal sends its own, mapped), else the browser's Accept-Language. Not narrowed
 * to the languages the company offers (that would read the setting on every call and every refusal): the portal
 * itself only sends an offered one, and the server-rendered pages narrow with pageLang (docs/decisions.md, issue 30).
 */
export function requestLang(request: Pick<FastifyRequest, 'headers'>): Lang {
  const given = request.headers['p-langid'];
  if (typeof given === 'string' && given) return mapLanguage(given);
  const accept = request.headers['accept-language'];
  return browserLang(typeof accept === 'string' ? accept : undefined);
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
