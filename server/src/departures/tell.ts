import type { Database } from '../db/database.js';
import { t, type Lang, type Params } from '../lib/i18n.js';
import type { DepartureKind, PlanUser } from '../../../contract/departures.js';
import { sendInnerMessage } from '../messages/index.js';
import type { Plan } from './plan.js';

/**
 * One message to each new owner: what of the leaving user's is now theirs, per kind. Keyed, so each reader sees it in
 * their own language; the stored subject and content (the fallback) are in the administrator's.
 */
export async function tellNewOwners(trx: Database, lang: Lang, plan: Plan, kind: DepartureKind): Promise<PlanUser[]> {
  const counts = new Map<string, { todo: number; delegatedBy: number; requests: number; groups: number; units: number; flows: number }>();
  const of = (to: string) => {
    let c = counts.get(to);
    if (!c) counts.set(to, (c = { todo: 0, delegatedBy: 0, requests: 0, groups: 0, units: 0, flows: 0 }));
    return c;
  };
  const { moves } = plan;
  for (const m of moves.held) of(m.to).todo++;
  for (const m of moves.delegated) of(m.to).delegatedBy++;
  for (const m of moves.requests) of(m.to).requests++;
  for (const [to, ids] of moves.groups) of(to).groups += ids.length;
  for (const [to, ids] of moves.units) of(to).units += ids.length;
  // the flows whose steps naming the user now come to their successor
  const flows = plan.answer.groups.find((g) => g.kind === 'rules')?.count ?? 0;
  const rulesTo = moves.successors.find((s) => s.kind === 'rules')?.to;
  if (flows && rulesTo) of(rulesTo).flows += flows;

  const told: PlanUser[] = [];
  for (const [to, c] of counts) {
    const params: Params = { name: plan.user.fullname, ...c };
    const key = `departures.handedOver.${kind}`;
    await sendInnerMessage(trx, {
      fromUserId: null,
      toUserIds: [to],
      subject: t(lang, `${key}.subject`, params),
      content: t(lang, `${key}.content`, params),
      type: 'system',
      category: 'system',
      key,
      params,
      ...(moves.held.length === 1 && moves.held[0].to === to ? { link: { taskId: moves.held[0].task.id } } : {}),
    });
    told.push({ id: to, name: plan.targets.get(to) ?? '' });
  }
  return told;
}
