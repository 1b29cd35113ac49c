import { sendInnerMessage } from '../../messages/service.js';
import type { Params } from '../../lib/i18n.js';
import type { ActionContext } from '../steps/context.js';
import { wfText } from '../messages.js';

/**
 * An inner message about a tool's effect to the people it concerns (never to the one who acted),
 * in the actor's language, sent inside the action's transaction (delivered only if it commits).
 */
export async function tell(ctx: ActionContext, fromUserId: string, userIds: string[], key: string, params: Params): Promise<string[]> {
  const to = [...new Set(userIds.filter((id) => id && id !== fromUserId))];
  if (!to.length) return [];
  await sendInnerMessage(ctx.trx, {
    fromUserId,
    toUserIds: to,
    subject: wfText(ctx.lang, `taskTools.message.${key}.subject`, params),
    content: wfText(ctx.lang, `taskTools.message.${key}.content`, params),
    type: 'task',
  });
  return to;
}
