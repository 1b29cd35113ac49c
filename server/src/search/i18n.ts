import { hasText, t, type Lang } from '../lib/i18n.js';

/** A document's status or category label in the reader's language (labels are stored in Chinese). */
export function documentLabel(label: string, lang: Lang): string {
  const key = `search.label.${label}`;
  return hasText(key) ? t(lang, key) : label;
}
