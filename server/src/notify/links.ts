import crypto from 'node:crypto';
import type { AppDeps } from '../lib/context.js';
import { AppError } from '../lib/errors.js';
import type { Lang } from '../lib/i18n.js';
import { nodeNameIn } from '../workflow/definitions/names.js';
import { modelOf, pickName } from '../workflow/definitions/repo.js';
import { inAction } from '../workflow/steps/transaction.js';
import { completeIn } from '../workflow/tasks/complete.js';
import type { Database } from '../db/database.js';
import * as repo from './repo-links.js';

/** How long a mail link works. */
export const LINK_TTL_MS = 72 * 3600_000;

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/**
 * The agree and reject links of a task notice mail: 256-bit random tokens, only their hashes stored,
 * bound to the task, the user and the action. A new attempt of the same delivery replaces the earlier
 * attempt's links (only the mail that went out holds live ones).
 */
export async function issueLinks(
  db: Database,
  taskId: string,
  userId: string,
  deliveryId: string,
): Promise<{ agree: string; reject: string }> {
  const agree = crypto.randomBytes(32).toString('base64url');
  const reject = crypto.randomBytes(32).toString('base64url');
  const expires = new Date(Date.now() + LINK_TTL_MS);
  await db.transaction().execute(async (trx) => {
    await repo.dropTokensOfDelivery(trx, deliveryId);
    await repo.insertTokens(
      trx,
      (
        [
          ['agree', agree],
          ['reject', reject],
        ] as const
      ).map(([action, token]) => ({
        id: crypto.randomUUID(),
        token_hash: hashToken(token),
        task_id: taskId,
        user_id: userId,
        action,
        delivery_id: deliveryId,
        expires_at: expires,
      })),
    );
  });
  return { agree, reject };
}

type Link = NonNullable<Awaited<ReturnType<typeof repo.linkByHash>>>;

/** Why a link cannot be used now (null: it can): unknown, used, expired, or the task is no longer the user's to decide. */
function refusal(link: Link | undefined): string | null {
  if (!link) return 'notify.link.unknown';
  if (link.used_at) return 'notify.link.used';
  if (link.expires_at.getTime() <= Date.now()) return 'notify.link.expired';
  if (link.task_status !== 'todo' || link.assignee_id !== link.user_id || link.user_status !== 1) return 'notify.link.decided';
  return null;
}

export interface LinkView {
  action: 'agree' | 'reject';
  subject: string;
  flow: string;
  initiator: string;
  node: string;
  user: string;
  instId: string;
  taskId: string;
}

/** What the confirm page shows, or the refusal key. Reading never changes anything. */
export async function viewLink(db: Database, token: string, lang: Lang): Promise<LinkView | { refused: string }> {
  const link = await repo.linkByHash(db, hashToken(token), false);
  const refused = refusal(link);
  if (refused || !link) return { refused: refused ?? 'notify.link.unknown' };
  return {
    action: link.action,
    subject: link.subject,
    flow: pickName(link.def_name, lang),
    initiator: link.creator_name ?? '-',
    node: nodeNameIn(await modelOf(db, link.def_id), link.node_id, lang, link.task_name),
    user: link.fullname,
    instId: link.inst_id,
    taskId: link.task_id,
  };
}

/**
 * Decides with a link: in one action transaction the link row is locked and checked (a second use, a
 * concurrent one included, finds it used), it and its sibling die, and the task is completed through the
 * one completion path as the link's user, rights checked as usual; the history row says `via: mail`.
 * A reject is a reject to the previous step where the node allows it, else back to the initiator.
 */
export async function decideWithLink(
  deps: Pick<AppDeps, 'db' | 'config'>,
  token: string,
  lang: Lang,
  opinion: string,
): Promise<{ action: 'agree' | 'reject'; subject: string; instId: string }> {
  return inAction(deps, lang, async (ctx) => {
    const link = await repo.linkByHash(ctx.trx, hashToken(token), true);
    const refused = refusal(link);
    if (refused || !link) throw new AppError(409, refused ?? 'notify.link.unknown');
    if (link.action === 'reject' && !opinion.trim()) throw new AppError(400, 'notify.link.opinionRequired');
    if (!(await repo.useToken(ctx.trx, link.id))) throw new AppError(409, 'notify.link.used');
    await repo.killSiblings(ctx.trx, link.task_id, link.user_id);
    const user = {
      id: link.user_id,
      account: link.account,
      fullname: link.fullname,
      isAdmin: link.is_admin,
      sessionId: 'mail',
      postId: null,
    };
    const body = { taskId: link.task_id, opinion: opinion.trim() || undefined };
    if (link.action === 'agree') await completeIn(ctx, { user, lang }, { ...body, actionName: 'agree' });
    else {
      try {
        await completeIn(ctx, { user, lang }, { ...body, actionName: 'reject' });
      } catch (err) {
        // refused before anything was written: this node rejects back to the initiator instead
        if (!(err instanceof AppError) || err.key !== 'workflow.task.actionNotAllowed') throw err;
        await completeIn(ctx, { user, lang }, { ...body, actionName: 'backToStart' });
      }
    }
    for (const o of ctx.opinions) if (o.task_id === link.task_id && o.auditor_id === link.user_id) o.via = 'mail';
    return { action: link.action, subject: link.subject, instId: link.inst_id };
  });
}
