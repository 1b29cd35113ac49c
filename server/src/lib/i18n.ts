import type { FastifyRequest } from 'fastify';

/** The portal's languages; the server answers messages in the caller's one (P-LangId, else Accept-Language). */
export type Lang = 'zh-CN' | 'en-US' | 'id';

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

export type Messages = Record<string, Record<Lang, string>>;

/** Picks a message of a domain's dictionary in the caller's language, filling {name} placeholders. */
export function translate(messages: Messages, lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  const entry = messages[key];
  const text = entry?.[lang] ?? entry?.['en-US'] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? `{${k}}`));
}
