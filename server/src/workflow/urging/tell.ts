import { sendInnerMessage } from '../../messages/service.js';
import type { Params } from '../../lib/i18n.js';
import { wfText } from '../messages.js';
import type { ActionContext } from '../steps/context.js';

/**
 * An inner message about a workflow action to the people it concerns, sent in the action's
 * transaction (nobody hears of an action that rolled back). Users have no language of their
 * own yet, so the text is in the language of whoever caused it: `<key>.subject` and `<key>.content`.
 */
export async function tell(ctx: ActionContext, fromUserId: string | null, toUserIds: (string | null)[], key: string, params: Params) {
  const to = [...new Set(toUserIds.filter((id): id is string => !!id && id !== fromUserId))];
  if (!to.length) return;
  await sendInnerMessage(ctx.trx, {
    fromUserId,
    toUserIds: to,
    subject: wfText(ctx.lang, `${key}.subject`, params),
    content: wfText(ctx.lang, `${key}.content`, params),
    type: 'workflow',
  });
  for (const id of to) ctx.touched.add(id);
}
