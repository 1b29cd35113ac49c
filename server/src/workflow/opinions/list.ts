import type { Database } from '../../db/database.js';
import type { Lang } from '../../lib/i18n.js';
import type { OpinionRow, OpinionStatus } from '../../../../contract/workflow.js';
import { wfText } from '../messages.js';
import { iso } from '../task-lists/repo-common.js';
import type { InstanceRecord } from '../steps/context.js';
import { modelOf } from '../definitions/repo.js';
import { nodeNameIn } from '../definitions/names.js';
import * as repo from './repo.js';

/**
 * The approval history of an instance (spec 02 §3 opinion rows): what was done, in order, then
 * what waits now (awaiting_check, or hangUp while the instance is on hold).
 */
export async function instanceOpinions(db: Database, lang: Lang, inst: InstanceRecord, nodeId?: string): Promise<OpinionRow[]> {
  const done = await repo.doneOpinions(db, inst.id, nodeId);
  const waiting = await repo.waitingTasks(db, inst.id, nodeId);
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
    via: o.via ?? null,
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
  const done = await repo.opinionTrail(db, inst.id);
  for (const o of done) out[o.node_id] = o.status as OpinionStatus;
  const open = await repo.openTaskHolders(db, inst.id);
  for (const t of open) out[t.node_id] = inst.is_hang_up ? 'hangUp' : 'awaiting_check';
  return out;
}
