import type { Database } from '../../db/database.js';

/** The author and instance of an opinion. */
export function opinionAuthor(db: Database, id: string) {
  return db.selectFrom('wf_opinion').select(['auditor_id', 'inst_id']).where('id', '=', id).executeTakeFirst();
}

export async function updateOpinionText(db: Database, id: string, opinion: string): Promise<void> {
  await db.updateTable('wf_opinion').set({ opinion }).where('id', '=', id).execute();
}
