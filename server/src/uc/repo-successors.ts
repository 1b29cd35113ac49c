import type { Database } from '../db/database.js';
import type { UcUserSuccessorTable } from './tables.js';

/**
 * A user's successors (migration 1064): whom the approver steps naming them ('rules') and the start steps of the
 * requests they started ('requests') go to while they are not active. The departures' confirm records them; enabling
 * the user again drops them; the workflow's approver resolution reads them.
 */

export type SuccessorKind = UcUserSuccessorTable['kind'];

/** Records (or replaces) the user's successor of each kind given. */
export async function recordSuccessors(
  db: Database,
  userId: string,
  successors: { kind: SuccessorKind; to: string }[],
  setBy: string,
): Promise<void> {
  if (!successors.length) return;
  await db
    .insertInto('uc_user_successor')
    .values(successors.map((s) => ({ user_id: userId, kind: s.kind, successor_id: s.to, set_by: setBy, set_at: new Date() })))
    .onConflict((oc) =>
      oc.columns(['user_id', 'kind']).doUpdateSet((eb) => ({
        successor_id: eb.ref('excluded.successor_id'),
        set_by: eb.ref('excluded.set_by'),
        set_at: eb.ref('excluded.set_at'),
      })),
    )
    .execute();
}

/** Drops the user's successors (they are active again); answers how many there were. */
export async function dropSuccessors(db: Database, userId: string): Promise<number> {
  const rows = await db.deleteFrom('uc_user_successor').where('user_id', '=', userId).returning('kind').execute();
  return rows.length;
}
