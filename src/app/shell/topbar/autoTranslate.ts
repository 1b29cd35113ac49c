import { STORAGE_KEYS, readItem, writeItem } from '@/shared/storage';
import type { Language } from '@/shared/i18n';

/** Spec 01 §9: the page translation starts 7000 ms after the switch is checked. */
export const TRANSLATE_DELAY_MS = 7000;

/** The switch is offered only where the interface language is not the content's (Chinese). */
export const translateAvailable = (language: Language): boolean => language === 'en-US' || language === 'id';

export function readAutoTranslate(): boolean {
  return readItem(STORAGE_KEYS.autoTranslate) === '1';
}

export function writeAutoTranslate(on: boolean): void {
  writeItem(STORAGE_KEYS.autoTranslate, on ? '1' : '0');
}

/**
 * Lets the browser's page translator work on the page (on) or keeps it off the page (off): the
 * `translate` attribute and the `notranslate` class are what Chrome, Edge and Google Translate
 * honour. Content from the server (names, form values, process titles) is Chinese; the interface
 * itself is already in the chosen language.
 */
export function applyAutoTranslate(on: boolean, root: HTMLElement = document.documentElement): void {
  root.setAttribute('translate', on ? 'yes' : 'no');
  root.classList.toggle('notranslate', !on);
}
