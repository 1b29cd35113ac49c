import { sql, type Insertable } from 'kysely';
import type { Database } from '../../db/database.js';
import type { WfDefTable } from '../tables.js';

/** The SQL of a deployment (definitions/deploy.ts holds its rules). */

export async function defKeyExists(db: Database, defKey: string): Promise<boolean> {
  return !!(await db.selectFrom('wf_def').select('id').where('def_key', '=', defKey).executeTakeFirst());
}

export async function formExists(db: Database, formKey: string): Promise<boolean> {
  return !!(await db.selectFrom('wf_form').select('form_key').where('form_key', '=', formKey).executeTakeFirst());
}

export async function typeExists(db: Database, typeId: string): Promise<boolean> {
  return !!(await db.selectFrom('wf_type').select('id').where('id', '=', typeId).executeTakeFirst());
}

/** One deployment of a key at a time, so versions stay gapless and one main version exists. */
export async function lockDefKey(trx: Database, defKey: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${'wf_def:' + defKey}))`.execute(trx);
}

export async function lastVersion(trx: Database, defKey: string) {
  return trx
    .selectFrom('wf_def')
    .select(['version', 'name', 'type_id', 'form_key', 'description', 'startable'])
    .where('def_key', '=', defKey)
    .orderBy('version', 'desc')
    .executeTakeFirst();
}

/** Inserts the version as the key's main one. */
export async function insertMainVersion(trx: Database, row: Insertable<WfDefTable>): Promise<void> {
  await trx.updateTable('wf_def').set({ is_main: false }).where('def_key', '=', row.def_key).where('is_main', '=', true).execute();
  await trx.insertInto('wf_def').values(row).execute();
}
