import { SETUP_LANGUAGES, type SetupLanguage } from '../../../contract/setup.js';
import type { Database } from '../db/database.js';
import * as repo from './repo.js';

/** The stored list read back: known languages only, in the portal's order. */
export const languagesOf = (text: string): SetupLanguage[] => SETUP_LANGUAGES.filter((l) => text.split(',').includes(l));

export interface Offered {
  languages: SetupLanguage[];
  version: number;
}

/** A row as read: all three (version 0) when there is none. */
function offeredOf(row: { languages: string; version: number } | undefined): Offered {
  const languages = row ? languagesOf(row.languages) : [];
  return { languages: languages.length ? languages : [...SETUP_LANGUAGES], version: row?.version ?? 0 };
}

/** The languages offered and their version; all three (version 0) until an administrator chose them. */
export const readLanguages = async (db: Database): Promise<Offered> => offeredOf(await repo.findLanguages(db));

/**
 * The languages the company offers (issue 30), for everyone and before sign-in: the login page, the portal's language
 * switches and the server's own pages offer only these.
 */
export const offeredLanguages = async (db: Database): Promise<SetupLanguage[]> => (await readLanguages(db)).languages;

/**
 * Locks the languages' row for a change in `trx` (made first when missing) and answers what it holds; two
 * administrators at once: the second waits here, then sees the first one's version.
 */
export async function lockLanguages(trx: Database): Promise<Offered> {
  await repo.ensureLanguages(trx, SETUP_LANGUAGES.join(','));
  return offeredOf(await repo.findLanguages(trx, true));
}

/** The chosen languages in the portal's order, duplicates gone. */
export const ordered = (chosen: readonly string[]): SetupLanguage[] => SETUP_LANGUAGES.filter((l) => chosen.includes(l));
