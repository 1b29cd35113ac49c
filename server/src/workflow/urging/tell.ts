import type { Params } from '../../lib/i18n.js';
import { notify } from '../../notify/send.js';
import type { ActionContext } from '../steps/context.js';

/**
 * An urge (category `urge`) to the people it concerns, sent in the action's transaction (nobody hears
 * of an action that rolled back). Stored as the text key `workflow.<key>` with its parameters, so each
 * reader sees it in their own language.
 */
export async function tell(
  ctx: ActionContext,
  fromUserId: string | null,
  toUserIds: (string | null)[],
  key: string,
  params: Params,
  link?: { taskId?: string; instId?: string },
) {
  const to = await notify(ctx.trx, ctx.config?.notify, {
    category: 'urge',
    fromUserId,
    toUserIds,
    key: `workflow.${key}`,
    params,
    link,
    type: 'workflow',
  });
  for (const id of to) ctx.touched.add(id);
}
