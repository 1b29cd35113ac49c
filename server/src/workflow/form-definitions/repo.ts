import type { FormDefinitionInput } from '../../../../contract/workflow-form-definitions.js';
import type { Database } from '../../db/database.js';

/** Creates or replaces a form definition. */
export async function upsertForm(db: Database, b: FormDefinitionInput): Promise<void> {
  const values = {
    name: JSON.stringify(b.name),
    fields: JSON.stringify(b.fields),
    permissions: JSON.stringify(b.permissions),
    summary_fields: JSON.stringify(b.summaryFields ?? []),
    updated_at: new Date(),
  };
  await db
    .insertInto('wf_form')
    .values({ form_key: b.formKey, ...values })
    .onConflict((oc) => oc.column('form_key').doUpdateSet(values))
    .execute();
}

/** Keys of the flows whose main version uses the form. */
export async function defKeysUsingForm(db: Database, formKey: string): Promise<string[]> {
  return (await db.selectFrom('wf_def').select('def_key').where('form_key', '=', formKey).where('is_main', '=', true).execute()).map(
    (d) => d.def_key,
  );
}
