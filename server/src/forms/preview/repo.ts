import type { Database } from '../../db/database.js';

/** The main versions of the flows that use a form, by definition key. */
export function flowsUsingForm(db: Database, formKey: string) {
  return db
    .selectFrom('wf_def')
    .select(['def_key', 'name', 'model'])
    .where('form_key', '=', formKey)
    .where('is_main', '=', true)
    .orderBy('def_key')
    .execute();
}
