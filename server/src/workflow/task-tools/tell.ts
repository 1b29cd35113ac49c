import type { Params } from '../../lib/i18n.js';
import { notify } from '../../notify/index.js';
import type { ActionContext } from '../steps/context.js';

/**
 * A message about a tool's effect to the people it concerns (never to the one who acted), stored as the
 * text key with its parameters (each reader sees their own language), sent inside the action's
 * transaction (delivered only if it commits). New tasks themselves are announced by workflow/steps/notices.ts.
 */
export async function tell(ctx: ActionContext, fromUserId: string, userIds: string[], key: string, params: Params): Promise<string[]> {
  return notify(ctx.trx, ctx.config?.notify, {
    category: 'task',
    fromUserId,
    toUserIds: userIds,
    key: `workflow.taskTools.message.${key}`,
    params,
    link: [...ctx.instIds][0] ? { instId: [...ctx.instIds][0] } : undefined,
    lang: ctx.lang,
  });
}
