import type { NodeOpinions, UpdateOpinionBody } from '../../../../contract/workflow-flow-opinions.js';
import type { Database } from '../../db/database.js';
import { instanceForRead } from '../instances/access.js';
import { wfError } from '../messages.js';
import { instanceOpinions } from '../opinions/list.js';
import type { Caller } from '../caller.js';
import * as repo from './repo.js';

/** The history of an instance the caller may read, grouped by node in the order the nodes were reached. */
export async function opinionsByNode(db: Database, c: Caller, instId: string): Promise<NodeOpinions[]> {
  const inst = await instanceForRead(db, c.user, instId);
  const groups: NodeOpinions[] = [];
  for (const o of await instanceOpinions(db, c.lang, inst)) {
    const g = groups.find((x) => x.nodeId === o.nodeId);
    if (g) g.opinions.push(o);
    else groups.push({ nodeId: o.nodeId, taskName: o.taskName, opinions: [o] });
  }
  return groups;
}

/** The author of the opinion, or an admin, changes its text. */
export async function updateOpinion(db: Database, c: Caller, body: UpdateOpinionBody): Promise<boolean> {
  await db.transaction().execute(async (trx) => {
    const row = await repo.opinionAuthor(trx, body.id);
    if (!row) throw wfError(404, 'record.notFound');
    if (row.auditor_id !== c.user.id && !c.user.isAdmin) throw wfError(403, 'record.forbidden');
    await repo.updateOpinionText(trx, body.id, body.opinion);
  });
  return true;
}
