import { Type, type Static } from 'typebox';
import { call } from './call.js';
import { Key, Nullable } from './common.js';

/**
 * Someone leaves (issue 30 item 2): before a user is marked departed or disabled, an administrator sees what they still
 * hold and whom each goes to; the confirm moves it all in one transaction. The preview and the confirm run the same plan
 * on the server (a fingerprint of it travels from the one to the other; a change in between answers 409 with a fresh
 * preview as the error's value).
 */

/** departed: uc_user.status 2 (spec 01 §4: anything else than 1, 0, -1); disabled: status 0. */
export const DepartureKind = Type.Union([Type.Literal('departed'), Type.Literal('disabled')]);
export type DepartureKind = Static<typeof DepartureKind>;

/**
 * What a user may hold:
 * - todo: open tasks they hold (a task someone delegated to them goes back to that person by default);
 * - delegatedBy: open tasks they handed to an agent: the agent keeps working, the new owner takes their place;
 * - requests: running requests they started: they stay theirs, the new owner receives each to follow it, and is
 *   recorded as their 'requests' successor: a request sent back to its start (or an `initiator` rule) goes to them;
 * - groups: groups they own; units: units they lead;
 * - delegations: agent and secretary settings naming them: ended;
 * - rules: flow definitions naming them as approver (`user:<account>` on a node of a main version): the definitions
 *   stay as deployed; the new owner is recorded as their 'rules' successor, and the steps naming them (a `user` or
 *   `field` rule) go to that person while they are not active.
 */
export const HOLDING_KINDS = ['todo', 'delegatedBy', 'requests', 'groups', 'units', 'delegations', 'rules'] as const;
export const HoldingKind = Type.Union([
  Type.Literal('todo'),
  Type.Literal('delegatedBy'),
  Type.Literal('requests'),
  Type.Literal('groups'),
  Type.Literal('units'),
  Type.Literal('delegations'),
  Type.Literal('rules'),
]);
export type HoldingKind = (typeof HOLDING_KINDS)[number];
/** The kinds an administrator may send to someone else than the default. */
export const MOVABLE_KINDS = ['todo', 'delegatedBy', 'requests', 'groups', 'units', 'rules'] as const;
export type MovableKind = (typeof MOVABLE_KINDS)[number];

export const PlanUser = Type.Object({ id: Type.String(), name: Type.String() });
export type PlanUser = Static<typeof PlanUser>;

export const PlanItem = Type.Object({
  id: Type.String(),
  /** a request's title, a group's or unit's name, a flow's name */
  title: Type.String(),
  /** the step of a task, an agent's name, the definition key… */
  detail: Type.String(),
  /** who gets it (rules: whom the steps naming the user go to); null: ended (delegations), or no one found yet (see `missing`) */
  target: Nullable(PlanUser),
});
export type PlanItem = Static<typeof PlanItem>;

export const PlanGroup = Type.Object({
  kind: HoldingKind,
  /** how many there are (items may show the first 200 only) */
  count: Type.Integer(),
  items: Type.Array(PlanItem),
  /** the administrator's choice for the kind, else null (each item goes to its default) */
  chosen: Nullable(PlanUser),
});
export type PlanGroup = Static<typeof PlanGroup>;

export const DeparturePlan = Type.Object({
  user: PlanUser,
  kind: DepartureKind,
  /**
   * the default new owner: the leader of their main unit (up the tree when they lead it), null when none. The
   * 'rules' and 'requests' successors are recorded even when the plan lists no item of the kind (a `field` rule or an
   * older version of a flow may still name the user): the choice for the kind, else this leader.
   */
  leader: Nullable(PlanUser),
  groups: Type.Array(PlanGroup),
  /** kinds with items and nobody to give them to: the administrator must choose */
  missing: Type.Array(HoldingKind),
  /** what the confirm names: the plan changed since → 409 with a fresh preview */
  fingerprint: Type.String(),
});
export type DeparturePlan = Static<typeof DeparturePlan>;

/** Per movable kind, the user who gets it instead of the default. */
export const DepartureChoices = Type.Partial(
  Type.Object({
    todo: Key(),
    delegatedBy: Key(),
    requests: Key(),
    groups: Key(),
    units: Key(),
    rules: Key(),
  }),
  { additionalProperties: false },
);
export type DepartureChoices = Static<typeof DepartureChoices>;

export const DeparturePreviewBody = Type.Object(
  { userId: Key(), kind: DepartureKind, choices: Type.Optional(DepartureChoices) },
  { additionalProperties: false },
);
export type DeparturePreviewBody = Static<typeof DeparturePreviewBody>;

export const DepartureConfirmBody = Type.Object(
  { userId: Key(), kind: DepartureKind, choices: Type.Optional(DepartureChoices), fingerprint: Key(128) },
  { additionalProperties: false },
);
export type DepartureConfirmBody = Static<typeof DepartureConfirmBody>;

export const DepartureResult = Type.Object({
  user: PlanUser,
  kind: DepartureKind,
  /** how many of each kind moved (or ended) */
  moved: Type.Record(Type.String(), Type.Integer()),
  /** the people who received something (each got a message) */
  told: Type.Array(PlanUser),
  /** sessions ended */
  sessions: Type.Integer(),
});
export type DepartureResult = Static<typeof DepartureResult>;

const BASE = '/uc/api/departure/v1';

export const DEPARTURE_CALLS = {
  /** Administrators: what the user holds and whom each goes to; nothing is written. */
  preview: call({ method: 'POST', path: `${BASE}/preview`, body: DeparturePreviewBody, answer: DeparturePlan }),
  /** Administrators: moves everything of the previewed plan and marks the user, in one transaction. */
  confirm: call({ method: 'POST', path: `${BASE}/confirm`, body: DepartureConfirmBody, answer: DepartureResult }),
};
