import type { AppDeps } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import type { Lang } from '../../lib/i18n.js';
import type { Database } from '../../db/database.js';
import { hashToken, killSiblings, linkByHash, linkRefusal, useToken, type LinkView } from '../../notify/index.js';
import { nodeNameIn } from '../definitions/names.js';
import { modelOf, pickName } from '../definitions/repo.js';
import { inAction } from '../steps/transaction.js';
import { completeIn } from './complete.js';

// A task decided from a notice mail's agree or reject link: notify keeps the links (tokens, pages); the decision is
// the workflow's, handed to notify's routes by app.ts (notify's MailLinkDecisions).

/** What the confirm page shows, or the refusal key. Reading never changes anything. */
export async function viewMailLink(db: Database, token: string, lang: Lang): Promise<LinkView | { refused: string }> {
  const link = await linkByHash(db, hashToken(token), false);
  const refused = linkRefusal(link);
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
export async function decideWithMailLink(
  deps: Pick<AppDeps, 'db' | 'config'>,
  token: string,
  lang: Lang,
  opinion: string,
): Promise<{ action: 'agree' | 'reject'; subject: string; instId: string }> {
  return inAction(deps, lang, async (ctx) => {
    const link = await linkByHash(ctx.trx, hashToken(token), true);
    const refused = linkRefusal(link);
    if (refused || !link) throw new AppError(409, refused ?? 'notify.link.unknown');
    if (link.action === 'reject' && !opinion.trim()) throw new AppError(400, 'notify.link.opinionRequired');
    if (!(await useToken(ctx.trx, link.id))) throw new AppError(409, 'notify.link.used');
    await killSiblings(ctx.trx, link.task_id, link.user_id);
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
