import {
  BATCH_APPROVE_MAX,
  type BatchApproveBody,
  type BatchApproveResult,
  type BatchItemResult,
} from '../../../../contract/workflow-batch.js';
import type { AppDeps } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { t } from '../../lib/i18n.js';
import { nodeNamer } from '../definitions/names.js';
import { wfError, wfText } from '../messages.js';
import type { Caller } from '../caller.js';
import { completeTask } from '../tasks/complete.js';
import { tell } from '../urging/tell.js';
import { autoApproveAfter } from './auto.js';
import { batchCheck } from './rules.js';
import * as repo from './repo.js';

type Deps = Pick<AppDeps, 'db' | 'config'>;

/** Reasons for which a task was not even tried; every other refusal is a failure. */
const SKIPS = new Set(['workflow.task.alreadyDone', 'workflow.task.hangUp', 'workflow.task.lockedBySomeone']);
const isSkip = (key: string) => key.startsWith('workflow.batch.') || SKIPS.has(key);

/**
 * Batch approve (issue 15): each task is agreed through the one completion path (completeTask),
 * each in its own transaction, so one refusal rolls back only its own task. A task is skipped
 * when its node is not switched on (`wf:batchApprove`), when it needs a signature, a required
 * field that is empty or an opinion that was not given, or when it was handled already; each
 * task's outcome is reported, none hidden. The initiator is told of each approval.
 */
export async function batchApprove(deps: Deps, c: Caller, body: BatchApproveBody): Promise<BatchApproveResult> {
  const ids = [...new Set(body.taskIds)];
  if (ids.length > BATCH_APPROVE_MAX) throw wfError(400, 'batch.tooMany', { max: BATCH_APPROVE_MAX, count: ids.length });
  const given = body.opinion?.trim() ?? '';
  const opinion = given || wfText(c.lang, 'batch.defaultOpinion');
  const facts = new Map((await repo.ownTaskFacts(deps.db, c.user.id, ids)).map((f) => [f.id, f]));
  const nodeName = await nodeNamer(
    deps.db,
    [...facts.values()].map((f) => f.def_id),
    c.lang,
  );
  const results: BatchItemResult[] = [];
  for (const taskId of ids) {
    const f = facts.get(taskId);
    const named = { taskId, subject: f?.subject ?? null, nodeName: f ? nodeName(f.def_id, f.node_id, f.name) : null };
    try {
      const done = await completeTask(
        deps,
        c,
        { taskId, actionName: 'agree', opinion },
        {
          check: (target, rights) => {
            batchCheck(c.lang, target, rights, { given, opinionMissing: 'refuse' });
          },
          after: (ctx, { task, inst }) =>
            tell(
              ctx,
              c.user.id,
              [inst.creator_id],
              'batch.approvedMessage',
              { user: c.user.fullname, subject: inst.subject, node: task.name },
              { category: 'result', link: { instId: inst.id } },
            ),
        },
      );
      results.push({ ...named, outcome: 'approved', code: null, reason: null });
      await autoApproveAfter(deps, c.lang, done.newTasks);
    } catch (err) {
      // an unexpected error fails this task only: the tasks approved before it stay approved and reported
      const key = err instanceof AppError ? err.key : 'server.error';
      const params = err instanceof AppError ? err.params : {};
      results.push({ ...named, outcome: isSkip(key) ? 'skipped' : 'failed', code: key, reason: t(c.lang, key, params) });
    }
  }
  const count = (o: BatchItemResult['outcome']) => results.filter((r) => r.outcome === o).length;
  return { results, approved: count('approved'), skipped: count('skipped'), failed: count('failed') };
}
