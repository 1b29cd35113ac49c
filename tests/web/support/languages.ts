import { LANGUAGES, type Language } from '@/shared/i18n';

/** `it.each` rows [language, what it reads] for every interface language: none can be left out. */
export function perLanguage<T>(texts: Record<Language, T>): Array<[Language, T]> {
  return LANGUAGES.map((language) => [language, texts[language]]);
}
