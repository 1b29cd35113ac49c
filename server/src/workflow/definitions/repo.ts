import type { Database } from '../../db/database.js';
import type { I18n } from '../tables.js';
import type { FlowModel } from './model.js';

export interface DefInfo {
  id: string;
  defKey: string;
  name: I18n;
  version: number;
  isMain: boolean;
  status: string;
  typeId: string | null;
  formKey: string | null;
  startable: boolean;
  xml: string;
  model: FlowModel;
}

/**
 * A deployed version never changes its XML or model (a change is a new version), so those are
 * cached per id in this process; status and main flag are read from the database every time.
 */
const bodies = new Map<string, { xml: string; model: FlowModel }>();
const MAX_CACHED = 500;

async function body(db: Database, id: string): Promise<{ xml: string; model: FlowModel } | null> {
  const hit = bodies.get(id);
  if (hit) return hit;
  const row = await db.selectFrom('wf_def').select(['bpmn_xml', 'model']).where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const entry = { xml: row.bpmn_xml, model: row.model };
  if (bodies.size >= MAX_CACHED) bodies.delete(bodies.keys().next().value as string);
  bodies.set(id, entry);
  return entry;
}

/** A version's model (cached per id): for names per language without a database read each time. */
export async function modelOf(db: Database, id: string): Promise<FlowModel | null> {
  return (await body(db, id))?.model ?? null;
}

const HEAD = ['id', 'def_key', 'name', 'version', 'is_main', 'status', 'type_id', 'form_key', 'startable'] as const;

/** The columns of a definition that may change (status, main flag): always read from the database. */
export type DefHead = {
  id: string;
  def_key: string;
  name: I18n;
  version: number;
  is_main: boolean;
  status: string;
  type_id: string | null;
  form_key: string | null;
  startable: boolean;
};

/** A definition from its head row, with its XML and model (cached per id). */
export async function defFromHead(db: Database, head: DefHead | undefined): Promise<DefInfo | null> {
  if (!head) return null;
  const b = await body(db, head.id);
  if (!b) return null;
  return {
    id: head.id,
    defKey: head.def_key,
    name: head.name,
    version: head.version,
    isMain: head.is_main,
    status: head.status,
    typeId: head.type_id,
    formKey: head.form_key,
    startable: head.startable,
    xml: b.xml,
    model: b.model,
  };
}

export async function defById(db: Database, id: string): Promise<DefInfo | null> {
  return defFromHead(db, await db.selectFrom('wf_def').select(HEAD).where('id', '=', id).executeTakeFirst());
}

export async function mainDefByKey(db: Database, key: string): Promise<DefInfo | null> {
  return defFromHead(
    db,
    await db.selectFrom('wf_def').select(HEAD).where('def_key', '=', key).where('is_main', '=', true).executeTakeFirst(),
  );
}

export function pickName(name: I18n | null | undefined, lang: keyof I18n): string {
  if (!name) return '';
  return name[lang] || name['zh-CN'] || name['en-US'] || '';
}

/** Makes the version the main one of its key (the previous main one no longer is). */
export async function makeMain(trx: Database, def: Pick<DefInfo, 'id' | 'defKey'>): Promise<void> {
  await trx.updateTable('wf_def').set({ is_main: false }).where('def_key', '=', def.defKey).where('is_main', '=', true).execute();
  await trx.updateTable('wf_def').set({ is_main: true }).where('id', '=', def.id).execute();
}

export async function setStatus(trx: Database, id: string, status: 'deploy' | 'forbidden'): Promise<void> {
  await trx.updateTable('wf_def').set({ status }).where('id', '=', id).execute();
}
