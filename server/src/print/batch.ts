import { PDFDocument } from 'pdf-lib';
import type { AsyncEvent } from '../../../contract/portal.js';
import type { BatchPrintBody } from '../../../contract/print.js';
import type { AppDeps, CurrentUser } from '../lib/context.js';
import { AppError, notFound } from '../lib/errors.js';
import { t, type Lang } from '../lib/i18n.js';
import { findFile } from '../files/repo.js';
import { startAsyncEvent, type EventRunner } from '../portal/async-events/service.js';
import { recordPrint } from '../workflow/print-records/service.js';
import { pdfOfFile } from './pdf.js';
import * as repo from './repo.js';
import { fillJob, instanceSource, templateFor, type Log } from './service.js';
import { PDF, readFile } from './store.js';

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

export async function batchPrint(deps: AppDeps, user: CurrentUser, lang: Lang, body: BatchPrintBody, log: Log): Promise<AsyncEvent> {
  const instIds = [...new Set(body.instIds)];
  if (body.templateId && !(await repo.templateById(deps.db, body.templateId))) throw notFound('print.templateNotFound');
  const params: BatchParams = { instIds, ...(body.templateId ? { templateId: body.templateId } : {}) };
  return startAsyncEvent(
    deps,
    { userId: user.id, kind: 'print.pdf', lang, name: t(lang, 'print.batchName', { count: instIds.length }), params },
    (err) => log(`batch print failed: ${(err as Error).stack ?? String(err)}`),
  );
}

/** The template an instance prints with when the batch names none: its form's newest, else its definition's global one. */
async function defaultTemplate(deps: AppDeps, formKey: string, defId: string): Promise<repo.TemplateRecord> {
  const [own] = await repo.templatesOfForm(deps.db, formKey);
  if (own) return own;
  const [global] = await repo.globalTemplatesOf(deps.db, defId);
  if (global) return global;
  throw notFound('print.templateNotFound');
}

async function printOne(deps: AppDeps, user: CurrentUser, lang: Lang, instId: string, templateId: string | undefined, log: Log) {
  const { source, defKey } = await instanceSource(deps, user, instId);
  const template = templateId
    ? await templateFor(deps, templateId, source.formKey, defKey)
    : await defaultTemplate(deps, source.formKey, source.inst!.def_id);
  const { fileId } = await fillJob(deps, user, lang, template, source, log);
  const docx = await findFile(deps.db, fileId);
  if (!docx) throw notFound('files.notFound');
  const pdfId = await pdfOfFile(deps, user, docx, log);
  const pdf = await readFile(deps, pdfId);
  if (!pdf) throw notFound('files.notFound');
  await recordPrint(deps.db, user, {
    instId,
    nodeId: source.nodeId ?? null,
    templateId: template.id,
    templateName: template.name,
    fileId: pdfId,
    purpose: 'batch',
  });
  return { pdf: pdf.bytes, subject: source.inst!.subject };
}

const UNREADABLE = new Set(['workflow.instance.notFound', 'workflow.instance.forbidden']);
const stamp = (d: Date) => d.toISOString().slice(0, 19).replace(/[-:T]/g, '');

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
    const merged = await PDFDocument.create();
    const notes: string[] = [];
    const ids = params.instIds ?? [];
    for (const [i, instId] of ids.entries()) {
      try {
        const one = await printOne(deps, user, run.lang, instId, params.templateId, log);
        const doc = await PDFDocument.load(one.pdf);
        for (const page of await merged.copyPages(doc, doc.getPageIndices())) merged.addPage(page);
      } catch (err) {
        if (!(err instanceof AppError)) log(`batch print: instance ${instId}: ${(err as Error).stack ?? String(err)}`);
        const reason = err instanceof AppError ? t(run.lang, err.key, err.params) : t(run.lang, 'print.failed');
        // the subject only of an instance the caller may read
        const hidden = err instanceof AppError && UNREADABLE.has(err.key);
        const subject = hidden ? undefined : (await repo.instanceHeads(deps.db, [instId]))[0]?.subject;
        notes.push(t(run.lang, 'print.batchLeftOut', { instance: subject ? `${subject} (${instId})` : instId, reason }));
      }
      await run.progress(((i + 1) / ids.length) * 95);
    }
    if (!merged.getPageCount()) throw new AppError(400, 'print.batchNothing', {}, notes);
    merged.setTitle(t(run.lang, 'print.batchName', { count: ids.length - notes.length }));
    merged.setProducer('approval portal');
    const bytes = Buffer.from(await merged.save());
    return { fileName: `batch-print-${stamp(new Date())}.pdf`, contentType: PDF, bytes, notes };
  };
}
