import type { Insertable, Selectable } from 'kysely';
import type { Database } from '../../db/database.js';
import { partyFields, type PartyNames, type PartyTable } from '../support/repo-owned.js';
import type { WfSecretaryTable } from '../tables.js';

const secretaryRow = (r: Selectable<WfSecretaryTable> & PartyNames) => partyFields(r, 'leader', 'secretary');

/** Secretary rows belong to their leader and name the secretary. */
export const SECRETARIES: PartyTable<Selectable<WfSecretaryTable>, ReturnType<typeof secretaryRow>> = {
  table: 'wf_secretary',
  owner: 'leader_id',
  other: 'secretary_id',
  view: secretaryRow,
};

/** Inserts the pair, or updates the flows and flag of the pair that exists; answers the row's id. */
export async function upsertSecretary(
  trx: Database,
  id: string,
  values: Omit<Insertable<WfSecretaryTable>, 'id'> & { enabled: boolean },
): Promise<string> {
  await trx
    .insertInto('wf_secretary')
    .values({ id, ...values })
    .onConflict((oc) => oc.columns(['leader_id', 'secretary_id']).doUpdateSet({ def_keys: values.def_keys, enabled: values.enabled }))
    .execute();
  const row = await trx
    .selectFrom('wf_secretary')
    .select('id')
    .where('leader_id', '=', values.leader_id)
    .where('secretary_id', '=', values.secretary_id)
    .executeTakeFirstOrThrow();
  return row.id;
}
