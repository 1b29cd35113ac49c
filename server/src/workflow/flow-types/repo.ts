import type { FlowTypeNode } from '../../../../contract/workflow-flow-types.js';
import type { Database } from '../../db/database.js';
import type { Lang } from '../../lib/i18n.js';
import { nameIn } from '../task-lists/repo-common.js';
import type { I18n } from '../tables.js';

/** The classification tree, names in the reader's language, each level by sort then id. */
export async function typeTree(db: Database, lang: Lang): Promise<FlowTypeNode[]> {
  const types = await db.selectFrom('wf_type').selectAll().orderBy('sort').orderBy('id').execute();
  const nodes = new Map<string, FlowTypeNode>(
    types.map((t) => [t.id, { id: t.id, name: nameIn(t.name, lang), parentId: t.parent_id, sort: t.sort, children: [] }]),
  );
  const roots: FlowTypeNode[] = [];
  for (const t of types) (t.parent_id && nodes.get(t.parent_id) ? nodes.get(t.parent_id)!.children : roots).push(nodes.get(t.id)!);
  return roots;
}

export async function typeExists(db: Database, id: string): Promise<boolean> {
  return !!(await db.selectFrom('wf_type').select('id').where('id', '=', id).executeTakeFirst());
}

export async function upsertType(trx: Database, id: string, parentId: string | null, name: I18n, sort: number): Promise<void> {
  const values = { parent_id: parentId, name: JSON.stringify(name), sort };
  await trx
    .insertInto('wf_type')
    .values({ id, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
}

export async function anyDefOfTypes(db: Database, ids: string[]): Promise<boolean> {
  return !!(await db.selectFrom('wf_def').select('id').where('type_id', 'in', ids).executeTakeFirst());
}

export async function removeTypes(trx: Database, ids: string[]): Promise<number> {
  return Number((await trx.deleteFrom('wf_type').where('id', 'in', ids).executeTakeFirst()).numDeletedRows);
}
