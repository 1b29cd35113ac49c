import crypto from 'node:crypto';
import type { WordPrintBody } from '../../../contract/print.js';
import {
  defById,
  defKeysUsingForm,
  fileReaders,
  type FormRecord,
  instanceForRead,
  instanceOpinions,
  type InstanceRecord,
  loadForm,
  pickName,
  recordPrint,
  startableKeys,
} from '../workflow/index.js';
import { canReadFile, fileNamesOf, readFileBytes, storeFile, type FileRecord } from '../files/index.js';
import type { AppDeps, Caller, CurrentUser } from '../lib/context.js';
import { AppError, badRequest, forbidden, notFound } from '../lib/errors.js';
import { hasText, t, type Lang } from '../lib/i18n.js';
import { buildTemplateData, type HistoryEntry, type PrintLookups } from './data.js';
import { keysOf, NAME_KIND, signaturesOf } from './format.js';
import { fittedImage } from './images.js';
import { fillTemplate, isTemplateError, qrImage } from './fill.js';
import { DocumentRefused, refusal } from './package.js';
import { wordTemplate } from './prepass.js';
import { formHash } from './finish.js';
import * as repo from './repo.js';
import { hiddenAt, printView } from './rights.js';
import { DOCX } from './mime.js';
import { templateDocument } from './templates.js';

export type Log = (msg: string) => void;

/** What a template is filled from: a stored instance (as the caller may see it) or a preview's data. */
export interface PrintSource {
  formKey: string;
  form: FormRecord | null;
  values: Record<string, unknown>;
  hidden: Set<string>;
  hiddenColumns: Map<string, Set<string>>;
  inst?: InstanceRecord;
  nodeId?: string;
}

/** 'template printing failed': the reason goes to the log only. */
export const printFailed = () => new AppError(500, 'print.failed');

/** The template, when it belongs to the form (or, global, to a definition of the instance or using the form). */
export async function templateFor(deps: AppDeps, templateId: string, formKey: string, defKey?: string): Promise<repo.TemplateRecord> {
  const template = await repo.templateById(deps.db, templateId);
  if (!template) throw notFound('print.templateNotFound');
  if (template.form_key === formKey) return template;
  if (template.def_id) {
    const def = await repo.defHead(deps.db, template.def_id);
    if (def && (defKey ? def.def_key === defKey : def.form_key === formKey)) return template;
  }
  throw badRequest('print.templateNotForForm');
}

/** A stored instance as the caller may print it; 403 without the print right. */
export async function instanceSource(deps: AppDeps, user: CurrentUser, instId: string, taskId?: string) {
  const inst = await instanceForRead(deps.db, user, instId);
  const def = await defById(deps.db, inst.def_id);
  if (!def?.formKey) throw notFound('print.templateNotFound');
  const form = await loadForm(deps.db, def.formKey);
  const view = await printView(deps.db, user, inst, def.model.startId, form, taskId);
  if (!view.mayPrint) throw forbidden('print.forbidden');
  const source: PrintSource = {
    formKey: def.formKey,
    form,
    values: inst.form_data,
    hidden: view.hidden,
    hiddenColumns: view.hiddenColumns,
    inst,
    nodeId: view.nodeId,
  };
  return { source, defKey: def.defKey };
}

/** A form preview's data (no instance): printed as the start node sees it, by whoever may preview the form. */
async function previewSource(deps: AppDeps, user: CurrentUser, formKey: string, boData: string | undefined): Promise<PrintSource> {
  const form = await loadForm(deps.db, formKey);
  if (!form) throw notFound('print.templateNotFound');
  if (!user.isAdmin && !(await startableKeys(deps.db, user, await defKeysUsingForm(deps.db, formKey))).size)
    throw forbidden('print.forbidden');
  let values: unknown = {};
  try {
    values = boData ? JSON.parse(boData) : {};
  } catch {
    throw badRequest('print.badData');
  }
  if (!values || typeof values !== 'object' || Array.isArray(values)) throw badRequest('print.badData');
  return { formKey, form, values: values as Record<string, unknown>, ...hiddenAt(form, 'start', true) };
}

/**
 * The files of a preview's data that its caller may read (issue 27 item 8): the ids come from the request, so an
 * unreadable one is printed as its bare id, never with its name or picture. An instance's files were checked when
 * they were written and are open to its readers.
 */
async function readableOnly(deps: AppDeps, user: CurrentUser, source: PrintSource, ids: string[]): Promise<string[]> {
  if (source.inst) return ids;
  const out: string[] = [];
  for (const id of ids) if (await canReadFile(deps.db, user, id, fileReaders)) out.push(id);
  return out;
}

/** Names, file names and signature pictures the values refer to. */
async function lookups(deps: AppDeps, user: CurrentUser, source: PrintSource): Promise<PrintLookups> {
  const keys = {
    user: new Set<string>(),
    org: new Set<string>(),
    post: new Set<string>(),
    role: new Set<string>(),
    job: new Set<string>(),
  };
  const files = new Set<string>();
  const signatureFiles = new Set<string>();
  const visit = (type: string, value: unknown) => {
    const kind = NAME_KIND[type];
    if (kind) for (const k of keysOf(value)) keys[kind].add(k);
    if (type === 'file' || type === 'attachment') for (const k of keysOf(value)) files.add(k);
    if (type === 'signature') for (const s of signaturesOf(value)) if (s.signature) signatureFiles.add(s.signature);
  };
  for (const f of source.form?.fields ?? []) {
    if (source.hidden.has(f.name)) continue;
    const value = source.values[f.name];
    if (f.type !== 'subtable') {
      visit(f.type, value);
      continue;
    }
    const hiddenColumns = source.hiddenColumns.get(f.name);
    for (const row of Array.isArray(value) ? value : [])
      for (const c of f.columns ?? []) if (!hiddenColumns?.has(c.name)) visit(c.type, (row as Record<string, unknown> | null)?.[c.name]);
  }
  const names = {} as PrintLookups['names'];
  for (const kind of Object.keys(keys) as (keyof typeof keys)[])
    names[kind] = await repo.namesOf(deps.db, kind, [...keys[kind]].slice(0, 1000));
  const images = new Map<string, NonNullable<ReturnType<typeof fittedImage>>>();
  for (const id of await readableOnly(deps, user, source, [...signatureFiles].slice(0, 100))) {
    const file = await readFileBytes(deps, id);
    const image = file && fittedImage(file.bytes, { width: 110, height: 44 });
    if (image) images.set(id, image);
  }
  const fileNames = await fileNamesOf(deps.db, await readableOnly(deps, user, source, [...files].slice(0, 1000)));
  return { names, fileNames, images };
}

async function history(deps: AppDeps, lang: Lang, inst: InstanceRecord | undefined): Promise<HistoryEntry[]> {
  if (!inst) return [];
  const rows = await instanceOpinions(deps.db, lang, inst);
  return rows
    .filter((r) => r.completeTime && r.status !== 'awaiting_check' && r.status !== 'hangUp')
    .map((r) => ({
      node: r.taskName,
      approverId: r.auditor,
      approver: r.auditorName ?? r.qualfiedNames,
      action: r.statusVal,
      opinion: r.opinion ?? '',
      time: r.completeTime ? new Date(r.completeTime) : null,
    }));
}

/** An instance status in words: the print wording where it has one, else the history's (backToStart, hangUp...). */
const statusText = (lang: Lang, status: string) =>
  hasText(`print.status.${status}`)
    ? t(lang, `print.status.${status}`)
    : hasText(`workflow.status.${status}`)
      ? t(lang, `workflow.status.${status}`)
      : status;

/**
 * Fills the template for one source and stores the document as the user's file, with a print job
 * holding its verification code. Any failure past the rights checks is 'template printing failed'.
 */
export async function fillJob(
  deps: AppDeps,
  user: CurrentUser,
  template: repo.TemplateRecord,
  source: PrintSource,
  log: Log,
  /** the printing person's zone (else the company's): the print names it */
  timeZone: string = deps.config.printTimeZone,
): Promise<{ job: repo.JobRecord; file: FileRecord; bytes: Buffer }> {
  const code = crypto.randomBytes(16).toString('base64url');
  // one language per print: the template's, whoever prints it (issue 29.2)
  const lang = template.lang;
  let bytes: Buffer;
  try {
    const doc = await templateDocument(deps, template);
    const inst = source.inst;
    const verifyUrl = `${deps.config.publicBaseUrl}/verify/${code}`;
    const data = buildTemplateData({
      fields: source.form?.fields ?? [],
      values: source.values,
      hidden: source.hidden,
      hiddenColumns: source.hiddenColumns,
      lang,
      timeZone,
      lookups: await lookups(deps, user, source),
      history: await history(deps, lang, inst),
      meta: {
        title: source.form ? pickName(source.form.name, lang) : '',
        subject: inst?.subject ?? '',
        applicant: inst?.creator_name ?? '',
        createTime: inst?.create_time ?? null,
        status: inst ? statusText(lang, inst.status) : '',
        instId: inst?.id ?? '',
        printedBy: user.fullname,
        printTime: new Date(),
        verifyUrl,
        verifyCode: code,
      },
      qrCode: await qrImage(verifyUrl),
    });
    // measured and cleaned before it is opened (a template saved before these checks too)
    bytes = await fillTemplate(await wordTemplate(doc.bytes), data);
  } catch (err) {
    if (err instanceof DocumentRefused) throw refusal(err);
    if (isTemplateError(err)) {
      // the template's own mistake (saved before the checks of today, or changed since): said to the caller
      log(`print template ${template.id} (${template.name}) cannot be filled: ${(err as Error).message}`);
      throw badRequest('print.templateInvalid', { reason: (err as Error).message.slice(0, 200) });
    }
    log(`template printing failed: template ${template.id} (${template.name}): ${(err as Error).stack ?? String(err)}`);
    throw printFailed();
  }
  const baseName = (source.inst?.subject || template.name).replace(/[\\/:*?"<>|\r\n]+/g, ' ').slice(0, 80);
  const file = await storeFile(deps, { ownerId: user.id, fileName: `${baseName}.docx`, contentType: DOCX, bytes });
  const job = await repo.insertJob(deps.db, {
    id: crypto.randomUUID(),
    code,
    inst_id: source.inst?.id ?? null,
    form_key: source.formKey,
    template_id: template.id,
    template_name: template.name,
    docx_file_id: file.id,
    form_hash: source.inst ? formHash(source.inst.form_data) : null,
    created_by: user.id,
  });
  return { job, file, bytes };
}

/** POST /system/file/v1/wordPrint: the id of the filled document (convert it with onlinePreview). */
export async function wordPrint(deps: AppDeps, c: Caller, body: WordPrintBody, log: Log): Promise<string> {
  const { user, timeZone } = c;
  if (body.instId) {
    const { source, defKey } = await instanceSource(deps, user, body.instId, body.taskId);
    const template = await templateFor(deps, body.id, source.formKey, defKey);
    const { file } = await fillJob(deps, user, template, source, log, timeZone);
    await recordPrint(deps.db, user, {
      instId: body.instId,
      nodeId: source.nodeId ?? null,
      templateId: template.id,
      templateName: template.name,
      fileId: file.id,
      purpose: body.purpose ?? 'print',
    });
    return file.id;
  }
  const source = await previewSource(deps, user, body.formKey, body.boData);
  const template = await templateFor(deps, body.id, body.formKey);
  return (await fillJob(deps, user, template, source, log, timeZone)).file.id;
}
