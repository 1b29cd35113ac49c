import type { BatchCheckItem, BatchCheckResult } from '../../../../contract/workflow-batch.js';
import { BATCH_APPROVE_MAX } from '../../../../contract/workflow-batch.js';
import type { AppDeps } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { t } from '../../lib/i18n.js';
import { nodeNamer } from '../definitions/names.js';
import { wfError } from '../messages.js';
import type { Caller } from '../caller.js';
import { completeTask } from '../tasks/complete.js';
import { batchCheck } from './rules.js';
import * as repo from './repo.js';

type Deps = Pick<AppDeps, 'db' | 'config'>;

/** Ends a check's transaction once the task passed the batch's checks: nothing it wrote stays. */
class Passed extends Error {}

/**
 * Which chosen tasks a batch approve would take, before the user confirms (issue 29.7): each task runs the one
 * completion path up to the batch's checks (the lock, the holder, hang-up, `wf:batchApprove`, a signature or a
 * required field to fill) and is rolled back there. A node that requires an opinion is fine once one is written.
 */
export async function checkBatch(deps: Deps, c: Caller, taskIds: string[]): Promise<BatchCheckResult> {
  const ids = [...new Set(taskIds)];
  if (ids.length > BATCH_APPROVE_MAX) throw wfError(400, 'batch.tooMany', { max: BATCH_APPROVE_MAX, count: ids.length });
  const facts = new Map((await repo.ownTaskFacts(deps.db, c.user.id, ids)).map((f) => [f.id, f]));
  const nodeName = await nodeNamer(
    deps.db,
    [...facts.values()].map((f) => f.def_id),
    c.lang,
  );
  const results: BatchCheckItem[] = [];
  for (const taskId of ids) {
    const f = facts.get(taskId);
    const named = { taskId, subject: f?.subject ?? null, nodeName: f ? nodeName(f.def_id, f.node_id, f.name) : null };
    let needsOpinion = false;
    try {
      await completeTask(
        deps,
        c,
        { taskId, actionName: 'agree', opinion: '-' },
        {
          check: (target, rights) => {
            needsOpinion = batchCheck(c.lang, target, rights, { given: '', opinionMissing: 'tell' });
            throw new Passed();
          },
        },
      );
    } catch (err) {
      if (err instanceof Passed) {
        results.push({ ...named, ok: true, needsOpinion, code: null, reason: null });
        continue;
      }
      const key = err instanceof AppError ? err.key : 'server.error';
      const params = err instanceof AppError ? err.params : {};
      results.push({ ...named, ok: false, needsOpinion: false, code: key, reason: t(c.lang, key, params) });
    }
  }
  return { results };
}
