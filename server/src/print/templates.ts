import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { QueryBody } from '../../../contract/common.js';
import type { PrintLang, PrintTemplate, PrintTemplateNames, PrintTemplateRow, PrintTemplateSave } from '../../../contract/print.js';
import { filteredPage } from '../db/filtered-page.js';
import type { AppDeps, CurrentUser, Caller } from '../lib/context.js';
import { AppError, badRequest, forbidden, notFound } from '../lib/errors.js';
import type { Lang } from '../lib/i18n.js';
import type { PageResult } from '../lib/reply.js';
import { fileReaders } from '../workflow/index.js';
import { fileNamesOf, readableFile, readFileBytes, removeFile, storeFile } from '../files/index.js';
import { fillTemplate, templateTags } from './fill.js';
import { DocumentRefused, refusal } from './package.js';
import { wordTemplate } from './prepass.js';
import * as repo from './repo.js';
import { DOCX } from './mime.js';
import { uniqueIds } from '../lib/ids.js';

/** Print templates: the admins' list, the print dialog's lists, and a template's document. */

const ASSETS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../assets/print');

export function requireAdmin(user: CurrentUser): void {
  if (!user.isAdmin) throw forbidden('print.adminOnly');
}

/**
 * A template's document. A bundled one (demo data) becomes a file of its own on first use, so it has a
 * file id like any uploaded template; its bytes come from server/assets/print.
 */
export async function templateDocument(deps: AppDeps, t: repo.TemplateRecord): Promise<{ fileId: string; bytes: Buffer }> {
  if (t.file_id) {
    const file = await readFileBytes(deps, t.file_id);
    if (file) return { fileId: t.file_id, bytes: file.bytes };
  }
  if (!t.asset) throw new Error(`the document of print template ${t.id} is missing`);
  const bytes = await fsp.readFile(path.join(ASSETS, path.basename(t.asset)));
  const ownerId = t.created_by ?? (await adminId(deps));
  const fileId = (await storeFile(deps, { ownerId, fileName: `${t.name}.docx`, contentType: DOCX, bytes })).id;
  const updated = await repo.setTemplateFile(deps.db, t.id, fileId);
  if (updated) return { fileId, bytes };
  // another request made the file first: keep that one
  await removeFile(deps, fileId);
  const now = await repo.templateById(deps.db, t.id);
  return { fileId: now?.file_id ?? fileId, bytes };
}

async function adminId(deps: AppDeps): Promise<string> {
  const admin = await repo.userByAccount(deps.db, 'htadmin');
  if (!admin) throw new Error('no owner for a bundled print template');
  return admin.id;
}

/** A template's name in the reader's language: its own name in its own language, else the name given for theirs. */
export const templateName = (t: Pick<repo.TemplateRecord, 'name' | 'lang' | 'names'>, lang: Lang) =>
  (lang !== t.lang && t.names?.[lang]?.trim()) || t.name;

const dialogRow = async (deps: AppDeps, t: repo.TemplateRecord, lang: Lang): Promise<PrintTemplate> => ({
  templateId: t.id,
  fileId: t.file_id ?? (await templateDocument(deps, t)).fileId,
  fileName: templateName(t, lang),
  createTime: t.created_at.toISOString(),
  lang: t.lang,
});

export async function formTemplates(deps: AppDeps, formKey: string, lang: Lang): Promise<PrintTemplate[]> {
  const rows = await repo.templatesOfForm(deps.db, formKey);
  return Promise.all(rows.map((t) => dialogRow(deps, t, lang)));
}

export async function globalTemplates(deps: AppDeps, defId: string, lang: Lang): Promise<PrintTemplate[]> {
  const rows = await repo.globalTemplatesOf(deps.db, defId);
  return Promise.all(rows.map((t) => dialogRow(deps, t, lang)));
}

/** The names given for other languages than the template's own, trimmed; empty ones left out. */
function otherNames(names: PrintTemplateSave['names'], own: PrintLang): PrintTemplateNames | null {
  const out: PrintTemplateNames = {};
  for (const l of ['zh-CN', 'en-US', 'id'] as const) {
    const n = names?.[l]?.trim();
    if (n && l !== own) out[l] = n;
  }
  return Object.keys(out).length ? out : null;
}

const pick = (name: Record<string, string> | null, lang: Lang) => (name ? name[lang] || name['zh-CN'] || '' : null);

function listRow(r: repo.TemplateListRow, lang: Lang, fileNames: Map<string, string>): PrintTemplateRow {
  return {
    id: r.id,
    name: r.name,
    formKey: r.form_key,
    defId: r.def_id,
    defName: pick(r.def_name as Record<string, string> | null, lang),
    fileId: r.file_id ?? '',
    fileName: (r.file_id && fileNames.get(r.file_id)) ?? `${r.name}.docx`,
    createBy: r.created_by,
    createByName: r.creator_name,
    createTime: r.created_at.toISOString(),
    lang: r.lang,
    names: r.names ?? {},
  };
}

export async function listTemplates(deps: AppDeps, c: Caller, body: QueryBody): Promise<PageResult<PrintTemplateRow>> {
  const { user, lang } = c;
  requireAdmin(user);
  const page = await filteredPage(body, repo.TEMPLATE_FILTERS, (q) => repo.pageTemplates(deps.db, q));
  const names = await fileNamesOf(deps.db, [...new Set(page.rows.flatMap((r) => (r.file_id ? [r.file_id] : [])))]);
  return { ...page, rows: page.rows.map((r) => listRow(r, lang, names)) };
}

/** Word documents, macro-enabled ones and Word templates: printed as a plain .docx (prepass.ts wordTemplate). */
const WORD = new Set(['docx', 'docm', 'dotx', 'dotm']);

/**
 * Refuses a document that is not a Word document whose tags parse (the reason goes to the log); it is
 * measured (parts, unpacked size, compression) before anything opens it.
 */
async function checkDocument(deps: AppDeps, user: CurrentUser, fileId: string, log: (msg: string) => void): Promise<void> {
  const file = await readableFile(deps.db, user, fileId, fileReaders);
  if (!WORD.has(file.ext.toLowerCase())) throw badRequest('print.notDocx');
  const stored = await readFileBytes(deps, fileId);
  if (!stored) throw notFound('files.notFound');
  try {
    const clean = await wordTemplate(stored.bytes);
    await templateTags(clean);
    // some mistakes show only when filling (a loop across two tables, in a content control): a trial fill finds them
    await fillTemplate(clean, {});
  } catch (err) {
    if (err instanceof DocumentRefused) {
      log(`print template ${fileId} refused: ${err.message}`);
      throw err.key === 'print.documentUnreadable' ? badRequest('print.templateNotWord') : refusal(err);
    }
    log(`print template ${fileId} refused: ${(err as Error).message}`);
    throw badRequest('print.templateInvalid', { reason: (err as Error).message.slice(0, 200) });
  }
}

export async function saveTemplate(deps: AppDeps, c: Caller, b: PrintTemplateSave, log: (msg: string) => void): Promise<PrintTemplateRow> {
  const { user, lang } = c;
  requireAdmin(user);
  const formKey = b.formKey?.trim() || null;
  const defId = b.defId?.trim() || null;
  if (!formKey === !defId) throw badRequest('print.formOrDef');
  if (formKey && !(await repo.formExists(deps.db, formKey))) throw notFound('print.formNotFound');
  if (defId && !(await repo.defHead(deps.db, defId))) throw notFound('print.defNotFound');
  await checkDocument(deps, user, b.fileId, log);
  const own = b.lang ?? 'zh-CN';
  const values = { name: b.name.trim(), form_key: formKey, def_id: defId, file_id: b.fileId, lang: own, names: otherNames(b.names, own) };
  if (!values.name) throw badRequest('print.nameRequired');
  const saved = b.id
    ? await repo.updateTemplate(deps.db, b.id, values)
    : await repo.insertTemplate(deps.db, { id: crypto.randomUUID(), ...values, created_by: user.id });
  if (!saved) throw notFound('print.templateNotFound');
  const row = await repo.templateListRow(deps.db, saved.id);
  if (!row) throw notFound('print.templateNotFound');
  return listRow(row, lang, await fileNamesOf(deps.db, row.file_id ? [row.file_id] : []));
}

export async function removeTemplates(deps: AppDeps, user: CurrentUser, ids: string): Promise<number> {
  requireAdmin(user);
  const list = uniqueIds(ids);
  if (list.length > 200) throw new AppError(400, 'print.tooManyIds', { max: 200 });
  return repo.deleteTemplates(deps.db, list);
}
