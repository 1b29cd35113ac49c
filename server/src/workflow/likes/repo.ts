import type { Database } from '../../db/database.js';

/** The instance of an opinion, when the id is an opinion's. */
export async function opinionInstId(db: Database, opinionId: string): Promise<string | undefined> {
  return (await db.selectFrom('wf_opinion').select('inst_id').where('id', '=', opinionId).executeTakeFirst())?.inst_id;
}

export async function addLike(db: Database, refId: string, userId: string, type: string): Promise<void> {
  await db
    .insertInto('wf_like')
    .values({ ref_id: refId, user_id: userId, type })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function removeLike(db: Database, refId: string, userId: string): Promise<void> {
  await db.deleteFrom('wf_like').where('ref_id', '=', refId).where('user_id', '=', userId).execute();
}

/** The likers of these ids, oldest like first. */
export function likers(db: Database, refIds: string[]) {
  return db
    .selectFrom('wf_like as l')
    .innerJoin('uc_user as u', 'u.id', 'l.user_id')
    .select(['l.ref_id', 'u.id', 'u.fullname'])
    .where('l.ref_id', 'in', refIds)
    .orderBy('l.create_time')
    .execute();
}
