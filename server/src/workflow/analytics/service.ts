import type {
  AnalyticsDefinition,
  ApproverStats,
  NodeStats,
  RebuildBody,
  Summary,
  SummaryBody,
  TargetBody,
} from '../../../../contract/analytics.js';
import { MAX_PERIOD_DAYS } from '../../../../contract/analytics.js';
import type { AppDeps } from '../../lib/context.js';
import type { Database } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';
import { sendJobs, readJobsSettings, ANALYTICS_QUEUE } from '../../jobs/index.js';
import type { Caller } from '../caller.js';
import { modelOf, pickName } from '../definitions/repo.js';
import { nodeNameIn } from '../definitions/names.js';
import type { FlowModel } from '../definitions/model.js';
import { quantile } from './histogram.js';
import * as repo from './repo.js';
import * as months from './repo-months.js';
import { dayIn } from './collect.js';

type Deps = Pick<AppDeps, 'db' | 'config'>;
const DAY_MS = 86_400_000;
/** Open-task count rows beyond one per group that make a view ask the job to fold them. */
const LOOSE_ROWS = 200;

/**
 * Who may see process analytics: process administrators (the flow-admin screens' rule). The
 * portal has no notion of a flow's owner, so nobody else does.
 */
function requireAnalyst(c: Caller): void {
  if (!c.user.isAdmin) throw new AppError(403, 'analytics.forbidden');
}

export const timeZoneOf = (deps: Pick<AppDeps, 'config'>) => deps.config?.printTimeZone ?? 'Asia/Shanghai';

export async function definitions(db: Database, c: Caller): Promise<AnalyticsDefinition[]> {
  requireAnalyst(c);
  const rows = await repo.mainDefinitions(db);
  return rows.map((r) => ({ defKey: r.def_key, defId: r.id, name: pickName(r.name, c.lang), version: r.version }));
}

function checkPeriod(body: SummaryBody): void {
  const from = Date.parse(`${body.from}T00:00:00Z`);
  const to = Date.parse(`${body.to}T00:00:00Z`);
  if (!Number.isFinite(from) || !Number.isFinite(to)) throw new AppError(400, 'analytics.badDate');
  if (to < from) throw new AppError(400, 'analytics.badPeriod');
  if ((to - from) / DAY_MS + 1 > MAX_PERIOD_DAYS) throw new AppError(400, 'analytics.periodTooLong', { days: MAX_PERIOD_DAYS });
}

const durations = (row: repo.TaskGroupRow | undefined) => {
  const count = row?.done ?? 0;
  return {
    count,
    medianMs: row ? quantile(row.hist, 0.5) : null,
    p90Ms: row ? quantile(row.hist, 0.9) : null,
    meanMs: count ? Math.round(Number(row!.sum_ms) / count) : null,
    overdue: row?.overdue ?? 0,
  };
};

/** The user tasks of a model, in its order (the nodes a heat map colours). */
function userTasks(model: FlowModel | null): string[] {
  if (!model) return [];
  return model.order.filter((id) => model.nodes[id]?.type === 'userTask');
}

/** The summary of a definition and period: reads rollups (and the open tasks' partial index) only. */
export async function summary(db: Database, c: Caller, body: SummaryBody, tz = 'Asia/Shanghai'): Promise<Summary> {
  requireAnalyst(c);
  checkPeriod(body);
  const [versions, through] = await Promise.all([repo.definitionVersions(db, body.defKey), months.sealedThrough(db, body.defKey)]);
  if (!versions.length) throw new AppError(404, 'analytics.notFound', { key: body.defKey });
  const shown = body.defId ? versions.find((v) => v.id === body.defId) : (versions.find((v) => v.is_main) ?? versions[0]);
  if (!shown) throw new AppError(404, 'analytics.notFound', { key: body.defId ?? body.defKey });
  const plan = months.planPeriod(body.from, body.to, through);
  const period: repo.Period = { defKey: body.defKey, defId: body.defId, from: body.from, to: body.to, plan };
  const [model, defs, nodeRows, userRows, open, wipTarget] = await Promise.all([
    modelOf(db, shown.id),
    repo.defDays(db, period, through),
    repo.taskGroups(db, period, 'node'),
    repo.taskGroups(db, period, 'user'),
    months.openByNode(db, body.defKey, body.defId),
    repo.wipTarget(db, body.defKey),
  ]);
  // months to seal, or open-task count rows to fold: the job does it, this view reads what is there
  const today = dayIn(new Date(), tz);
  if ((through ?? '') < months.sealableThrough(today) || open.reduce((s, r) => s + r.loose, 0) > LOOSE_ROWS)
    await queueMaintenance(db, body.defKey);
  const byNode = new Map(nodeRows.map((r) => [r.key, r]));
  const openByNode = new Map(open.map((r) => [r.node_id, r]));
  // the diagram's user tasks first (in its order), then nodes only older versions had
  const nodeIds = [...new Set([...userTasks(model), ...nodeRows.map((r) => r.key), ...open.map((r) => r.node_id)])];
  const nodes: NodeStats[] = nodeIds.map((nodeId) => ({
    nodeId,
    name: nodeNameIn(model, nodeId, c.lang, ''),
    ...durations(byNode.get(nodeId)),
    open: openByNode.get(nodeId)?.open ?? 0,
    openOverdue: openByNode.get(nodeId)?.overdue ?? 0,
  }));
  const names = await repo.userNames(
    db,
    userRows.map((r) => r.key),
  );
  const approvers: ApproverStats[] = userRows
    .map((r) => ({ userId: r.key, name: names.get(r.key) ?? r.key, ...durations(r) }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  const series = dailySeries(body.from, body.to, defs.days);
  return {
    defKey: body.defKey,
    defId: shown.id,
    from: body.from,
    to: body.to,
    started: defs.days.reduce((s, d) => s + d.started, 0),
    ended: defs.days.reduce((s, d) => s + d.ended, 0),
    running: Math.max(0, defs.total.started - defs.total.ended),
    wipTarget,
    nodes,
    approvers,
    series,
  };
}

/** Every day of the period, with zeros where nothing happened. */
function dailySeries(
  from: string,
  to: string,
  days: { day: string; started: number; ended: number; completed: number }[],
): Summary['series'] {
  const byDay = new Map(days.map((d) => [d.day, d]));
  const out: Summary['series'] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) {
    const day = new Date(t).toISOString().slice(0, 10);
    out.push({ day, started: byDay.get(day)?.started ?? 0, ended: byDay.get(day)?.ended ?? 0, completed: byDay.get(day)?.completed ?? 0 });
  }
  return out;
}

export async function setTarget(db: Database, c: Caller, body: TargetBody): Promise<boolean> {
  requireAnalyst(c);
  const versions = await repo.definitionVersions(db, body.defKey);
  if (!versions.length) throw new AppError(404, 'analytics.notFound', { key: body.defKey });
  await repo.setWipTarget(db, body.defKey, body.wipTarget ?? null, c.user.id);
  return true;
}

/** Queues a rebuild (the job runs it: a key's full read is work for a worker, not for a request). */
export async function requestRebuild(db: Database, c: Caller, body: RebuildBody): Promise<boolean> {
  requireAnalyst(c);
  await queueRebuild(db, body.defKey ?? null);
  return true;
}

/** Asks the job to seal the months that are over and fold the open-task counts of a key (once while one waits). */
async function queueMaintenance(db: Database, defKey: string): Promise<void> {
  await db.transaction().execute((trx) => sendMaintenance(trx, [defKey]));
}

function sendMaintenance(trx: Database, defKeys: string[]): Promise<void> {
  const jobs = defKeys.map((k) => ({ data: { maintain: k }, startAfter: new Date(), key: `maintain:${k}` }));
  return sendJobs(trx, ANALYTICS_QUEUE, jobs, readJobsSettings());
}

/**
 * About one action in FOLD_EVERY asks the job to fold its keys' open-task count rows, in the
 * action's transaction: the rows stay few even when nobody looks at the analytics for a year.
 */
const FOLD_EVERY = 500;
export async function maybeFoldOpen(trx: Database, defKeys: string[], roll = Math.random()): Promise<void> {
  if (defKeys.length && roll * FOLD_EVERY < 1) await sendMaintenance(trx, defKeys);
}

/** The job's maintenance of a key: months sealed up to the last one over, open-task counts folded. */
export async function maintain(deps: Deps, defKey: string): Promise<void> {
  const through = months.sealableThrough(dayIn(new Date(), timeZoneOf(deps)));
  await deps.db.transaction().execute(async (trx) => {
    await repo.lockKeyExclusive(trx, defKey);
    await months.sealMonths(trx, defKey, through);
    await months.compactOpen(trx, defKey);
  });
}

export async function queueRebuild(db: Database, defKey: string | null): Promise<void> {
  const data = defKey ? { defKey } : { all: true };
  await db
    .transaction()
    .execute((trx) =>
      sendJobs(trx, ANALYTICS_QUEUE, [{ data, startAfter: new Date(), key: `rebuild:${defKey ?? '*'}` }], readJobsSettings()),
    );
}

/** Sends the rebuild of everything that migration 1021 asked for, once; answers whether it did. */
export async function queuePendingRebuild(db: Database): Promise<boolean> {
  if (!(await repo.claimPendingRebuild(db))) return false;
  await queueRebuild(db, null);
  return true;
}

/** Rebuilds the rollups of one key, or of every key, one key per transaction. */
export async function rebuild(deps: Deps, defKey: string | null): Promise<number> {
  const keys = defKey ? [defKey] : await repo.rollupKeys(deps.db);
  const through = months.sealableThrough(dayIn(new Date(), timeZoneOf(deps)));
  for (const key of keys)
    await deps.db.transaction().execute(async (trx) => {
      await repo.rebuildRollups(trx, key, timeZoneOf(deps));
      await months.dropMonths(trx, key);
      await months.sealMonths(trx, key, through);
      await months.recountOpen(trx, key);
    });
  if (!defKey) await repo.markRebuilt(deps.db, 'done');
  return keys.length;
}
