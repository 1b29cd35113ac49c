import crypto from 'node:crypto';
import type { Database } from '../../db/database.js';
import type { Lang } from '../../lib/i18n.js';
import { publishEvent } from '../../lib/events.js';
import type { ServerConfig } from '../../config.js';
import type { DefInfo } from '../definitions/repo.js';
import type { ExpressionScope } from './runner.js';
import type { I18n } from '../tables.js';

export const newId = (): string => crypto.randomUUID();

/** One action on the workflow: its transaction and the users whose lists it changes. */
export interface ActionContext {
  trx: Database;
  lang: Lang;
  config?: ServerConfig;
  /** users to tell (task.changed) when the transaction commits */
  touched: Set<string>;
  /** instance ids whose users are told */
  instIds: Set<string>;
}

export function actionContext(trx: Database, lang: Lang, config?: ServerConfig): ActionContext {
  return { trx, lang, config, touched: new Set(), instIds: new Set() };
}

/** Sends the live update inside the transaction (NOTIFY is delivered on commit only). */
export async function publishTouched(ctx: ActionContext, instId: string): Promise<void> {
  if (!ctx.touched.size) return;
  await publishEvent(ctx.trx, { type: 'task.changed', userIds: [...ctx.touched], data: { instId } });
}

export interface InstanceRecord {
  id: string;
  root_id: string;
  parent_id: string | null;
  parent_execution_id: string | null;
  parent_node_id: string | null;
  def_id: string;
  def_key: string;
  def_name: I18n;
  type_id: string | null;
  subject: string;
  prop1: string | null;
  status: string;
  is_hang_up: boolean;
  urgent_state: number;
  creator_id: string;
  creator_name: string;
  create_time: Date;
  end_time: Date | null;
  form_data: Record<string, unknown>;
  form_data_version: number;
  ai_summary: string | null;
  node_users: Record<string, string[]>;
  reached: string[];
  engine_state: unknown;
  version: number;
}

export async function loadInstance(db: Database, id: string): Promise<InstanceRecord | null> {
  const row = await db.selectFrom('wf_instance').selectAll().where('id', '=', id).executeTakeFirst();
  return (row as InstanceRecord | undefined) ?? null;
}

/** Raised when another action wrote the instance first; the caller retries while its task is open. */
export class VersionConflict extends Error {
  constructor() {
    super('instance version changed');
  }
}

/** What a definition's FEEL expressions see: form values and a few facts about the instance. */
export function scopeFor(inst: InstanceRecord, def: DefInfo): ExpressionScope {
  const approverCounts: Record<string, number> = {};
  for (const [nodeId, users] of Object.entries(inst.node_users ?? {})) approverCounts[nodeId] = users.length;
  const passRatios: Record<string, number> = {};
  for (const [nodeId, node] of Object.entries(def.model.nodes)) if (node.passRatio !== undefined) passRatios[nodeId] = node.passRatio;
  return {
    data: { ...inst.form_data, initiatorId: inst.creator_id, instId: inst.id, defKey: inst.def_key },
    approverCounts,
    passRatios,
  };
}
