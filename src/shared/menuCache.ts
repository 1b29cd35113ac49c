import { STORAGE_KEYS, readItem, readJson, removeItem, writeJson } from './storage';

/**
 * The signed-in person's menu as last received, kept per account, language and position (issue 18): a repeat visit
 * draws the shell and the start page from it at once instead of after the menu call, which still runs on every
 * load and replaces it (an unchanged menu keeps the same routes; a changed one rebuilds them). Only the menu's names
 * and paths are kept, never tokens; signing out forgets the account's copies.
 */
const PREFIX = 'tr_menu:';
/** Bumped when the stored shape changes: older copies are ignored. */
const VERSION = 1;

interface Stored<T> {
  v: number;
  menu: T[];
}

function keyOf(account: string, language: string): string {
  const post = readItem(STORAGE_KEYS.postId, 'session') ?? '';
  return `${PREFIX}${account}:${language}:${post}`;
}

export function readCachedMenu<T>(account: string, language: string): T[] | null {
  if (!account) return null;
  const stored = readJson<Stored<T>>(keyOf(account, language));
  return stored && stored.v === VERSION && Array.isArray(stored.menu) && stored.menu.length ? stored.menu : null;
}

export function writeCachedMenu<T>(account: string, language: string, menu: T[]): void {
  if (!account) return;
  if (!menu.length) return removeItem(keyOf(account, language));
  writeJson(keyOf(account, language), { v: VERSION, menu } satisfies Stored<T>);
}

/** Forgets the copies of one account (sign-out), or of every account. */
export function clearCachedMenus(account?: string): void {
  try {
    const storage = window.localStorage;
    const prefix = account ? `${PREFIX}${account}:` : PREFIX;
    for (const key of Object.keys(storage)) if (key.startsWith(prefix)) storage.removeItem(key);
  } catch {
    // storage disabled: nothing was stored
  }
}
