import { Type, type Static } from 'typebox';
import { call } from './call.js';
import { IdQuery, Key, Nullable, PageBean, PageResult, QueryBody } from './common.js';

/**
 * The authorisation centre (spec 02 §7 "Authorisation centre", bpm-form AuthorizationCenter v1). An authorisation
 * grants the right to start some flows to a circle of people named at one level, from the widest to the narrowest:
 * the whole company, a department (with its sub-departments), a role, a post, or one person. It may be switched off
 * and may hold only from/until a date. A flow with neither start rules of its own nor an authorisation is open to
 * everyone; otherwise a person may start it when a rule or an authorisation in force reaches them.
 */

/** 1 company, 2 department (and below), 3 role, 4 post, 5 person. */
export const AUTHORIZATION_LEVELS = [1, 2, 3, 4, 5] as const;
export type AuthorizationLevel = (typeof AUTHORIZATION_LEVELS)[number];
/** The name of each level, for texts and tags. */
export const LEVEL_NAMES: Record<AuthorizationLevel, 'company' | 'org' | 'role' | 'post' | 'user'> = {
  1: 'company',
  2: 'org',
  3: 'role',
  4: 'post',
  5: 'user',
};
export const Level = Type.Integer({ minimum: 1, maximum: 5 });

/** A calendar day, YYYY-MM-DD. */
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

export const AuthorizationRow = Type.Object({
  id: Type.String(),
  name: Type.String(),
  level: Level,
  /** the department, role, post or person; null for the whole company */
  targetId: Nullable(Type.String()),
  /** its name (a department with its path); null when the target no longer exists */
  targetName: Nullable(Type.String()),
  defKeys: Type.Array(Type.String()),
  /** the flows' names in the caller's language, in the order of defKeys (the key when the flow is gone) */
  flowNames: Type.Array(Type.String()),
  enabled: Type.Boolean(),
  validFrom: Nullable(Day),
  validTo: Nullable(Day),
  /** enabled and today within the dates */
  inForce: Type.Boolean(),
  description: Nullable(Type.String()),
  updatedByName: Type.String(),
  updateTime: Type.String(),
});
export type AuthorizationRow = Static<typeof AuthorizationRow>;

export const AuthorizationInput = Type.Object({
  id: Type.Optional(Key()),
  name: Type.String({ minLength: 1, maxLength: 100 }),
  level: Level,
  targetId: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
  defKeys: Type.Array(Type.String({ minLength: 1, maxLength: 128 }), { minItems: 1, maxItems: 100 }),
  enabled: Type.Boolean(),
  validFrom: Type.Optional(Nullable(Day)),
  validTo: Type.Optional(Nullable(Day)),
  description: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
});
export type AuthorizationInput = Static<typeof AuthorizationInput>;

export const LevelCounts = Type.Object({
  total: Type.Integer(),
  levels: Type.Array(Type.Object({ level: Level, count: Type.Integer() })),
});
export type LevelCounts = Static<typeof LevelCounts>;

/** listByLevel: one level's authorisations, a name or flow key search, a page. */
export const ListByLevelBody = Type.Object({
  level: Level,
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  pageBean: Type.Optional(PageBean),
});

/** flowInfo: every startable flow with how its start is ruled; for a person, whether they may start it and why. */
export const FlowInfoBody = Type.Object({
  /** a person to check (default none; only an admin asks about someone else) */
  userId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
});
export const FlowInfo = Type.Object({
  defKey: Type.String(),
  name: Type.String(),
  /** its own start rules say everyone, or it has neither rules nor authorisations */
  everyone: Type.Boolean(),
  /** start rules of the flow's own (set when deployed) */
  ruleCount: Type.Integer(),
  /** authorisations that name the flow, in force or not */
  authorizationCount: Type.Integer(),
  /** for the person asked about: may they start it (null when no person was named) */
  mayStart: Nullable(Type.Boolean()),
  /** for the person asked about: the authorisations in force that reach them */
  via: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), level: Level })),
});
export type FlowInfo = Static<typeof FlowInfo>;

export const PersonnelBody = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  pageBean: Type.Optional(PageBean),
});
export const PersonRow = Type.Object({
  id: Type.String(),
  account: Type.String(),
  fullname: Type.String(),
  orgName: Nullable(Type.String()),
  postName: Nullable(Type.String()),
});
export type PersonRow = Static<typeof PersonRow>;
export const PostReach = Type.Object({ id: Type.String(), name: Type.String(), orgName: Type.String(), holders: Type.Integer() });
export type PostReach = Static<typeof PostReach>;

export const AuthorizationIdsQuery = Type.Object({
  ids: Type.String({ minLength: 1, maxLength: 20000, description: 'comma separated' }),
});

/** Where the gateway reaches the form service; the spec names the controller only, the base is ours (docs). */
export const AUTHORIZATION_BASE = '/bpm-form/authorizationCenter/v1';
const B = AUTHORIZATION_BASE;

export const AUTHORIZATION_CALLS = {
  /** The authorisations through allow-listed querys and sorters (admins). */
  list: call({ method: 'POST', path: `${B}/list`, body: QueryBody, answer: PageResult(AuthorizationRow) }),
  /** How many authorisations each level holds, under the same querys as list (admins). */
  count: call({ method: 'POST', path: `${B}/count`, body: QueryBody, answer: LevelCounts }),
  flowInfo: call({ method: 'POST', path: `${B}/flowInfo`, body: FlowInfoBody, answer: Type.Array(FlowInfo) }),
  listByLevel: call({ method: 'POST', path: `${B}/listByLevel`, body: ListByLevelBody, answer: PageResult(AuthorizationRow) }),
  /** The active people an authorisation reaches. */
  personnel: call({ method: 'POST', path: `${B}/personnel/:id`, params: IdQuery, body: PersonnelBody, answer: PageResult(PersonRow) }),
  /** How many active people an authorisation reaches. */
  personCount: call({ method: 'GET', path: `${B}/count/:id`, params: IdQuery, answer: Type.Integer() }),
  /** The posts an authorisation reaches, with how many active people hold each (at most 500). */
  posts: call({ method: 'GET', path: `${B}/post/:id`, params: IdQuery, answer: Type.Array(PostReach) }),
  /** Ours (the spec shows no writes): add or change one; answers the saved row. */
  save: call({ method: 'POST', path: `${B}/save`, body: AuthorizationInput, answer: AuthorizationRow }),
  /** Ours: removes by ids, answers how many went. */
  remove: call({ method: 'DELETE', path: `${B}/remove`, query: AuthorizationIdsQuery, answer: Type.Integer() }),
};
