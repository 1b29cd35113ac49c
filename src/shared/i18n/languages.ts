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

/**
 * The browser's language list mapped for a first visit: the first entry the mapping knows, by its
 * full tag or its primary one (en-GB counts as en, id-ID as id); else the default.
 */
export function browserLanguage(languages: readonly string[]): Language {
  for (const raw of languages) {
    const tag = raw.trim().toLowerCase().replace('_', '-');
    const known = MAPPING[tag] ?? MAPPING[tag.split('-')[0] ?? ''];
    if (known) return known;
  }
  return DEFAULT_LANGUAGE;
}

/** dayjs locale names matching each interface language. */
export const DAYJS_LOCALE: Record<Language, string> = { 'zh-CN': 'zh-cn', 'en-US': 'en', id: 'id' };
