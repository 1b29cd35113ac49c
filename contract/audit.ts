import { Type, type Static } from 'typebox';
import { call } from './call.js';
import { Key, Nullable, PageResult, QueryBody } from './common.js';

/**
 * The audit log of administration (issue 30 item 3): every administrative change — who, when, from where, what, the
 * state before and after — append-only, each entry chained to the one before by a keyed hash (docs/decisions.md
 * "Issue 30: the audit log and the first run"). Administrators only: search it, open an entry, export the filtered
 * rows, and check the chain.
 */

/** A row of the list: the entry without its before/after (the detail has them). */
export const AuditRow = Type.Object({
  /** the entry's number in the chain (1, 2, …), as text (a bigint) */
  seq: Type.String(),
  at: Type.String(),
  actorId: Nullable(Type.String()),
  actorAccount: Type.String(),
  ip: Nullable(Type.String()),
  /** dotted, domain first: user.create, org.move, role.menus, setup.complete… */
  action: Type.String(),
  targetType: Type.String(),
  targetId: Nullable(Type.String()),
  targetName: Nullable(Type.String()),
});
export type AuditRow = Static<typeof AuditRow>;

/** One field that differs between before and after (a dotted path for nested values); a value is its JSON text. */
export const AuditChangeLine = Type.Object({
  field: Type.String(),
  /** null: the field was not there */
  before: Nullable(Type.String()),
  after: Nullable(Type.String()),
});
export type AuditChangeLine = Static<typeof AuditChangeLine>;

export const AuditDetail = Type.Object({
  ...AuditRow.properties,
  /** the JSON texts as recorded (and hashed) */
  before: Nullable(Type.String()),
  after: Nullable(Type.String()),
  /** the fields that differ, in the order they first appear */
  changes: Type.Array(AuditChangeLine),
  prevHash: Type.String(),
  hash: Type.String(),
});
export type AuditDetail = Static<typeof AuditDetail>;

/** What the chain check found: whether every entry still holds, how many were read, where it breaks and how. */
export const AuditChainCheck = Type.Object({
  intact: Type.Boolean(),
  entries: Type.Integer(),
  brokenAt: Nullable(Type.String()),
  reason: Nullable(Type.Union([Type.Literal('changed'), Type.Literal('gap'), Type.Literal('head')])),
  /** when the check ran (ISO) */
  checkedAt: Type.String(),
});
export type AuditChainCheck = Static<typeof AuditChainCheck>;

/**
 * The list's filters (`querys` properties): at (a time range, BETWEEN or GREAT_EQUAL / LESS_EQUAL), actorAccount,
 * action (EQUAL, or RIGHT_LIKE for a family such as `user.`), targetType, target (text in the target's name or id).
 */
export const AUDIT_FILTERS = ['at', 'actorAccount', 'action', 'targetType', 'target'] as const;
/** The most rows one export writes. */
export const AUDIT_EXPORT_MAX = 50_000;

/**
 * The actions the portal names in words (others show as they are). Every domain writes its own; this list only
 * serves the action filter's choices and the translations (locales adminAudit `actions`).
 */
export const AUDIT_ACTIONS = [
  'user.create',
  'user.update',
  'user.password.reset',
  'user.status',
  'user.unlock',
  'user.import',
  'org.create',
  'org.rename',
  'org.move',
  'org.merge',
  'org.close',
  'dem.create',
  'dem.update',
  'dem.remove',
  'post.create',
  'post.update',
  'post.remove',
  'job.create',
  'job.update',
  'job.remove',
  'role.create',
  'role.update',
  'role.remove',
  'role.users',
  'role.menus',
  'menu.update',
  'departure.confirm',
  'setup.adminPassword',
  'setup.company',
  'setup.units',
  'setup.complete',
] as const;

/** The target types the portal names in words. */
export const AUDIT_TARGET_TYPES = ['user', 'org', 'dem', 'post', 'job', 'role', 'menu', 'departure', 'company'] as const;

const AUDIT = '/uc/audit/v1';

export const AUDIT_CALLS = {
  /** A page of entries, newest first, through AUDIT_FILTERS. */
  list: call({ method: 'POST', path: `${AUDIT}/list`, body: QueryBody, answer: PageResult(AuditRow) }),
  /** One entry with its before, after and their differences. */
  detail: call({ method: 'GET', path: `${AUDIT}/entry/:seq`, params: Type.Object({ seq: Key(20) }), answer: AuditDetail }),
  /** The filtered entries as CSV (raw answer), newest first, headers in the caller's language, at most AUDIT_EXPORT_MAX. */
  export: call({ method: 'POST', path: `${AUDIT}/export`, body: QueryBody }),
  /** Walks the whole chain with the key and says whether it holds. */
  verify: call({ method: 'POST', path: `${AUDIT}/verify`, answer: AuditChainCheck }),
};
