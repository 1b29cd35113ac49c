import type { BodyOf, QueryOf } from '../../../../contract/call.js';
import type { FlowImage, OPINION_CALLS } from '../../../../contract/workflow-opinions.js';
import type { Database } from '../../db/database.js';
import { defById, mainDefByKey } from '../definitions/repo.js';
import { instanceForRead } from '../instances/access.js';
import { wfError } from '../messages.js';
import { hasStartRight } from '../model/rights.js';
import type { Caller } from '../caller.js';
import { taskForRead } from '../tasks/access.js';
import { flowImage } from './flow-image.js';
import { instanceOpinions } from './list.js';
import * as repo from './repo.js';

type O = typeof OPINION_CALLS;

/** The caller's saved opinion on a task of the instance. */
export async function saved(db: Database, c: Caller, q: QueryOf<O['saved']>): Promise<string | null> {
  const { task } = await taskForRead(db, c.user, q.taskId);
  if (task.inst_id !== q.instId) throw wfError(404, 'task.notFound');
  return repo.savedOpinion(db, task.id, c.user.id);
}

/** Saves the assignee's opinion on an open task without submitting it; read, check and write in one transaction. */
export async function save(db: Database, c: Caller, b: BodyOf<O['save']>): Promise<boolean> {
  await db.transaction().execute(async (trx) => {
    const { task, access } = await taskForRead(trx, c.user, b.taskId);
    if (task.inst_id !== b.instId) throw wfError(404, 'task.notFound');
    if (task.status !== 'todo') throw wfError(409, 'task.alreadyDone');
    if (access !== 'assignee') throw wfError(403, 'task.forbidden');
    await repo.saveOpinion(trx, task.id, c.user.id, b.opinion);
  });
  return true;
}

export async function ofNode(db: Database, c: Caller, q: QueryOf<O['ofNode']>) {
  const inst = await instanceForRead(db, c.user, q.instId);
  return instanceOpinions(db, c.lang, inst, q.nodeId);
}

export async function ofInstance(db: Database, c: Caller, instId: string) {
  const inst = await instanceForRead(db, c.user, instId);
  return instanceOpinions(db, c.lang, inst);
}

/** The flow image of an instance, or of a definition for those who may start it (and admins). */
export async function image(db: Database, c: Caller, q: QueryOf<O['image']>): Promise<FlowImage> {
  const instId = q.proInstId || q.bpmnInstId;
  if (instId) {
    const inst = await instanceForRead(db, c.user, instId);
    const def = await defById(db, inst.def_id);
    if (!def) throw wfError(404, 'def.notFound');
    return flowImage(db, def, inst, c.lang);
  }
  const def = q.defId ? await defById(db, q.defId) : null;
  if (!def) throw wfError(404, 'def.notFound');
  if (!c.user.isAdmin && !(def.startable && (await hasStartRight(db, c.user, def.defKey)))) throw wfError(403, 'def.noStartRight');
  return flowImage(db, def, null, c.lang);
}

/** The flow image of the sub flow a call activity started, or its definition's while not started. */
export async function subImage(db: Database, c: Caller, q: QueryOf<O['subImage']>): Promise<FlowImage> {
  const parent = await instanceForRead(db, c.user, q.proInstId);
  const subId = (await repo.subInstances(db, parent.id, q.nodeId))[0]?.id;
  if (subId) {
    const inst = await instanceForRead(db, c.user, subId);
    const def = await defById(db, inst.def_id);
    if (!def) throw wfError(404, 'def.notFound');
    return flowImage(db, def, inst, c.lang);
  }
  const parentDef = await defById(db, parent.def_id);
  const called = parentDef?.model.nodes[q.nodeId]?.callActivity?.calledElement;
  const def = called ? await mainDefByKey(db, called) : null;
  if (!def) throw wfError(404, 'def.notFound');
  return flowImage(db, def, null, c.lang);
}
