import { Type, type Static } from 'typebox';
import { call } from './call.js';
import { Key } from './common.js';
import { IdsQuery } from './workflow.js';

/** Likes of an instance or of an opinion (spec 02 §7 "Likes"); the caller must be able to read the instance. */

export const LikeBody = Type.Object({
  /** an instance id or an opinion id */
  refId: Key(),
  /** true like, false take the like back */
  like: Type.Boolean(),
  type: Type.Optional(Type.String({ maxLength: 32 })),
});
export type LikeBody = Static<typeof LikeBody>;
export const LikeSummary = Type.Object({
  refId: Type.String(),
  count: Type.Integer(),
  liked: Type.Boolean(),
  users: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
});
export type LikeSummary = Static<typeof LikeSummary>;

export const LIKE_CALLS = {
  /** Likes or takes the caller's like back; answers the new summary. */
  set: call({ method: 'POST', path: '/bpm/like/addOrUpdateLikeRecord', body: LikeBody, answer: LikeSummary }),
  /** Summaries of the ids the caller may read (others are left out). */
  list: call({ method: 'GET', path: '/bpm/like/getLikeListByRefId', query: IdsQuery, answer: Type.Array(LikeSummary) }),
};
