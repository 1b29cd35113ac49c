import type { Database } from '../../db/database.js';
import type { DefInfo } from '../definitions/repo.js';
import type { FlowModel } from '../definitions/model.js';
import { resolveRules } from '../support/repo-users.js';
import { newId, type ActionContext, type InstanceRecord } from '../steps/context.js';
import { recordOpinion } from '../opinions/record.js';
import { insertInstance, nextSerial } from './repo.js';
import { noteStarted } from '../analytics/collect.js';
import { dayIn } from '../../lib/time-zone.js';

/** Approvers of every user task and the notice receivers of every service node, resolved once. */
export async function resolveNodeUsers(
  db: Database,
  model: FlowModel,
  initiatorId: string,
  formData: Record<string, unknown>,
): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  const memo = new Map<string, string[]>();
  for (const id of model.order) {
    const node = model.nodes[id];
    if ((node.type !== 'userTask' && node.type !== 'serviceTask') || !node.assignee?.length) continue;
    const key = JSON.stringify(node.assignee);
    if (!memo.has(key)) memo.set(key, await resolveRules(db, node.assignee, { initiatorId, formData }));
    out[id] = memo.get(key)!;
  }
  return out;
}

/**
 * Business number: KEY-YYYYMMDD-NNNN, counted per key and day without gaps between concurrent starts; the day is the
 * starter's (their zone, else the company's), the day their request's header and summary show.
 */
export async function nextBusinessNumber(db: Database, defKey: string, timeZone: string, now = new Date()): Promise<string> {
  const prefix =
    defKey
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 12) || 'FLOW';
  const day = dayIn(now, timeZone).replace(/-/g, '');
  const value = await nextSerial(db, prefix, day);
  return `${prefix}-${day}-${String(value).padStart(4, '0')}`;
}

export interface NewInstance {
  def: DefInfo;
  creatorId: string;
  creatorName: string;
  formData: Record<string, unknown>;
  subject: string;
  prop1?: string | null;
  urgentState?: number;
  aiSummary?: string | null;
  /** the zone of the business number's day (the starter's); else the company's */
  timeZone?: string;
  /** the summary in every language (readers get their own) */
  aiSummaries?: Partial<Record<'zh-CN' | 'en-US' | 'id', string>> | null;
  parent?: { id: string; rootId: string; executionId: string; nodeId: string };
}

/** Writes a new instance (no engine state yet) and its start record; advance() then runs it. */
export async function createInstanceRow(ctx: ActionContext, input: NewInstance): Promise<InstanceRecord> {
  const id = newId();
  const nodeUsers = await resolveNodeUsers(ctx.trx, input.def.model, input.creatorId, input.formData);
  const prop1 =
    input.prop1 !== undefined
      ? input.prop1
      : await nextBusinessNumber(ctx.trx, input.def.defKey, input.timeZone ?? ctx.config?.printTimeZone ?? 'Asia/Shanghai');
  const row = await insertInstance(ctx.trx, {
    id,
    root_id: input.parent?.rootId ?? id,
    parent_id: input.parent?.id ?? null,
    parent_execution_id: input.parent?.executionId ?? null,
    parent_node_id: input.parent?.nodeId ?? null,
    def_id: input.def.id,
    def_key: input.def.defKey,
    def_name: JSON.stringify(input.def.name),
    type_id: input.def.typeId,
    subject: input.subject,
    prop1,
    status: 'running',
    urgent_state: input.urgentState ?? 0,
    creator_id: input.creatorId,
    creator_name: input.creatorName,
    form_data: JSON.stringify(input.formData),
    ai_summary: input.aiSummary ?? null,
    ai_summaries: input.aiSummaries ? JSON.stringify(input.aiSummaries) : null,
    node_users: JSON.stringify(nodeUsers),
    reached: JSON.stringify([]),
    engine_state: null,
  });
  noteStarted(ctx, row);
  const start = input.def.model.nodes[input.def.model.startId];
  await recordOpinion(ctx, {
    instId: id,
    nodeId: start.id,
    taskName: start.name,
    status: 'start',
    auditorId: input.creatorId,
    qualfiedIds: [input.creatorId],
    decision: { formData: input.formData },
  });
  ctx.touched.add(input.creatorId);
  ctx.instIds.add(id);
  return row as InstanceRecord;
}
