import i18next, { type Resource, type ResourceLanguage } from 'i18next';
import type { Language } from './languages';

type Files = Record<string, Record<string, unknown>>;
type PackLoader = () => Promise<{ default: Files }>;

/*
 * Only the interface language's texts are fetched: a language switch reloads the page (spec 01 §4),
 * so the other two languages would be dead weight. And only the first screen's namespaces come with it
 * (packs/<lang>.ts); the others (packs/<lang>-more.ts) load after the first screen, and every other page
 * waits for them before it shows (afterAllTexts), so no text ever shows as its key.
 */
const packs: Record<Language, PackLoader> = {
  'zh-CN': () => import('./packs/zh-CN'),
  'en-US': () => import('./packs/en-US'),
  id: () => import('./packs/id'),
};
const morePacks: Record<Language, PackLoader> = {
  'zh-CN': () => import('./packs/zh-CN-more'),
  'en-US': () => import('./packs/en-US-more'),
  id: () => import('./packs/id-more'),
};

const registered: Resource = {};
let started: Language | null = null;
const more = new Map<Language, Promise<void>>();

/** The namespaces of one language: one per JSON file name. */
export function packOf(files: Files): ResourceLanguage {
  const pack: ResourceLanguage = {};
  for (const [file, content] of Object.entries(files)) {
    const match = /\/([^/]+)\.json$/.exec(file);
    if (match) pack[match[1]] = content;
  }
  return pack;
}

/** The texts (and dayjs locale) registered so far, by language. */
export function registeredResources(): Resource {
  return registered;
}

/** Adds namespaces of a language's texts; i18next gets them at once when it already runs. */
export function registerLanguage(language: Language, pack: ResourceLanguage): void {
  registered[language] = { ...registered[language], ...pack };
  if (!i18next.isInitialized) return;
  for (const [namespace, content] of Object.entries(pack)) {
    i18next.addResourceBundle(language, namespace, content, true, true);
  }
}

/** Fetches a language's first-screen chunk once; resolves when its texts and dayjs locale are usable. */
export async function loadLanguage(language: Language): Promise<void> {
  started = language;
  if (registered[language]) return;
  const pack = await packs[language]();
  registerLanguage(language, packOf(pack.default));
}

/**
 * The other namespaces of the language loadLanguage started (once; again after a failure). Without a
 * started language (tests register every text themselves) there is nothing to fetch.
 */
export function loadAllTexts(): Promise<void> {
  const language = started;
  if (!language) return Promise.resolve();
  let loading = more.get(language);
  if (!loading) {
    loading = morePacks[language]().then((pack) => registerLanguage(language, packOf(pack.default)));
    loading.catch(() => more.delete(language));
    more.set(language, loading);
  }
  return loading;
}

/**
 * A module (a page, a dialog) that may show any namespace, once the texts are complete too. When the texts
 * cannot load, the module still comes (its keys show, which beats no page).
 */
export async function afterAllTexts<T>(module: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([module, loadAllTexts().catch((error: unknown) => console.error(error))]);
  return loaded;
}

export function namespaces(): string[] {
  return [...new Set(Object.values(registered).flatMap((pack) => Object.keys(pack)))];
}
