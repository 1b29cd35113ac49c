import crypto from 'node:crypto';
import type { Database } from '../db/database.js';
import { t, type Lang } from '../lib/i18n.js';
import { AppError } from '../lib/errors.js';
import {
  MOVABLE_KINDS,
  type DepartureChoices,
  type DepartureKind,
  type DeparturePlan,
  type HoldingKind,
  type PlanGroup,
  type PlanItem,
  type PlanUser,
} from '../../../contract/departures.js';
import {
  definitionsNaming,
  delegationsOf,
  openTasksDelegatedBy,
  openTasksHeldBy,
  runningRequestsOf,
  type Delegation,
  type TaskMove,
} from '../workflow/index.js';
import { unitsLedBy } from '../uc/index.js';
import * as repo from './repo.js';

/** How many items of a kind the plan lists (the count is always the whole). */
const LISTED = 200;

/** What the confirm applies: the plan's items with their new owners, as ids. */
export interface Moves {
  held: TaskMove[];
  delegated: TaskMove[];
  requests: { instId: string; to: string }[];
  groups: Map<string, string[]>;
  units: Map<string, string[]>;
  delegations: Delegation[];
  /**
   * whom the steps naming the user ('rules') and their requests sent back to the start ('requests') go to while they
   * are not active: recorded even when no item of the kind is listed (a `field` rule or an older flow version may name
   * them); absent when nobody was found
   */
  successors: { kind: 'rules' | 'requests'; to: string }[];
}

export interface Plan {
  user: repo.LeavingUser;
  answer: DeparturePlan;
  moves: Moves;
  /** the users named as new owners, id → name */
  targets: Map<string, string>;
}

const pick = (names: Partial<Record<Lang, string>> | null | undefined, lang: Lang) => names?.[lang] || names?.['zh-CN'] || '';

function add(map: Map<string, string[]>, key: string, id: string) {
  map.set(key, [...(map.get(key) ?? []), id]);
}

/**
 * The one plan of a departure: what the user holds now and whom each goes to. The preview runs it and shows it; the
 * confirm runs it again inside its transaction with the rows locked (`lock`) and applies exactly it, after checking
 * the fingerprint the preview gave. Defaults: the leader (repo.leaderOf) for every movable kind; a task someone
 * delegated to the user goes back to that person; an administrator's choice per kind wins over both. Flows naming the
 * user are not changed: the person they go to is recorded as the user's 'rules' successor (see Moves.successors).
 */
export async function planDeparture(
  trx: Database,
  lang: Lang,
  body: { userId: string; kind: DepartureKind; choices?: DepartureChoices },
  lock: boolean,
): Promise<Plan> {
  const user = await repo.userById(trx, body.userId, lock);
  if (!user) throw new AppError(404, 'departures.userNotFound');
  const choices = body.choices ?? {};
  const leader = await repo.leaderOf(trx, user.id);
  const chosenIds = MOVABLE_KINDS.map((k) => choices[k]).filter((id): id is string => !!id);
  const active = await repo.activeUsers(trx, chosenIds);
  for (const k of MOVABLE_KINDS) {
    const id = choices[k];
    if (id && (id === user.id || !active.has(id)))
      throw new AppError(400, 'departures.targetInvalid', { kind: t(lang, `departures.kind.${k}`) });
  }

  const held = await openTasksHeldBy(trx, user.id, lock);
  const delegated = await openTasksDelegatedBy(trx, user.id, lock);
  // not locked: a follower's notice on a request that ends meanwhile does no harm, and the engine locks instances first
  const requests = await runningRequestsOf(trx, user.id, false);
  const groups = await repo.groupsOwnedBy(trx, user.id, lock);
  const units = await unitsLedBy(trx, user.id, lock);
  const delegations = await delegationsOf(trx, user.id, lock);
  const rules = await definitionsNaming(trx, user.account);
  const owners = await repo.activeUsers(
    trx,
    held.map((t) => t.owner_id).filter((id): id is string => !!id && id !== user.id),
  );

  const names = new Map<string, string>([...active, ...owners]);
  if (leader) names.set(leader.id, leader.name);
  const who = (id: string | null | undefined): PlanUser | null => (id ? { id, name: names.get(id) ?? '' } : null);
  const targetOf = (k: (typeof MOVABLE_KINDS)[number], fallback?: string | null) => choices[k] ?? fallback ?? leader?.id ?? null;

  const rulesTo = targetOf('rules');
  const requestsTo = targetOf('requests');
  const successors: Moves['successors'] = [];
  if (rulesTo) successors.push({ kind: 'rules', to: rulesTo });
  if (requestsTo) successors.push({ kind: 'requests', to: requestsTo });
  const moves: Moves = { held: [], delegated: [], requests: [], groups: new Map(), units: new Map(), delegations, successors };
  const groupsOut: PlanGroup[] = [];
  const missing: HoldingKind[] = [];
  const push = (kind: HoldingKind, items: PlanItem[], needsTarget: boolean) => {
    if (!items.length) return;
    if (needsTarget && items.some((i) => !i.target)) missing.push(kind);
    const chosen = MOVABLE_KINDS.find((k) => k === kind);
    groupsOut.push({ kind, count: items.length, items: items.slice(0, LISTED), chosen: chosen ? who(choices[chosen]) : null });
  };

  push(
    'todo',
    held.map((t) => {
      const to = targetOf('todo', t.owner_id && owners.has(t.owner_id) ? t.owner_id : null);
      if (to) moves.held.push({ task: t, to });
      return { id: t.id, title: t.subject, detail: `${pick(t.def_name, lang)} · ${t.name}`, target: who(to) };
    }),
    true,
  );
  push(
    'delegatedBy',
    delegated.map((t) => {
      const to = targetOf('delegatedBy');
      if (to) moves.delegated.push({ task: t, to });
      return { id: t.id, title: t.subject, detail: `${pick(t.def_name, lang)} · ${t.name}`, target: who(to) };
    }),
    true,
  );
  push(
    'requests',
    requests.map((r) => {
      if (requestsTo) moves.requests.push({ instId: r.id, to: requestsTo });
      return { id: r.id, title: r.subject, detail: pick(r.def_name, lang), target: who(requestsTo) };
    }),
    true,
  );
  push(
    'groups',
    groups.map((g) => {
      const to = targetOf('groups');
      if (to) add(moves.groups, to, g.id);
      return { id: g.id, title: g.name, detail: g.code, target: who(to) };
    }),
    true,
  );
  push(
    'units',
    units.map((u) => {
      const to = targetOf('units');
      if (to) add(moves.units, to, u.id);
      return { id: u.id, title: u.name, detail: u.path_name, target: who(to) };
    }),
    true,
  );
  push(
    'delegations',
    delegations.map((d) => ({ id: d.id, title: d.other_name, detail: `${d.kind}:${d.acts ? 'acts' : 'principal'}`, target: null })),
    false,
  );
  push(
    'rules',
    rules.map((r) => ({ id: r.id, title: pick(r.name, lang) || r.def_key, detail: r.def_key, target: who(rulesTo) })),
    true,
  );

  // what the confirm must find unchanged: the user's state and every item with its new owner
  const facts = [
    `${user.id}:${user.status}:${body.kind}`,
    ...held.map((t) => `t:${t.id}:${t.owner_id ?? ''}`),
    ...moves.held.map((m) => `th:${m.task.id}>${m.to}`),
    ...moves.delegated.map((m) => `td:${m.task.id}>${m.to}`),
    ...moves.requests.map((m) => `r:${m.instId}>${m.to}`),
    ...[...moves.groups].map(([to, ids]) => `g:${ids.join(',')}>${to}`),
    ...[...moves.units].map(([to, ids]) => `u:${ids.join(',')}>${to}`),
    ...delegations.map((d) => `d:${d.id}`),
    ...rules.map((r) => `f:${r.id}`),
    ...successors.map((m) => `s:${m.kind}>${m.to}`),
  ];
  const fingerprint = crypto.createHash('sha256').update(facts.join('|')).digest('base64url').slice(0, 32);
  const targets = new Map<string, string>();
  for (const id of [
    ...moves.held.map((m) => m.to),
    ...moves.delegated.map((m) => m.to),
    ...moves.requests.map((m) => m.to),
    ...moves.groups.keys(),
    ...moves.units.keys(),
    ...successors.map((m) => m.to),
  ])
    targets.set(id, names.get(id) ?? '');
  return {
    user,
    moves,
    targets,
    answer: { user: { id: user.id, name: user.fullname }, kind: body.kind, leader, groups: groupsOut, missing, fingerprint },
  };
}
