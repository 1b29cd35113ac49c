import type { AppDeps, CurrentUser } from '../lib/context.js';
import { notFound } from '../lib/errors.js';
import { keepPdf, keptPdfOf, readFileBytes, storeFile, type FileRecord, type PdfConversion } from '../files/index.js';
import { sharedConverter } from './converter.js';
import { finishPdf, sha256 } from './finish.js';
import { DocumentRefused, refusal } from './package.js';
import * as repo from './repo.js';
import { printFailed, type Log } from './service.js';
import { PDF } from './mime.js';

/** What LibreOffice (writer; calc and impress when installed) turns into PDF. */
const CONVERTIBLE = new Set(['doc', 'docx', 'dotx', 'odt', 'rtf', 'txt', 'wps', 'xls', 'xlsx', 'ods', 'csv', 'ppt', 'pptx', 'odp']);

export const convertible = (ext: string) => CONVERTIBLE.has(ext);

/** A file's PDF: its id, and its bytes when this call made it (a kept one is not read back). */
interface MadePdf {
  id: string;
  bytes: Buffer | null;
}

// two previews of one file at the same moment share one conversion
const inFlight = new Map<string, Promise<MadePdf>>();

/**
 * The PDF of a stored file: converted once, then kept (print_pdf) and served to whoever may read the
 * source. A print job's document goes through finishPdf, and the job records the PDF and its sha256.
 * Any failure is 'template printing failed', with the reason in the log.
 */
export async function pdfOfFile(deps: AppDeps, user: CurrentUser, file: FileRecord, log: Log): Promise<string> {
  return (await madePdf(deps, user, file, null, log)).id;
}

/**
 * The PDF of a document this process has just filled (batch print): converted from the bytes in hand, and its bytes
 * answered without reading them back from the storage.
 */
export async function pdfOfFilled(deps: AppDeps, user: CurrentUser, file: FileRecord, bytes: Buffer, log: Log) {
  const made = await madePdf(deps, user, file, bytes, log);
  const pdf = made.bytes ?? (await readFileBytes(deps, made.id))?.bytes;
  if (!pdf) throw notFound('files.notFound');
  return { id: made.id, bytes: pdf };
}

function madePdf(deps: AppDeps, user: CurrentUser, file: FileRecord, bytes: Buffer | null, log: Log): Promise<MadePdf> {
  const running = inFlight.get(file.id);
  if (running) return running;
  const made = convert(deps, user, file, bytes, log).finally(() => inFlight.delete(file.id));
  inFlight.set(file.id, made);
  return made;
}

async function convert(deps: AppDeps, user: CurrentUser, file: FileRecord, bytes: Buffer | null, log: Log): Promise<MadePdf> {
  const kept = await keptPdfOf(deps.db, file.id);
  if (kept) return { id: kept, bytes: null };
  const source = bytes ?? (await readFileBytes(deps, file.id))?.bytes;
  if (!source) throw notFound('files.notFound');
  const job = await repo.jobOfDocx(deps.db, file.id);
  let pdf: Buffer;
  try {
    pdf = await sharedConverter(log).toPdf(source, file.ext.toLowerCase());
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
  const stored = await storeFile(deps, {
    ownerId: file.uploader_id ?? user.id,
    fileName: `${file.file_name.replace(/\.[^.]*$/, '')}.pdf`,
    contentType: PDF,
    bytes: pdf,
  });
  const kept2 = await keepPdf(deps.db, file.id, stored.id);
  if (job) await repo.setJobPdf(deps.db, job.id, kept2, sha256(pdf));
  // another request's PDF was kept: its bytes are not these
  return { id: kept2, bytes: kept2 === stored.id ? pdf : null };
}

/** What the files domain's online preview converts with (handed to it by the composition root, app.ts). */
export const libreOfficeConversion: PdfConversion = { accepts: convertible, pdfOf: pdfOfFile };
