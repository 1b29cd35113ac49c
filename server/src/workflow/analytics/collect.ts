import { bucketOf, emptyHistogram } from './histogram.js';

/**
 * What an action changed that the analytics count, gathered while it runs and written as rollup
 * upserts by its last statement (steps/transaction.ts finishAction), one upsert per affected row.
 */
export type RollupEvent =
  | { kind: 'started' | 'ended'; defKey: string; defId: string; at: Date }
  | {
      kind: 'taskDone';
      defKey: string;
      defId: string;
      nodeId: string;
      userId: string | null;
      createTime: Date;
      completeTime: Date;
      dueTime: Date | null;
    };

/** The part of an action context the collector writes to. */
export interface RollupCollector {
  rollups: RollupEvent[];
}

export function noteStarted(ctx: RollupCollector, inst: { def_key: string; def_id: string; create_time: Date }): void {
  ctx.rollups.push({ kind: 'started', defKey: inst.def_key, defId: inst.def_id, at: new Date(inst.create_time) });
}

export function noteEnded(ctx: RollupCollector, inst: { def_key: string; def_id: string }, at: Date): void {
  ctx.rollups.push({ kind: 'ended', defKey: inst.def_key, defId: inst.def_id, at });
}

/** A task completed by a person (agree, oppose, reject, back to start, add-sign …); start tasks are not counted. */
export function noteTaskDone(
  ctx: RollupCollector,
  task: { def_key: string; def_id: string; node_id: string; is_start: boolean; create_time: Date; due_time: Date | null },
  userId: string | null,
  at: Date,
): void {
  if (task.is_start) return;
  ctx.rollups.push({
    kind: 'taskDone',
    defKey: task.def_key,
    defId: task.def_id,
    nodeId: task.node_id,
    userId,
    createTime: new Date(task.create_time),
    completeTime: at,
    dueTime: task.due_time ? new Date(task.due_time) : null,
  });
}

/** A day in a time zone as YYYY-MM-DD. */
export function dayIn(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

export interface DefDelta {
  defKey: string;
  defId: string;
  day: string;
  started: number;
  ended: number;
  /** tasks completed that day (the daily series) */
  completed: number;
}

export interface TaskDelta {
  defKey: string;
  defId: string;
  day: string;
  /** node id or user id */
  key: string;
  done: number;
  sumMs: number;
  overdue: number;
  hist: number[];
}

export interface RollupDeltas {
  defs: DefDelta[];
  nodes: TaskDelta[];
  users: TaskDelta[];
  defKeys: string[];
}

/** The events added up per affected rollup row (a multi-row upsert may not touch one row twice). */
export function deltasOf(events: readonly RollupEvent[], timeZone: string): RollupDeltas {
  const defs = new Map<string, DefDelta>();
  const nodes = new Map<string, TaskDelta>();
  const users = new Map<string, TaskDelta>();
  const keys = new Set<string>();
  const task = (map: Map<string, TaskDelta>, e: Extract<RollupEvent, { kind: 'taskDone' }>, key: string, day: string) => {
    const id = JSON.stringify([e.defKey, e.defId, day, key]);
    let row = map.get(id);
    if (!row) map.set(id, (row = { defKey: e.defKey, defId: e.defId, day, key, done: 0, sumMs: 0, overdue: 0, hist: emptyHistogram() }));
    const ms = Math.max(0, e.completeTime.getTime() - e.createTime.getTime());
    row.done++;
    row.sumMs += ms;
    if (e.dueTime && e.completeTime.getTime() > e.dueTime.getTime()) row.overdue++;
    row.hist[bucketOf(ms)]++;
  };
  const def = (e: RollupEvent, day: string) => {
    const id = JSON.stringify([e.defKey, e.defId, day]);
    let row = defs.get(id);
    if (!row) defs.set(id, (row = { defKey: e.defKey, defId: e.defId, day, started: 0, ended: 0, completed: 0 }));
    return row;
  };
  for (const e of events) {
    keys.add(e.defKey);
    if (e.kind === 'taskDone') {
      const day = dayIn(e.completeTime, timeZone);
      task(nodes, e, e.nodeId, day);
      if (e.userId) task(users, e, e.userId, day);
      def(e, day).completed++;
      continue;
    }
    def(e, dayIn(e.at, timeZone))[e.kind]++;
  }
  // rows in one order in every action: two actions upserting the same rows never wait on each other crosswise
  const sorted = <T>(map: Map<string, T>) => [...map.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, v]) => v);
  return { defs: sorted(defs), nodes: sorted(nodes), users: sorted(users), defKeys: [...keys].sort() };
}
