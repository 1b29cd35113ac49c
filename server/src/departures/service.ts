import type { AppDeps, Caller } from '../lib/context.js';
import { AppError, badRequest, forbidden } from '../lib/errors.js';
import { t } from '../lib/i18n.js';
import type { DepartureConfirmBody, DeparturePlan, DeparturePreviewBody, DepartureResult } from '../../../contract/departures.js';
import { recordAudit, type AuditActor } from '../audit/index.js';
import { revokeAllSessions } from '../identity/index.js';
import { recordSuccessors, replaceLeader, setUserStatus } from '../uc/index.js';
import { endDelegations, followRequests, handOverTasks } from '../workflow/index.js';
import { planDeparture, type Plan } from './plan.js';
import { tellNewOwners } from './tell.js';
import * as repo from './repo.js';

type Deps = Pick<AppDeps, 'db' | 'config'>;

/** uc_user.status of the two ends (spec 01 §4: 0 disabled; anything but 1, 0, -1 departed). */
export const STATUS = { departed: 2, disabled: 0 } as const;

/** The plan changed between the preview and the confirm. */
class StalePlan extends Error {}

function mayDepart(c: Caller, userId: string): void {
  if (!c.user.isAdmin) throw forbidden('departures.adminOnly');
  if (userId === c.user.id) throw badRequest('departures.notYourself');
}

/** What the user holds and whom each goes to; nothing is written (the plan only reads). */
export async function preview(deps: Deps, c: Caller, body: DeparturePreviewBody): Promise<DeparturePlan> {
  mayDepart(c, body.userId);
  return deps.db.transaction().execute(async (trx) => (await planDeparture(trx, c.lang, body, false)).answer);
}

/**
 * Runs the previewed plan in one transaction: the plan is made again with its rows locked and must carry the
 * preview's fingerprint (else 409 with a fresh preview); then the tasks move with a history row each, the requests get
 * their follower, delegations end, groups and units change hands, the user's 'rules' and 'requests' successors are
 * recorded, the user's status changes, their sessions end, each new owner gets a message and one audit entry records
 * it all. Any failure rolls everything back.
 */
export async function confirm(deps: Deps, c: Caller, actor: AuditActor, body: DepartureConfirmBody): Promise<DepartureResult> {
  mayDepart(c, body.userId);
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const plan = await planDeparture(trx, c.lang, body, true);
      if (plan.answer.fingerprint !== body.fingerprint) throw new StalePlan();
      if (plan.answer.missing.length) {
        const kinds = plan.answer.missing.map((k) => t(c.lang, `departures.kind.${k}`)).join(', ');
        throw badRequest('departures.targetMissing', { kinds });
      }
      return apply(trx, deps, c, actor, plan, body);
    });
  } catch (err) {
    const code = (err as { code?: string })?.code;
    if (!(err instanceof StalePlan) && code !== '40P01' && code !== '40001') throw err;
    throw new AppError(409, 'departures.changed', {}, await preview(deps, c, body));
  }
}

async function apply(
  trx: Deps['db'],
  deps: Deps,
  c: Caller,
  actor: AuditActor,
  plan: Plan,
  body: DepartureConfirmBody,
): Promise<DepartureResult> {
  const { user, moves } = plan;
  const known = await repo.userInfos(trx, [c.user.id, ...plan.targets.keys()]);
  await handOverTasks(trx, deps.config, c.lang, {
    from: user.id,
    by: c.user.id,
    note: t(c.lang, `departures.historyNote.${body.kind}`, { name: user.fullname }),
    held: moves.held,
    delegated: moves.delegated,
    known,
  });
  await followRequests(trx, user.id, moves.requests);
  await endDelegations(
    trx,
    moves.delegations.filter((d) => d.kind === 'agent').map((d) => d.id),
    moves.delegations.filter((d) => d.kind === 'secretary').map((d) => d.id),
  );
  for (const [to, ids] of moves.groups) await repo.setGroupOwner(trx, ids, to);
  for (const [to, ids] of moves.units) await replaceLeader(trx, ids, user.id, to);
  await recordSuccessors(trx, user.id, moves.successors, c.user.id);
  // counted before uc ends them with the status (its own audit entry: user.depart / user.disable, the version moves on)
  const sessions = await revokeAllSessions(trx, user.id);
  await setUserStatus(trx, deps.config, actor, { userId: user.id, status: STATUS[body.kind] });
  const told = await tellNewOwners(trx, c.lang, plan, body.kind);

  const moved: Record<string, number> = {};
  for (const g of plan.answer.groups) moved[g.kind] = g.count;
  await recordAudit(trx, deps.config, actor, {
    action: 'departure.confirm',
    targetType: 'user',
    targetId: user.id,
    targetName: user.fullname,
    before: { status: user.status },
    after: {
      kind: body.kind,
      status: STATUS[body.kind],
      moved,
      targets: told,
      sessionsEnded: sessions,
      // the flows naming them stay as deployed; their steps go to the 'rules' successor while the user is not active
      rulesNaming: plan.answer.groups.find((g) => g.kind === 'rules')?.items.map((i) => i.detail) ?? [],
      successors: Object.fromEntries(moves.successors.map((m) => [m.kind, { id: m.to, name: plan.targets.get(m.to) ?? '' }])),
    },
  });
  return { user: plan.answer.user, kind: body.kind, moved, told, sessions };
}
