import type { AppDeps } from '../../lib/context.js';
import { eventPayloads } from '../../db/events.js';
import { collectWorkflowNotices } from './notices.js';
import type { Lang } from '../../lib/i18n.js';
import { wfError } from '../messages.js';
import { EngineFailure } from './advance.js';
import { NotWaitingError } from '../engine/runner.js';
import { actionContext, newId, VersionConflict, type ActionContext } from './context.js';
import { insertException, writeActionEnd } from './repo.js';
import { deltasOf } from '../analytics/collect.js';
import { writeRollups } from '../analytics/repo.js';
import { maybeFoldOpen } from '../analytics/service.js';

const MAX_ATTEMPTS = 12;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function retryable(err: unknown): boolean {
  if (err instanceof VersionConflict) return true;
  // serialization failure and deadlock: PostgreSQL asks us to try again
  const code = (err as { code?: string })?.code;
  return code === '40001' || code === '40P01';
}

/**
 * The last statement of an action, inside its transaction: the history rows it recorded and the
 * live update (NOTIFY is delivered on commit only, so nobody hears of a change that rolled back).
 */
export async function finishAction(ctx: ActionContext): Promise<void> {
  await collectWorkflowNotices(ctx);
  const opinions = ctx.opinions.splice(0);
  const instId = [...ctx.instIds][0];
  const payloads = instId && ctx.touched.size ? eventPayloads({ type: 'task.changed', userIds: [...ctx.touched], data: { instId } }) : [];
  await writeActionEnd(ctx.trx, opinions, payloads);
  const rollups = ctx.rollups.splice(0);
  if (!rollups.length) return;
  const deltas = deltasOf(rollups, ctx.config?.printTimeZone ?? 'Asia/Shanghai');
  await writeRollups(ctx.trx, deltas);
  await maybeFoldOpen(ctx.trx, deltas.defKeys);
}

/**
 * Runs one workflow action in one transaction. When another action wrote the same instance
 * first (optimistic lock), the whole action is tried again from the start: it re-reads its task,
 * so a vote whose task is still open goes through, and a second completion of one task meets the
 * task already done and answers 409. The history rows and the live update are written by the
 * action's last statement, inside the transaction.
 */
export async function inAction<T>(deps: Pick<AppDeps, 'db' | 'config'>, lang: Lang, fn: (ctx: ActionContext) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await deps.db.transaction().execute(async (trx) => {
        const ctx = actionContext(trx, lang, deps.config);
        const result = await fn(ctx);
        await finishAction(ctx);
        return result;
      });
    } catch (err) {
      if (retryable(err) && attempt < MAX_ATTEMPTS) {
        await sleep(Math.random() * 10 * attempt);
        continue;
      }
      if (retryable(err)) throw wfError(409, 'task.busy');
      // the engine no longer waits for the task (a timer whose time had come took it in this very step)
      if (err instanceof NotWaitingError) throw wfError(409, 'task.alreadyDone');
      if (err instanceof EngineFailure) {
        // the action rolled back; the failure stays visible in the exception list
        await insertException(deps.db, {
          id: newId(),
          inst_id: err.instId,
          node_id: err.nodeId || '-',
          node_name: err.nodeId || '-',
          code: 'engine',
          params: JSON.stringify({ detail: err.detail.slice(0, 500) }),
        }).catch(() => {});
        throw wfError(500, 'engine.failed', { node: err.nodeId || '-' });
      }
      throw err;
    }
  }
}
