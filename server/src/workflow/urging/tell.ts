import type { MessageCategory } from '../../../../contract/messages.js';
import type { Params } from '../../lib/i18n.js';
import { notify } from '../../notify/index.js';
import type { ActionContext } from '../steps/context.js';

/**
 * A message about a workflow action (an urge by default) to the people it concerns, sent in the action's
 * transaction (nobody hears of an action that rolled back). Stored as the text key `workflow.<key>` with its
 * parameters, so each reader sees it in their own language (the stored text is in the actor's).
 */
export async function tell(
  ctx: ActionContext,
  fromUserId: string | null,
  toUserIds: (string | null)[],
  key: string,
  params: Params,
  opts: { category?: MessageCategory; link?: { taskId?: string; instId?: string } } = {},
) {
  const to = await notify(ctx.trx, ctx.config?.notify, {
    category: opts.category ?? 'urge',
    fromUserId,
    toUserIds,
    key: `workflow.${key}`,
    params,
    link: opts.link,
    type: 'workflow',
    lang: ctx.lang,
  });
  for (const id of to) ctx.touched.add(id);
}
