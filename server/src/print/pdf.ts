import type { AppDeps, CurrentUser } from '../lib/context.js';
import { notFound } from '../lib/errors.js';
import type { FileRecord } from '../files/repo.js';
import { sharedConverter } from './converter.js';
import { finishPdf, sha256 } from './finish.js';
import { DocumentRefused, refusal } from './package.js';
import * as repo from './repo.js';
import { printFailed, type Log } from './service.js';
import { PDF, readFile, saveFile } from './store.js';

/** What LibreOffice (writer; calc and impress when installed) turns into PDF. */
const CONVERTIBLE = new Set(['doc', 'docx', 'dotx', 'odt', 'rtf', 'txt', 'wps', 'xls', 'xlsx', 'ods', 'csv', 'ppt', 'pptx', 'odp']);

export const convertible = (ext: string) => CONVERTIBLE.has(ext);

// two previews of one file at the same moment share one conversion
const inFlight = new Map<string, Promise<string>>();

/**
 * The PDF of a stored file: converted once, then kept (print_pdf) and served to whoever may read the
 * source. A print job's document goes through finishPdf, and the job records the PDF and its sha256.
 * Any failure is 'template printing failed', with the reason in the log.
 */
export function pdfOfFile(deps: AppDeps, user: CurrentUser, file: FileRecord, log: Log): Promise<string> {
  const running = inFlight.get(file.id);
  if (running) return running;
  const made = convert(deps, user, file, log).finally(() => inFlight.delete(file.id));
  inFlight.set(file.id, made);
  return made;
}

async function convert(deps: AppDeps, user: CurrentUser, file: FileRecord, log: Log): Promise<string> {
  const kept = await repo.pdfOf(deps.db, file.id);
  if (kept) return kept.pdf_file_id;
  const source = await readFile(deps, file.id);
  if (!source) throw notFound('files.notFound');
  const job = await repo.jobOfDocx(deps.db, file.id);
  let pdf: Buffer;
  try {
    pdf = await sharedConverter(log).toPdf(source.bytes, file.ext.toLowerCase());
    if (job) pdf = await finishPdf(deps, pdf, job);
  } catch (err) {
    if (err instanceof DocumentRefused) {
      // the document's fault, said to the caller; the log keeps which file it was
      log(`conversion refused: file ${file.id} (${file.file_name}): ${err.message}`);
      throw refusal(err);
    }
    log(`template printing failed: converting file ${file.id} (${file.file_name}): ${(err as Error).message}`);
    throw printFailed();
  }
  const pdfId = await saveFile(deps, {
    ownerId: file.uploader_id ?? user.id,
    fileName: `${file.file_name.replace(/\.[^.]*$/, '')}.pdf`,
    contentType: PDF,
    bytes: pdf,
  });
  const kept2 = await repo.insertPdf(deps.db, file.id, pdfId);
  if (job) await repo.setJobPdf(deps.db, job.id, kept2, sha256(pdf));
  return kept2;
}

/** A converted PDF may be read by whoever may read a file it was made from. */
export const convertedFrom = (db: AppDeps['db'], pdfFileId: string) => repo.sourcesOfPdf(db, pdfFileId);
