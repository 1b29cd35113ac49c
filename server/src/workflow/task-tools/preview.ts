import crypto from 'node:crypto';
import type { AppDeps, CurrentUser } from '../../lib/context.js';
import type { Caller } from '../caller.js';
import { AppError } from '../../lib/errors.js';
import type { ToolPlan, ToolRequest, ToolTask } from '../../../../contract/workflow.js';
import { nodeNameIn } from '../definitions/names.js';
import { defById } from '../definitions/repo.js';
import { actionContext, type ActionContext } from '../steps/context.js';
import { loadInstance } from '../steps/repo.js';
import { inAction } from '../steps/transaction.js';
import { wfError } from '../messages.js';
import { usersByIds } from '../support/repo-users.js';
import { actionTarget } from '../tasks/access.js';
import { ACTIVE_STATUSES } from '../tasks/actions.js';
import { completeIn } from '../tasks/complete.js';
import { delegateIn } from '../tasks/handover.js';
import { loadTaskContext } from '../tasks/detail.js';
import { addSign, removeAddSign } from './add-sign.js';
import { adminJump } from './jump.js';
import * as repo from './repo.js';
import { tell } from './tell.js';
import { transferTask } from './transfer.js';

type Deps = Pick<AppDeps, 'db' | 'config'>;

/** The instance changed since the preview the caller confirmed. */
class StaleFingerprint extends Error {}
/** Ends a preview's transaction: everything it wrote is rolled back. */
class PreviewDone extends Error {
  constructor(public readonly plan: ToolPlan) {
    super('preview');
  }
}

/** The task a tool acts on, for its handler; an admin may transfer any open task. */
async function target(ctx: ActionContext, user: CurrentUser, req: ToolRequest) {
  try {
    return await actionTarget(ctx.trx, user, req.taskId, req.leaderId);
  } catch (err) {
    if (!(req.tool === 'transfer' && user.isAdmin && err instanceof AppError && err.status === 403)) throw err;
    const t = await loadTaskContext(ctx.trx, user, req.taskId);
    if (t.task.status !== 'todo') throw wfError(409, 'task.alreadyDone');
    return t;
  }
}

/** Runs the tool inside the action's transaction. */
async function runTool(ctx: ActionContext, c: Caller, req: ToolRequest, preview: boolean) {
  const { user, lang } = c;
  if (req.tool === 'reject') {
    // a preview shows what happens whatever the opinion; the run needs one
    const opinion = req.opinion?.trim() || (preview ? '-' : '');
    const body = { taskId: req.taskId, actionName: 'reject' as const, destination: req.destination, opinion, leaderId: req.leaderId };
    await completeIn(ctx, { user, lang }, body, { wideReject: true, backToRejecter: req.backToRejecter === true });
    return;
  }
  if (req.tool === 'delegate') {
    if (!req.userId) throw wfError(404, 'user.notFound');
    await delegateIn(ctx, user, { taskId: req.taskId, agentId: req.userId });
    return;
  }
  if (req.tool === 'removeAddSign') {
    const t = await loadTaskContext(ctx.trx, user, req.taskId);
    if (!ACTIVE_STATUSES.has(t.inst.status)) throw wfError(409, 'instance.notRunning');
    await removeAddSign(ctx, user, req, t);
    return;
  }
  if (req.tool === 'jump' && !user.isAdmin) throw wfError(403, 'taskTools.jumpAdminOnly');
  const t = req.tool === 'jump' ? await loadTaskContext(ctx.trx, user, req.taskId) : await target(ctx, user, req);
  if (req.tool === 'jump' && t.task.status !== 'todo') throw wfError(409, 'task.alreadyDone');
  if (!ACTIVE_STATUSES.has(t.inst.status)) throw wfError(409, 'instance.notRunning');
  if (t.inst.is_hang_up) throw wfError(409, 'task.hangUp');
  if (req.tool === 'jump') await adminJump(ctx, user, req, t, preview);
  else if (req.tool === 'transfer') await transferTask(ctx, user, req, t);
  else await addSign(ctx, user, req, t);
}

const keyOf = (r: repo.OpenTaskRow) => `${r.id}:${r.assignee_id ?? ''}`;

/**
 * The one plan of every tool: the instance tree is locked, its state fingerprinted, the tool run
 * for real in the caller's transaction, and what ended and opened read back from the task rows.
 * A preview runs exactly this and rolls back; a run commits it. The people concerned are told.
 */
export async function planAction(ctx: ActionContext, c: Caller, req: ToolRequest, preview: boolean): Promise<ToolPlan> {
  const { user, lang } = c;
  const tree = await repo.lockTree(ctx.trx, req.taskId);
  if (!tree) throw wfError(404, 'task.notFound');
  const before = await repo.openTasksOfTree(ctx.trx, tree.rootId);
  const versions = await repo.treeVersions(ctx.trx, tree.rootId);
  const fingerprint = crypto
    .createHash('sha256')
    .update(`${versions}|${before.map(keyOf).join(',')}`)
    .digest('base64url')
    .slice(0, 32);
  if (!preview && req.fingerprint !== fingerprint) throw new StaleFingerprint();

  await runTool(ctx, c, req, preview);

  const after = await repo.openTasksOfTree(ctx.trx, tree.rootId);
  const had = new Set(before.map(keyOf));
  const has = new Set(after.map(keyOf));
  const ended = before.filter((r) => !has.has(keyOf(r)));
  const opened = after.filter((r) => !had.has(keyOf(r)));
  const inst = await loadInstance(ctx.trx, tree.instId);
  const def = inst ? await defById(ctx.trx, inst.def_id) : null;
  const holders = [...ended, ...opened].flatMap((r) => [r.assignee_id, r.owner_id]).filter((u): u is string => !!u);
  const concerned = [...holders, ...(req.tool === 'reject' ? [tree.creatorId] : [])];
  const told = await tell(ctx, user.id, concerned, req.tool, { subject: inst?.subject ?? '', user: user.fullname });
  const users = await usersByIds(ctx.trx, [...holders, ...told]);
  const show = (r: repo.OpenTaskRow): ToolTask => ({
    taskId: r.id,
    nodeId: r.node_id,
    nodeName: nodeNameIn(def?.model, r.node_id, lang, r.name),
    userId: r.assignee_id,
    userName: (r.assignee_id && users.get(r.assignee_id)?.name) || '',
  });
  return {
    tool: req.tool,
    instId: tree.instId,
    fingerprint,
    ends: ended.map(show),
    opens: opened.map(show),
    told: told.map((id) => ({ id, name: users.get(id)?.name ?? '' })),
    instStatus: inst?.status ?? '',
  };
}

/** What the tool would do now; nothing stays written. */
export async function previewTool(deps: Deps, c: Caller, req: ToolRequest): Promise<ToolPlan> {
  const { lang } = c;
  try {
    await deps.db.transaction().execute(async (trx) => {
      throw new PreviewDone(await planAction(actionContext(trx, lang, deps.config), c, req, true));
    });
  } catch (err) {
    if (err instanceof PreviewDone) return err.plan;
    throw err;
  }
  throw new Error('preview: not rolled back');
}

/** Runs the tool when the instance is as the confirmed preview saw it; else 409 with a fresh preview. */
export async function runTool409(deps: Deps, c: Caller, req: ToolRequest): Promise<ToolPlan> {
  const { lang } = c;
  if (!req.fingerprint) throw wfError(400, 'taskTools.fingerprintRequired');
  try {
    return await inAction(deps, lang, (ctx) => planAction(ctx, c, req, false));
  } catch (err) {
    if (!(err instanceof StaleFingerprint)) throw err;
    throw wfError(409, 'taskTools.stale', {}, await previewTool(deps, c, req));
  }
}
