import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { SqlCondition } from '../task-lists/repo-common.js';

/**
 * The instances and opinions that name a file, among those `visible` lets the reader see
 * (`visible` is written on the alias `i`). The GIN indexes on wf_file_refs (migration 0810) find
 * them; the instance rows are then checked field by field by the caller.
 */

/** Up to `limit` visible instances whose form data holds the file id somewhere. */
export async function visibleInstancesNaming(db: Database, visible: SqlCondition, fileId: string, limit = 20) {
  return db
    .selectFrom('wf_instance as i')
    .select(['i.id', 'i.def_id', 'i.creator_id', 'i.form_data'])
    .where(sql<boolean>`wf_file_refs(i.form_data::text) @> array[${fileId}]::text[]`)
    .where(visible)
    .limit(limit)
    .execute();
}

/** Whether an opinion of a visible instance carries the file. */
export async function visibleOpinionNames(db: Database, visible: SqlCondition, fileId: string): Promise<boolean> {
  const row = await db
    .selectFrom('wf_opinion as o')
    .innerJoin('wf_instance as i', 'i.id', 'o.inst_id')
    .select(sql<number>`1`.as('ok'))
    .where('o.files', 'is not', null)
    .where(sql<boolean>`wf_file_refs(o.files) @> array[${fileId}]::text[]`)
    .where(visible)
    .limit(1)
    .executeTakeFirst();
  return !!row;
}
