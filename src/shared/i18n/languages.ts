/** The interface languages of spec 01 §9; zh-CN is the default. */
export const LANGUAGES = ['zh-CN', 'en-US', 'id'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

const MAPPING: Record<string, Language> = {
  zh: 'zh-CN',
  'zh-cn': 'zh-CN',
  'zh-tw': 'zh-CN',
  en: 'en-US',
  'en-us': 'en-US',
  id: 'id',
};

/** The language mapping of spec 01 §4: anything not listed gives Chinese. */
export function mapLanguage(raw: string | null | undefined): Language {
  if (!raw) return DEFAULT_LANGUAGE;
  return MAPPING[raw.trim().toLowerCase().replace('_', '-')] ?? DEFAULT_LANGUAGE;
}

/** Primary subtags of browser tags; `in` is the old code of Indonesian that some systems still send. */
const PRIMARY: Record<string, Language> = { zh: 'zh-CN', en: 'en-US', id: 'id', in: 'id' };

/**
 * The browser's language list (already in preference order) mapped for a first visit: the first
 * entry whose primary subtag the portal speaks (en-GB counts as en, id-ID as id) among the languages
 * the company offers; else the first offered (the default when all three are).
 * The server reads Accept-Language the same way (server/src/lib/i18n.ts browserLang).
 */
export function browserLanguage(languages: readonly string[], offered: readonly Language[] = LANGUAGES): Language {
  for (const raw of languages) {
    const tag = raw.trim().toLowerCase().replace('_', '-');
    const primary = tag.split('-')[0] ?? '';
    const known = Object.hasOwn(PRIMARY, primary) ? PRIMARY[primary] : undefined;
    if (known && offered.includes(known)) return known;
  }
  return offered[0] ?? DEFAULT_LANGUAGE;
}

/** dayjs locale names matching each interface language. */
export const DAYJS_LOCALE: Record<Language, string> = { 'zh-CN': 'zh-cn', 'en-US': 'en', id: 'id' };
