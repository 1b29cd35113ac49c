import type { QueryBody } from '../../../../contract/common.js';
import type { Database } from '../../db/database.js';
import type { CurrentUser } from '../../lib/context.js';
import type { Lang } from '../../lib/i18n.js';
import { startableKeys } from '../model/rights.js';
import { idList } from '../caller.js';
import * as repo from './repo.js';

export async function mine(db: Database, user: CurrentUser, lang: Lang) {
  return repo.oftenFlows(db, user.id, lang);
}

/** Writes the keys the caller may start (each once) to the caller's list in one transaction, then answers the list. */
async function write(db: Database, user: CurrentUser, lang: Lang, defKeys: string[], how: typeof repo.replaceOften) {
  const keys = [...new Set(defKeys)];
  const allowed = await startableKeys(db, user, keys);
  await db.transaction().execute((trx) =>
    how(
      trx,
      user.id,
      keys.filter((k) => allowed.has(k)),
    ),
  );
  return repo.oftenFlows(db, user.id, lang);
}

/** Replaces the caller's list; keys the caller may not start are dropped. */
export const replace = (db: Database, user: CurrentUser, lang: Lang, defKeys: string[]) =>
  write(db, user, lang, defKeys, repo.replaceOften);

/** Appends to the caller's list (the mobile "add common flow"); the last position is read and written in one transaction. */
export const append = (db: Database, user: CurrentUser, lang: Lang, defKeys: string[]) => write(db, user, lang, defKeys, repo.appendOften);

/** ids are definition keys. */
export async function remove(db: Database, user: CurrentUser, lang: Lang, ids: string) {
  await repo.removeOften(db, user.id, idList(ids));
  return repo.oftenFlows(db, user.id, lang);
}

/** The definitions the caller may start, isOften marking the often-used ones. */
export async function startable(db: Database, user: CurrentUser, lang: Lang, body: QueryBody) {
  const page = await repo.startableDefsPage(db, user, lang, body);
  const often = await repo.oftenKeys(db, user.id);
  return { ...page, rows: page.rows.map((r) => ({ ...r, isOften: often.has(r.defKey) })) };
}
