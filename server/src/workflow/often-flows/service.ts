import type { QueryBody } from '../../../../contract/common.js';
import type { Database } from '../../db/database.js';
import { startableKeys } from '../model/rights.js';
import type { Caller } from '../caller.js';
import { idList } from '../../lib/ids.js';
import * as repo from './repo.js';

export async function mine(db: Database, c: Caller) {
  const { user, lang } = c;
  return repo.oftenFlows(db, user.id, lang);
}

/** Writes the keys the caller may start (each once) to the caller's list in one transaction, then answers the list. */
async function write(db: Database, c: Caller, defKeys: string[], how: typeof repo.replaceOften) {
  const { user, lang } = c;
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
export const replace = (db: Database, c: Caller, defKeys: string[]) => write(db, c, defKeys, repo.replaceOften);

/** Appends to the caller's list (the mobile "add common flow"); the last position is read and written in one transaction. */
export const append = (db: Database, c: Caller, defKeys: string[]) => write(db, c, defKeys, repo.appendOften);

/** ids are definition keys. */
export async function remove(db: Database, c: Caller, ids: string) {
  const { user, lang } = c;
  await repo.removeOften(db, user.id, idList(ids));
  return repo.oftenFlows(db, user.id, lang);
}

/** The definitions the caller may start, isOften marking the often-used ones. */
export async function startable(db: Database, c: Caller, body: QueryBody) {
  const { user, lang } = c;
  const page = await repo.startableDefsPage(db, user, lang, body);
  const often = await repo.oftenKeys(db, user.id);
  return { ...page, rows: page.rows.map((r) => ({ ...r, isOften: often.has(r.defKey) })) };
}
