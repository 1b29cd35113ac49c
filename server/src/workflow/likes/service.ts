import type { LikeBody, LikeSummary } from '../../../../contract/workflow-likes.js';
import type { Database } from '../../db/database.js';
import { instanceForRead } from '../instances/access.js';
import type { Caller } from '../caller.js';
import { idList } from '../../lib/ids.js';
import * as repo from './repo.js';

/** A like's id is an opinion's or an instance's: either way the caller must be able to read the instance. */
async function checkRef(db: Database, c: Caller, refId: string): Promise<void> {
  await instanceForRead(db, c.user, (await repo.opinionInstId(db, refId)) ?? refId);
}

async function summaries(db: Database, refIds: string[], userId: string): Promise<LikeSummary[]> {
  const rows = await repo.likers(db, refIds);
  return refIds.map((refId) => {
    const users = rows.filter((r) => r.ref_id === refId).map((r) => ({ id: r.id, name: r.fullname }));
    return { refId, count: users.length, liked: users.some((u) => u.id === userId), users };
  });
}

/** Likes or takes the caller's like back, and answers the new summary. */
export async function setLike(db: Database, c: Caller, body: LikeBody): Promise<LikeSummary> {
  return db.transaction().execute(async (trx) => {
    await checkRef(trx, c, body.refId);
    if (body.like) await repo.addLike(trx, body.refId, c.user.id, body.type ?? 'instance');
    else await repo.removeLike(trx, body.refId, c.user.id);
    return (await summaries(trx, [body.refId], c.user.id))[0];
  });
}

/** Summaries of the ids the caller may read; the others are left out. */
export async function likeList(db: Database, c: Caller, ids: string): Promise<LikeSummary[]> {
  const readable: string[] = [];
  for (const id of idList(ids)) {
    const seen = await checkRef(db, c, id)
      .then(() => true)
      .catch(() => false);
    if (seen) readable.push(id);
  }
  return readable.length ? summaries(db, readable, c.user.id) : [];
}
