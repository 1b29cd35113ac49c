import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { STORAGE_KEYS, readItem, writeItem } from '../storage';
import { browserLocation } from '../browser';
import { browserLanguage, DAYJS_LOCALE, DEFAULT_LANGUAGE, LANGUAGES, mapLanguage, type Language } from './languages';
import { namespaces, registeredResources } from './resources';
import { offeredLanguages, useOfferedLanguages, withinOffered } from './offered';

export { LANGUAGES, DEFAULT_LANGUAGE, mapLanguage, browserLanguage, type Language } from './languages';
export { offeredLanguages, setOfferedLanguages, useOfferedLanguages, withinOffered } from './offered';
export { i18next as i18n };
export { loadLanguage, loadAllTexts, afterAllTexts } from './resources';

/** The stored choice, mapped, when the company offers it (else the first offered); the default when nothing is stored. */
export function storedLanguage(): Language {
  return withinOffered(mapLanguage(readItem(STORAGE_KEYS.language)));
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/**
 * The language a page starts in: the one chosen on the login page (handed over with the sign-in,
 * stored so that it stays), else the one stored in the portal, else the browser's; always one the
 * company offers (issue 30): a language not offered gives the first offered, a browser's list its
 * first offered entry. A stored choice the company no longer offers stays stored (it comes back
 * when the company offers it again).
 */
export function startLanguage(chosenAtLogin: string | null, languages: readonly string[] = browserLanguages()): Language {
  if (chosenAtLogin) {
    const chosen = mapLanguage(chosenAtLogin);
    if (offeredLanguages().includes(chosen)) writeItem(STORAGE_KEYS.language, chosen);
    return withinOffered(chosen);
  }
  if (readItem(STORAGE_KEYS.language) !== null) return storedLanguage();
  return browserLanguage(languages, offeredLanguages());
}

/**
 * Starts i18next in the stored language with the texts registered so far (await loadLanguage
 * first), matches dayjs and `<html lang>`. Safe to call more than once (tests, hot reload).
 */
export function initI18n(language: Language = storedLanguage()): typeof i18next {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources: { ...registeredResources() },
      ns: namespaces(),
      defaultNS: 'common',
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
  } else if (i18next.language !== language) {
    void i18next.changeLanguage(language);
  }
  applyLanguage(language);
  return i18next;
}

function applyLanguage(language: Language): void {
  dayjs.locale(DAYJS_LOCALE[language]);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** The language of the interface now (the default before initI18n). */
export function currentLanguage(): Language {
  // before i18next starts (sign-in and the first screen's early calls) the language is the one the portal starts in:
  // stored, else the browser's; the stored one alone would ask the server for Chinese in an English browser
  return i18next.isInitialized ? mapLanguage(i18next.language) : startLanguage(null);
}

/** Spec 01 §4: changing the language stores it locally and reloads the page. */
export function setLanguage(language: Language): void {
  writeItem(STORAGE_KEYS.language, mapLanguage(language));
  browserLocation.reload();
}

/** The current language, the choices (the languages the company offers) and the switch, for language menus. */
export function useLanguage(): { language: Language; languages: readonly Language[]; setLanguage: (language: Language) => void } {
  const { i18n } = useTranslation();
  return { language: mapLanguage(i18n.language), languages: useOfferedLanguages(), setLanguage };
}
