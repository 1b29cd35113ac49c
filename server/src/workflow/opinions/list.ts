import type { Database } from '../../db/database.js';
import type { Lang } from '../../lib/i18n.js';
import type { OpinionRow, OpinionStatus } from '../../../../contract/workflow.js';
import { wfText } from '../messages.js';
import { iso } from '../task-lists/repo-common.js';
import type { InstanceRecord } from '../engine/context.js';
import { modelOf } from '../definitions/repo.js';
import { nodeNameIn } from '../definitions/names.js';

/**
 * The approval history of an instance (spec 02 §3 opinion rows): what was done, in order, then
 * what waits now (awaiting_check, or hangUp while the instance is on hold).
 */
export async function instanceOpinions(db: Database, lang: Lang, inst: InstanceRecord, nodeId?: string): Promise<OpinionRow[]> {
  let q = db
    .selectFrom('wf_opinion as o')
    .leftJoin('uc_user as u', 'u.id', 'o.auditor_id')
    .select([
      'o.id',
      'o.task_id',
      'o.node_id',
      'o.task_name',
      'o.status',
      'o.auditor_id',
      'o.auditor_name',
      'o.opinion',
      'o.files',
      'o.qualfieds',
      'o.create_time',
      'o.complete_time',
      'o.dur_ms',
      'u.account',
      'u.photo',
    ])
    .where('o.inst_id', '=', inst.id);
  if (nodeId) q = q.where('o.node_id', '=', nodeId);
  const done = await q.orderBy('o.complete_time').orderBy('o.seq').execute();
  let open = db
    .selectFrom('wf_task as t')
    .leftJoin('uc_user as u', 'u.id', 't.assignee_id')
    .select([
      't.id',
      't.node_id',
      't.name',
      't.assignee_id',
      'u.fullname',
      'u.account',
      'u.photo',
      't.create_time',
      't.is_read',
      't.group_id',
    ])
    .where('t.inst_id', '=', inst.id)
    .where('t.status', '=', 'todo');
  if (nodeId) open = open.where('t.node_id', '=', nodeId);
  const waiting = await open.orderBy('t.create_time').execute();
  const status = (s: string) => s as OpinionStatus;
  const model = await modelOf(db, inst.def_id);
  const rows: OpinionRow[] = done.map((o) => ({
    id: o.id,
    taskId: o.task_id,
    nodeId: o.node_id,
    taskName: nodeNameIn(model, o.node_id, lang, o.task_name),
    qualfiedNames: o.qualfieds.map((q) => q.name).join(','),
    qualfieds: o.qualfieds,
    auditor: o.auditor_id,
    auditorName: o.auditor_name,
    auditorAccount: o.account ?? null,
    auditorAvatar: o.photo ?? null,
    status: status(o.status),
    statusVal: wfText(lang, `status.${o.status}`),
    isRead: 1,
    opinion: o.opinion,
    files: o.files,
    createTime: iso(o.create_time)!,
    completeTime: iso(o.complete_time),
    durMs: o.dur_ms === null ? null : Number(o.dur_ms),
  }));
  const pending: OpinionStatus = inst.is_hang_up ? 'hangUp' : 'awaiting_check';
  for (const t of waiting) {
    rows.push({
      id: t.id,
      taskId: t.id,
      nodeId: t.node_id,
      taskName: nodeNameIn(model, t.node_id, lang, t.name),
      qualfiedNames: t.fullname ?? '',
      qualfieds: t.assignee_id ? [{ type: 'user', id: t.assignee_id, name: t.fullname ?? '', account: t.account ?? undefined }] : [],
      auditor: null,
      auditorName: null,
      auditorAccount: null,
      auditorAvatar: null,
      status: pending,
      statusVal: wfText(lang, `status.${pending}`),
      isRead: t.is_read,
      opinion: null,
      files: null,
      createTime: iso(t.create_time)!,
      completeTime: null,
      durMs: null,
    });
  }
  return rows;
}

/** Latest status per node: from the history, overridden by work waiting now. */
export async function nodeStatuses(db: Database, inst: InstanceRecord): Promise<Record<string, OpinionStatus>> {
  const out: Record<string, OpinionStatus> = {};
  const done = await db
    .selectFrom('wf_opinion')
    .select(['node_id', 'status'])
    .where('inst_id', '=', inst.id)
    .orderBy('complete_time')
    .orderBy('seq')
    .execute();
  for (const o of done) out[o.node_id] = o.status as OpinionStatus;
  const open = await db.selectFrom('wf_task').select('node_id').where('inst_id', '=', inst.id).where('status', '=', 'todo').execute();
  for (const t of open) out[t.node_id] = inst.is_hang_up ? 'hangUp' : 'awaiting_check';
  return out;
}
