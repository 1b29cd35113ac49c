import type { SetUrgentBody, UrgentLevel } from '../../../../contract/workflow-urgent.js';
import type { Database } from '../../db/database.js';
import { instanceForRead, requireCreatorOrAdmin } from '../instances/access.js';
import { wfText } from '../messages.js';
import type { Caller } from '../caller.js';
import * as repo from './repo.js';

const COLORS = ['#8c8c8c', '#fa8c16', '#f5222d'];

export function levels(c: Caller): UrgentLevel[] {
  return [0, 1, 2].map((v) => ({ value: v, labelKey: `urgent.${v}`, label: wfText(c.lang, `urgent.${v}`), color: COLORS[v] }));
}

export async function urgentStateOf(db: Database, c: Caller, instId: string): Promise<{ instId: string; urgentState: number }> {
  const inst = await instanceForRead(db, c.user, instId);
  return { instId: inst.id, urgentState: inst.urgent_state };
}

/** The initiator or an admin sets it, for the whole instance tree. */
export async function setUrgentState(db: Database, c: Caller, body: SetUrgentBody): Promise<boolean> {
  await db.transaction().execute(async (trx) => {
    const inst = await instanceForRead(trx, c.user, body.instId);
    requireCreatorOrAdmin(inst, c.user);
    await repo.setTreeUrgentState(trx, inst.root_id, body.urgentState);
  });
  return true;
}
