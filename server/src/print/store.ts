import type { Readable } from 'node:stream';
import type { AppDeps } from '../lib/context.js';
import { openResultFile, saveResultFile } from '../portal/async-events/result-store.js';

/**
 * Printed documents and PDFs are ordinary files of the files domain (a sys_file row owned by the
 * user who printed, its bytes in the data folder's file storage), stored the way async-event
 * results are.
 */

export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const PDF = 'application/pdf';

export const saveFile = (deps: AppDeps, file: { ownerId: string; fileName: string; contentType: string; bytes: Buffer }) =>
  saveResultFile(deps, file);

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

/** A stored file's bytes with its name and type, or null when the row or its bytes are gone. */
export async function readFile(deps: AppDeps, fileId: string): Promise<{ bytes: Buffer; fileName: string; contentType: string } | null> {
  const opened = await openResultFile(deps, fileId);
  if (!opened) return null;
  return { bytes: await readAll(opened.stream), fileName: opened.fileName, contentType: opened.contentType };
}
