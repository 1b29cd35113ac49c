import i18next, { type Resource, type ResourceLanguage } from 'i18next';
import type { Language } from './languages';

/*
 * Only the interface language's texts are fetched: a language switch reloads the page (spec 01 §4),
 * so the other two languages would be dead weight on the first screen.
 */
const packs: Record<Language, () => Promise<{ default: ResourceLanguage }>> = {
  'zh-CN': () => import('./packs/zh-CN'),
  'en-US': () => import('./packs/en-US'),
  id: () => import('./packs/id'),
};

const registered: Resource = {};

/** The texts (and dayjs locale) registered so far, by language. */
export function registeredResources(): Resource {
  return registered;
}

/** Adds a language's texts; i18next gets them at once when it already runs. */
export function registerLanguage(language: Language, pack: ResourceLanguage): void {
  registered[language] = pack;
  if (!i18next.isInitialized) return;
  for (const [namespace, content] of Object.entries(pack)) {
    i18next.addResourceBundle(language, namespace, content, true, true);
  }
}

/** Fetches a language's chunk once; resolves when its texts and dayjs locale are usable. */
export async function loadLanguage(language: Language): Promise<void> {
  if (registered[language]) return;
  const pack = await packs[language]();
  registerLanguage(language, pack.default);
}

export function namespaces(): string[] {
  return [...new Set(Object.values(registered).flatMap((pack) => Object.keys(pack)))];
}
