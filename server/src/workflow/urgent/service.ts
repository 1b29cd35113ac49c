import type { SetUrgentBody, UrgentDetail, UrgentLevel } from '../../../../contract/workflow-urgent.js';
import type { Database } from '../../db/database.js';
import { instanceForRead, requireCreatorOrAdmin } from '../instances/access.js';
import { wfText } from '../messages.js';
import type { Caller } from '../caller.js';
import * as repo from './repo.js';

const COLORS = ['#8c8c8c', '#fa8c16', '#f5222d'];

export function levels(c: Caller): UrgentLevel[] {
  return [0, 1, 2].map((v) => ({ value: v, labelKey: `urgent.${v}`, label: wfText(c.lang, `urgent.${v}`), color: COLORS[v] }));
}

/**
 * The urgency detail of an instance the caller may read: its level as the levels name it, and who set it when. An
 * urgency never changed since the start was chosen by the initiator when starting (none when it is normal).
 */
export async function urgentStateOf(db: Database, c: Caller, instId: string): Promise<UrgentDetail> {
  const inst = await instanceForRead(db, c.user, instId);
  const level = levels(c).find((l) => l.value === inst.urgent_state) ?? levels(c)[0];
  const set = await repo.urgentSetting(db, inst.id);
  const byInitiator = !set?.setById && inst.urgent_state > 0;
  const setTime = set?.setTime ?? (byInitiator ? inst.create_time : null);
  return {
    instId: inst.id,
    urgentState: inst.urgent_state,
    subject: inst.subject,
    label: level.label,
    color: level.color,
    setById: set?.setById ?? (byInitiator ? inst.creator_id : null),
    setByName: set?.setByName ?? (byInitiator ? inst.creator_name : null),
    setTime: setTime ? new Date(setTime).toISOString() : null,
  };
}

/** The initiator or an admin sets it, for the whole instance tree. */
export async function setUrgentState(db: Database, c: Caller, body: SetUrgentBody): Promise<boolean> {
  await db.transaction().execute(async (trx) => {
    const inst = await instanceForRead(trx, c.user, body.instId);
    requireCreatorOrAdmin(inst, c.user);
    await repo.setTreeUrgentState(trx, inst.root_id, body.urgentState, c.user.id);
  });
  return true;
}
