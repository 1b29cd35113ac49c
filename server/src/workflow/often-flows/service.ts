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

/** Replaces the caller's list; keys the caller may not start are dropped. */
export async function replace(db: Database, user: CurrentUser, lang: Lang, defKeys: string[]) {
  const keys = [...new Set(defKeys)];
  const allowed = await startableKeys(db, user, keys);
  await db.transaction().execute((trx) =>
    repo.replaceOften(
      trx,
      user.id,
      keys.filter((k) => allowed.has(k)),
    ),
  );
  return repo.oftenFlows(db, user.id, lang);
}

/** Appends to the caller's list (the mobile "add common flow"); the last position is read and written in one transaction. */
export async function append(db: Database, user: CurrentUser, lang: Lang, defKeys: string[]) {
  const keys = [...new Set(defKeys)];
  const allowed = await startableKeys(db, user, keys);
  await db.transaction().execute((trx) =>
    repo.appendOften(
      trx,
      user.id,
      keys.filter((k) => allowed.has(k)),
    ),
  );
  return repo.oftenFlows(db, user.id, lang);
}

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
