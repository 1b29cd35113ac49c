import { PDFDocument } from 'pdf-lib';
import type { AsyncEvent } from '../../../contract/portal.js';
import type { BatchPrintBody } from '../../../contract/print.js';
import type { AppDeps, CurrentUser, Caller } from '../lib/context.js';
import { AppError, notFound } from '../lib/errors.js';
import { t, type Lang } from '../lib/i18n.js';
import { startAsyncEvent, type EventRunner } from '../portal/index.js';
import { recordPrint } from '../workflow/index.js';
import { pdfOfFilled } from './pdf.js';
import * as repo from './repo.js';
import { fillJob, instanceSource, templateFor, type Log } from './service.js';
import { PDF } from './mime.js';

/**
 * Batch print: the forms of up to 100 instances in one PDF, built in the background as an async
 * event of the download notice (kind print.pdf) that reports its progress. An instance the caller
 * may not print, or that has no template, is left out and named in the event's notes; the batch
 * fails only when nothing could be printed.
 */

interface BatchParams {
  instIds: string[];
  templateId?: string;
}

export async function batchPrint(deps: AppDeps, runner: EventRunner, c: Caller, body: BatchPrintBody, log: Log): Promise<AsyncEvent> {
  const { user, lang } = c;
  const instIds = [...new Set(body.instIds)];
  if (body.templateId && !(await repo.templateById(deps.db, body.templateId))) throw notFound('print.templateNotFound');
  const params: BatchParams = { instIds, ...(body.templateId ? { templateId: body.templateId } : {}) };
  return startAsyncEvent(
    deps,
    { userId: user.id, kind: 'print.pdf', lang, name: t(lang, 'print.batchName', { count: instIds.length }), params },
    runner,
    (err) => log(`batch print failed: ${(err as Error).stack ?? String(err)}`),
  );
}

/**
 * The template an instance prints with when the batch names none: its form's newest in the batch's language, else its
 * form's newest, else its definition's global one (the same order).
 */
async function defaultTemplate(deps: AppDeps, lang: Lang, formKey: string, defId: string): Promise<repo.TemplateRecord> {
  const own = await repo.templatesOfForm(deps.db, formKey);
  if (own.length) return own.find((x) => x.lang === lang) ?? own[0];
  const global = await repo.globalTemplatesOf(deps.db, defId);
  if (global.length) return global.find((x) => x.lang === lang) ?? global[0];
  throw notFound('print.templateNotFound');
}

async function printOne(deps: AppDeps, c: Caller, instId: string, templateId: string | undefined, log: Log) {
  const { user, lang } = c;
  const { source, defKey } = await instanceSource(deps, user, instId);
  const template = templateId
    ? await templateFor(deps, templateId, source.formKey, defKey)
    : await defaultTemplate(deps, lang, source.formKey, source.inst!.def_id);
  const docx = await fillJob(deps, user, template, source, log);
  const pdf = await pdfOfFilled(deps, user, docx.file, docx.bytes, log);
  await recordPrint(deps.db, user, {
    instId,
    nodeId: source.nodeId ?? null,
    templateId: template.id,
    templateName: template.name,
    fileId: pdf.id,
    purpose: 'batch',
  });
  return { pdf: pdf.bytes, subject: source.inst!.subject };
}

const UNREADABLE = new Set(['workflow.instance.notFound', 'workflow.instance.forbidden']);
const stamp = (d: Date) => d.toISOString().slice(0, 19).replace(/[-:T]/g, '');

const PARALLEL = 3;

/** One instance's PDF, or the note saying why it is left out. */
async function printOrNote(deps: AppDeps, c: Caller, instId: string, templateId: string | undefined, log: Log) {
  const { lang } = c;
  try {
    return { pdf: (await printOne(deps, c, instId, templateId, log)).pdf };
  } catch (err) {
    if (!(err instanceof AppError)) log(`batch print: instance ${instId}: ${(err as Error).stack ?? String(err)}`);
    const reason = err instanceof AppError ? t(lang, err.key, err.params) : t(lang, 'print.failed');
    // the subject only of an instance the caller may read
    const hidden = err instanceof AppError && UNREADABLE.has(err.key);
    const subject = hidden ? undefined : (await repo.instanceHeads(deps.db, [instId]))[0]?.subject;
    return { note: t(lang, 'print.batchLeftOut', { instance: subject ? `${subject} (${instId})` : instId, reason }) };
  }
}

export function batchRunner(log: Log): EventRunner {
  return async (deps, run) => {
    const params = run.params as BatchParams;
    const row = await repo.userById(deps.db, run.userId);
    if (!row) throw notFound('print.forbidden');
    const user: CurrentUser = {
      id: row.id,
      account: row.account,
      fullname: row.fullname,
      isAdmin: row.is_admin,
      sessionId: 'batch',
      postId: null,
    };
    const ids = params.instIds ?? [];
    const results: ({ pdf: Buffer } | { note: string })[] = new Array(ids.length);
    let next = 0;
    let done = 0;
    // a few forms at a time: one is filled while another converts (LibreOffice itself takes one at a time)
    const worker = async () => {
      while (next < ids.length) {
        const i = next++;
        results[i] = await printOrNote(deps, { user, lang: run.lang }, ids[i], params.templateId, log);
        await run.progress((++done / ids.length) * 95);
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL, ids.length) }, worker));
    const merged = await PDFDocument.create();
    const notes: string[] = [];
    for (const r of results) {
      if ('note' in r) {
        notes.push(r.note);
        continue;
      }
      const doc = await PDFDocument.load(r.pdf);
      for (const page of await merged.copyPages(doc, doc.getPageIndices())) merged.addPage(page);
    }
    if (!merged.getPageCount()) throw new AppError(400, 'print.batchNothing', {}, notes);
    merged.setTitle(t(run.lang, 'print.batchName', { count: ids.length - notes.length }));
    merged.setProducer('approval portal');
    const bytes = Buffer.from(await merged.save());
    return { fileName: `batch-print-${stamp(new Date())}.pdf`, contentType: PDF, bytes, notes };
  };
}
