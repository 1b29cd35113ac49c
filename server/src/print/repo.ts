import type { Insertable, Selectable } from 'kysely';
import type { PRINT_TEMPLATE_FILTERS } from '../../../contract/print.js';
import type { Database } from '../db/database.js';
import type { FilterColumn } from '../db/filters.js';
import { selectPage, type PageQuery } from '../db/filtered-page.js';
import type { I18n } from '../workflow/tables.js';
import { withPrint, type PrintJobTable, type PrintTemplateTable } from './tables.js';
import { taskNodesOf } from '../workflow/index.js';

export type TemplateRecord = Selectable<PrintTemplateTable>;
export type JobRecord = Selectable<PrintJobTable>;

export const TEMPLATE_FILTERS: Record<(typeof PRINT_TEMPLATE_FILTERS)[number], FilterColumn> = {
  name: { column: 't.name', kind: 'text' },
  formKey: { column: 't.form_key', kind: 'text' },
  defId: { column: 't.def_id', kind: 'text' },
  createTime: { column: 't.created_at', kind: 'date' },
};

// ---- templates

export const templateById = (db: Database, id: string) =>
  withPrint(db).selectFrom('print_template').selectAll().where('id', '=', id).executeTakeFirst();

export const templatesOfForm = (db: Database, formKey: string) =>
  withPrint(db)
    .selectFrom('print_template')
    .selectAll()
    .where('form_key', '=', formKey)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();

/** The global templates of every version of the definition `defId` belongs to. */
export const globalTemplatesOf = (db: Database, defId: string) =>
  withPrint(db)
    .selectFrom('print_template as t')
    .innerJoin('wf_def as d', 'd.id', 't.def_id')
    .selectAll('t')
    .where('d.def_key', '=', (eb) => eb.selectFrom('wf_def').select('def_key').where('id', '=', defId))
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id')
    .execute();

/** A template in the admins' list; its document's file name comes from the files domain (templates.ts). */
export interface TemplateListRow extends TemplateRecord {
  def_name: I18n | null;
  creator_name: string | null;
}

const listFrom = (db: Database) =>
  withPrint(db)
    .selectFrom('print_template as t')
    .leftJoin('wf_def as d', 'd.id', 't.def_id')
    .leftJoin('uc_user as u', 'u.id', 't.created_by');

export const pageTemplates = (db: Database, q: PageQuery): Promise<{ rows: TemplateListRow[]; total: number }> =>
  selectPage(
    listFrom(db),
    q,
    (query) => query.selectAll('t').select(['d.name as def_name', 'u.fullname as creator_name']),
    (query) => query.orderBy('t.created_at', 'desc').orderBy('t.id'),
    (r) => r as TemplateListRow,
  );

export const templateListRow = async (db: Database, id: string): Promise<TemplateListRow | undefined> =>
  listFrom(db).selectAll('t').select(['d.name as def_name', 'u.fullname as creator_name']).where('t.id', '=', id).executeTakeFirst();

export const insertTemplate = (db: Database, row: Insertable<PrintTemplateTable>) =>
  withPrint(db).insertInto('print_template').values(row).returningAll().executeTakeFirstOrThrow();

export const updateTemplate = (
  db: Database,
  id: string,
  row: Pick<TemplateRecord, 'name' | 'form_key' | 'def_id' | 'file_id' | 'lang' | 'names'>,
) =>
  withPrint(db)
    .updateTable('print_template')
    .set({ ...row, asset: null, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();

/** A bundled template's document has become a file; the first writer wins. */
export const setTemplateFile = (db: Database, id: string, fileId: string) =>
  withPrint(db)
    .updateTable('print_template')
    .set({ file_id: fileId })
    .where('id', '=', id)
    .where('file_id', 'is', null)
    .returningAll()
    .executeTakeFirst();

export async function deleteTemplates(db: Database, ids: string[]): Promise<number> {
  if (!ids.length) return 0;
  const gone = await withPrint(db).deleteFrom('print_template').where('id', 'in', ids).returning('id').execute();
  return gone.length;
}

/** Seeds a bundled template once (by its id). */
export async function ensureBundledTemplate(
  db: Database,
  row: { id: string; name: string; formKey: string; asset: string; lang?: TemplateRecord['lang']; names?: Record<string, string> },
) {
  await withPrint(db)
    .insertInto('print_template')
    .values({ id: row.id, name: row.name, form_key: row.formKey, asset: row.asset, lang: row.lang, names: row.names ?? null })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

// ---- jobs, PDFs

export const insertJob = (db: Database, row: Insertable<PrintJobTable>) =>
  withPrint(db).insertInto('print_job').values(row).returningAll().executeTakeFirstOrThrow();

export const jobOfDocx = (db: Database, fileId: string) =>
  withPrint(db).selectFrom('print_job').selectAll().where('docx_file_id', '=', fileId).executeTakeFirst();

export const jobByCode = (db: Database, code: string) =>
  withPrint(db).selectFrom('print_job').selectAll().where('code', '=', code).executeTakeFirst();

export async function setJobPdf(db: Database, id: string, pdfFileId: string, sha256: string): Promise<void> {
  await withPrint(db).updateTable('print_job').set({ pdf_file_id: pdfFileId, pdf_sha256: sha256 }).where('id', '=', id).execute();
}

// ---- what printing reads from other domains

/** The nodes where the user holds or held a task of the instance tree. */
export async function participantNodes(db: Database, rootId: string, userId: string): Promise<string[]> {
  return taskNodesOf(db, 'root_id', rootId, userId);
}

export type NameKind = 'user' | 'org' | 'post' | 'role' | 'job';

/** Display names of users (by id or account), organisations, posts, roles and jobs (by id or code). */
export async function namesOf(db: Database, kind: NameKind, keys: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (!keys.length) return out;
  if (kind === 'user') {
    const rows = await db
      .selectFrom('uc_user')
      .select(['id', 'account', 'fullname'])
      .where((eb) => eb.or([eb('id', 'in', keys), eb('account', 'in', keys)]))
      .execute();
    for (const r of rows) out.set(r.id, r.fullname).set(r.account, r.fullname);
    return out;
  }
  const table = ({ org: 'uc_org', post: 'uc_post', role: 'uc_role', job: 'uc_job' } as const)[kind];
  const rows = await db
    .selectFrom(table)
    .select(['id', 'code', 'name'])
    .where((eb) => eb.or([eb('id', 'in', keys), eb('code', 'in', keys)]))
    .execute();
  for (const r of rows) out.set(r.id, r.name).set(r.code, r.name);
  return out;
}

export const formExists = async (db: Database, formKey: string) =>
  !!(await db.selectFrom('wf_form').select('form_key').where('form_key', '=', formKey).executeTakeFirst());

export const defHead = (db: Database, defId: string) =>
  db.selectFrom('wf_def').select(['id', 'def_key', 'form_key', 'name']).where('id', '=', defId).executeTakeFirst();

export const userByAccount = (db: Database, account: string) =>
  db.selectFrom('uc_user').select(['id']).where('account', '=', account).executeTakeFirst();

/** Who runs a queued batch print again (manualExecuteEvent): the event's owner as a signed-in user. */
export const userById = (db: Database, id: string) =>
  db.selectFrom('uc_user').select(['id', 'account', 'fullname', 'is_admin']).where('id', '=', id).executeTakeFirst();

/** The instances' form keys and subjects, for a batch's notes. */
export const instanceHeads = (db: Database, ids: string[]) =>
  ids.length
    ? db.selectFrom('wf_instance').select(['id', 'subject']).where('id', 'in', ids).execute()
    : Promise.resolve([] as { id: string; subject: string }[]);
