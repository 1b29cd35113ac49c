import type { Database } from '../../db/database.js';
import type { CurrentUser } from '../../lib/context.js';
import { idList } from '../../lib/ids.js';
import { wfError } from '../messages.js';
import { ownerOf, removeOwned, updateOwned, type OwnedTable } from './repo-owned.js';

/** The rules of rows a user owns (agents, secretaries, approval words): who sees, changes and removes them. */

/** Only the owner of a row, or an admin, changes it (a row of nobody's: an admin only). */
export function mayManage(user: CurrentUser, ownerId: string | null): void {
  if (ownerId !== user.id && !user.isAdmin) throw wfError(403, 'record.forbidden');
}

/**
 * Writes an owned row in the caller's transaction and answers its id: the row `id` names (404 when there is none, 403
 * unless the caller manages its owner; the row stays locked from the check to the write), or without an id a new
 * one, as `create` writes it.
 */
export async function writeOwned(
  trx: Database,
  user: CurrentUser,
  t: OwnedTable,
  id: string | undefined,
  values: object,
  create: () => Promise<string>,
): Promise<string> {
  if (!id) return create();
  const old = await ownerOf(trx, t, id);
  if (!old) throw wfError(404, 'record.notFound');
  mayManage(user, old.owner);
  await updateOwned(trx, t, id, values);
  return id;
}

/** A row for the users it names (`parties`) and admins: 404 when there is none, else 403 for anyone else. */
export function forParties<R>(user: CurrentUser, row: R | undefined, parties: (r: R) => string[]): R {
  if (!row) throw wfError(404, 'record.notFound');
  if (!parties(row).includes(user.id) && !user.isAdmin) throw wfError(403, 'record.forbidden');
  return row;
}

/** Removes the rows of a comma-separated id list: only the caller's own, unless the caller is an admin. */
export function removeMine(db: Database, user: CurrentUser, t: OwnedTable, ids: string): Promise<number> {
  return removeOwned(db, t, idList(ids), user.isAdmin ? null : user.id);
}
