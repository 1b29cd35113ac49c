import crypto from 'node:crypto';
import type { Database } from '../../db/database.js';
import type { Lang } from '../../lib/i18n.js';
import type { ServerConfig } from '../../config.js';
import type { DefInfo } from '../definitions/repo.js';
import type { ExpressionScope } from '../engine/protocol.js';
import type { NewWfOpinion, WfInstance } from '../tables.js';
import type { RollupEvent } from '../analytics/collect.js';

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
  /**
   * History rows of the action, in the order they happened. Nothing reads the history while an
   * action runs, so they are written together with the live update in the action's last
   * statement (finishAction), one round trip instead of one per row.
   */
  opinions: NewWfOpinion[];
  /** what the process analytics count (starts, ends, completed tasks), written as rollups by finishAction */
  rollups: RollupEvent[];
}

export function actionContext(trx: Database, lang: Lang, config?: ServerConfig): ActionContext {
  return { trx, lang, config, touched: new Set(), instIds: new Set(), opinions: [], rollups: [] };
}

export type InstanceRecord = WfInstance;

/** An instance row as to_jsonb gives it (timestamps as text). */
export type InstanceJson = Omit<InstanceRecord, 'create_time' | 'end_time'> & { create_time: string; end_time: string | null };

export function instanceFromJson(row: InstanceJson): InstanceRecord {
  return { ...row, create_time: new Date(row.create_time), end_time: row.end_time ? new Date(row.end_time) : null };
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
