import type { QueryBody } from '../../../../contract/common.js';
import type { ReadRecordPage, ReadRecordRow } from '../../../../contract/workflow.js';
import type { Database } from '../../db/database.js';
import { appError } from '../../lib/errors.js';
import { instanceForRead } from '../instances/access.js';
import { wfError } from '../messages.js';
import type { Caller } from '../caller.js';
import { currentNodesOf } from '../task-lists/repo-instances.js';
import * as repo from './repo.js';

const INSTANCE_PROPS = new Set(['procInstId', 'instId']);

/**
 * Records that the caller opened a form: a task's (its node), or an instance's without a task (the
 * nodes waiting then). Either way the caller must be allowed to read the instance.
 */
export async function recordRead(db: Database, c: Caller, target: { taskId?: string; instId?: string }): Promise<ReadRecordRow> {
  const { user } = c;
  if (Boolean(target.taskId) === Boolean(target.instId)) throw appError(400, 'request.invalid', { detail: 'taskId or instId' });
  let instId: string;
  let node: { id: string | null; name: string | null; taskId: string | null };
  if (target.taskId) {
    const task = await repo.taskNode(db, target.taskId);
    if (!task) throw wfError(404, 'task.notFound');
    instId = task.inst_id;
    node = { id: task.node_id, name: task.name, taskId: task.id };
  } else {
    instId = target.instId!;
    node = { id: null, name: null, taskId: null };
  }
  await instanceForRead(db, user, instId);
  if (!node.taskId) {
    const waiting = (await currentNodesOf(db, [instId])).get(instId) ?? [];
    if (waiting.length) node = { id: waiting.map((n) => n.nodeId).join(','), name: waiting.map((n) => n.name).join(', '), taskId: null };
  }
  return repo.insertRead(db, {
    instId,
    taskId: node.taskId,
    nodeId: node.id,
    nodeName: node.name,
    userId: user.id,
    userName: user.fullname,
    orgName: await repo.mainOrgName(db, user.id),
  });
}

const isDistinct = (body: QueryBody | undefined) => {
  const v = body?.params?.distinct;
  return v === '1' || v === 1 || v === true || v === 'true';
};

/**
 * The read records of the instances the querys name (procInstId EQUAL, each readable by the
 * caller), newest first; without an instance, the caller's own reads (an admin's: everyone's).
 * `params.distinct` gives one row per reader: the latest read, with the number of reads.
 */
export async function listReads(db: Database, c: Caller, body: QueryBody | undefined): Promise<ReadRecordPage> {
  const { user } = c;
  const instIds = [
    ...new Set(
      (body?.querys ?? [])
        .filter((q) => INSTANCE_PROPS.has(q.property) && q.value !== undefined && q.value !== null && q.value !== '')
        .map((q) => String(q.value)),
    ),
  ];
  for (const id of instIds) await instanceForRead(db, user, id);
  const scope: repo.ReadScope = instIds.length ? { instIds } : user.isAdmin ? { everyone: true } : { userId: user.id };
  return repo.pageReads(db, scope, body, isDistinct(body));
}
